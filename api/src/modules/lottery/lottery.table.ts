// Tables of the lotteries: the lottery games with their weekly draw schedules, and the named server secrets
// (the lottery draws are derived from one, so nobody can compute a result before its draw).
import type { Localized } from '../columns';

export type LottoGamesTable = {
  gameCode: string;
  /** The lottery vendor of the game menus: TCG_LOTTO_VN or TCG_SEA. */
  vendor: string;
  /** NORTH, CENTRAL, SOUTH (Vietnam) or SEA. */
  area: string;
  /** Key of the prize structure its draws have (see prize-tables.ts). */
  prizeTable: string;
  /** JSON list of weekdays, 0 Sunday … 6 Saturday, Asia/Vientiane. */
  drawDays: string;
  /** 'HH:mm', Asia/Vientiane. */
  drawTime: string;
  closeMinutesBefore: number;
  sequence: number;
} & Localized<'name'>;

export interface ServerSecretsTable {
  name: string;
  /** Hex of 32 random bytes. */
  secret: string;
  createdAt: string;
}

export interface LotteryTables {
  lotto_games: LottoGamesTable;
  server_secrets: ServerSecretsTable;
}
