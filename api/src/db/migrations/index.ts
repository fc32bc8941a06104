// The migrations, listed by name in order: a static provider works the same under tsx, jest and a bundle.
import type { Migration, MigrationProvider } from 'kysely';
import * as siteFoundation from './20251122120000_site_foundation';
import * as accounts from './20251122130000_accounts';
import * as gamesCatalogue from './20251122140000_games_catalogue';
import * as lobby from './20251123100000_lobby';
import * as provider from './20251123110000_provider';
import * as money from './20251124100000_money';
import * as gameSessionBinding from './20251125180000_game_session_binding';
import * as seamlessSessions from './20251126100000_seamless_sessions';
import * as chatRooms from './20251126120000_chat_rooms';
import * as catalogueVersion from './20251127100000_catalogue_version';
import * as recordTotals from './20251127110000_record_totals';
import * as promotions from './20251128100000_promotions';
import * as bonusTurnover from './20251128110000_bonus_turnover';
import * as rewards from './20251129100000_rewards';
import * as missionsVip from './20251129110000_missions_vip';
import * as promotionRules from './20251129120000_promotion_rules';
import * as rebateBets from './20251130100000_rebate_bets';
import * as periodTurnover from './20251130110000_period_turnover';
import * as ledgerAccountVersion from './20251130140000_ledger_account_version';
import * as memberTree from './20251201100000_member_tree';
import * as points from './20251201100000_points';
import * as agentContracts from './20251202100000_agent_contracts';
import * as contractSettlements from './20251202110000_contract_settlements';
import * as pointsMall from './20251202120000_points_mall';
import * as accountSecurity from './20251203100000_account_security';
import * as memberExtras from './20251203110000_member_extras';
import * as articles from './20251203120000_articles';
import * as agentRollup from './20251203130000_agent_rollup';
import * as auditTrail from './20251204090000_audit_trail';
import * as playLimits from './20251204100000_play_limits';
import * as playBreaks from './20251204110000_play_breaks';
import * as agentFastPaths from './20251204130000_agent_fast_paths';
import * as agentToday from './20251205120000_agent_today';
import * as agentTeamSize from './20251206100000_agent_team_size';
import * as agentRollupByDay from './20251206110000_agent_rollup_by_day';

const MIGRATIONS: Record<string, Migration> = {
  '20251122120000_site_foundation': siteFoundation,
  '20251122130000_accounts': accounts,
  '20251122140000_games_catalogue': gamesCatalogue,
  '20251123100000_lobby': lobby,
  '20251123110000_provider': provider,
  '20251124100000_money': money,
  '20251125180000_game_session_binding': gameSessionBinding,
  '20251126100000_seamless_sessions': seamlessSessions,
  '20251126120000_chat_rooms': chatRooms,
  '20251127100000_catalogue_version': catalogueVersion,
  '20251127110000_record_totals': recordTotals,
  '20251128100000_promotions': promotions,
  '20251128110000_bonus_turnover': bonusTurnover,
  '20251129100000_rewards': rewards,
  '20251129110000_missions_vip': missionsVip,
  '20251129120000_promotion_rules': promotionRules,
  '20251130100000_rebate_bets': rebateBets,
  '20251130110000_period_turnover': periodTurnover,
  '20251130140000_ledger_account_version': ledgerAccountVersion,
  '20251201100000_member_tree': memberTree,
  '20251201100000_points': points,
  '20251202100000_agent_contracts': agentContracts,
  '20251202110000_contract_settlements': contractSettlements,
  '20251202120000_points_mall': pointsMall,
  '20251203100000_account_security': accountSecurity,
  '20251203110000_member_extras': memberExtras,
  '20251203120000_articles': articles,
  '20251203130000_agent_rollup': agentRollup,
  '20251204090000_audit_trail': auditTrail,
  '20251204100000_play_limits': playLimits,
  '20251204110000_play_breaks': playBreaks,
  '20251204130000_agent_fast_paths': agentFastPaths,
  '20251205120000_agent_today': agentToday,
  '20251206100000_agent_team_size': agentTeamSize,
  '20251206110000_agent_rollup_by_day': agentRollupByDay,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
