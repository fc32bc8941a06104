// The money migration on a database that already has members: each balance becomes an opening entry of the
// ledger, the old column goes, and the invariant holds (SQLite, and PostgreSQL in the second pass).
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { emptyDatabaseForFile } from '../../test-support/empty-database';
import { checkLedgerInvariant, walletAccount } from '../../modules/ledger';
import { getBalanceMinor } from '../../modules/accounts/members.repository';

const empty = emptyDatabaseForFile();

it('moves existing balances into opening entries and drops the balance column', async () => {
  const { db, config } = empty;
  await empty.migrateTo('20251123110000_provider');
  const now = new Date().toISOString();
  for (const [id, balance] of [
    ['10000001', 123_456],
    ['10000002', 0],
  ] as const) {
    await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, mobile_num, profile,
      second_factor_on_new_ip, balance_minor, vip_level, tree_path, avatar_seed, created_at)
      values (${id}, ${`old${id}`}, 'old', 0, '', 0, ${now}, null, '{}', 0, ${balance}, 0, ${`/${id}/`}, 'seed', ${now})`.execute(db);
  }

  expect(await migrateToLatest(db, config)).toEqual([
    '20251124100000_money',
    '20251125180000_game_session_binding',
    '20251126100000_seamless_sessions',
    '20251126120000_chat_rooms',
    '20251127100000_catalogue_version',
    '20251127110000_record_totals',
    '20251128100000_promotions',
    '20251128110000_bonus_turnover',
    '20251129100000_rewards',
    '20251129110000_missions_vip',
    '20251129120000_promotion_rules',
    '20251130100000_rebate_bets',
    '20251130110000_period_turnover',
    '20251130140000_ledger_account_version',
    '20251201100000_member_tree',
    '20251201100000_points',
    '20251202100000_agent_contracts',
    '20251202110000_contract_settlements',
    '20251202120000_points_mall',
    '20251203100000_account_security',
    '20251203110000_member_extras',
    '20251203120000_articles',
    '20251203130000_agent_rollup',
    '20251204090000_audit_trail',
    '20251204100000_play_limits',
    '20251204110000_play_breaks',
    '20251204130000_agent_fast_paths',
    '20251205120000_agent_today',
    '20251206100000_agent_team_size',
    '20251206110000_agent_rollup_by_day',
  ]);
  expect(await getBalanceMinor(db, '10000001')).toBe(123_456);
  expect(await getBalanceMinor(db, '10000002')).toBe(0);
  const opening = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entryId')
    .select(['kind', 'amountMinor'])
    .where('accountId', '=', walletAccount('10000001'))
    .execute();
  expect(opening).toEqual([{ kind: 'OPENING', amountMinor: 123_456 }]);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
  const tables = await db.introspection.getTables();
  const members = tables.filter((table) => table.name === 'members' && (empty.schema === undefined || table.schema === empty.schema));
  expect(members).toHaveLength(1);
  expect(members[0]?.columns.map((c) => c.name)).not.toContain('balance_minor');
});
