// Queries of the lottery games: those of one lottery vendor, and one game by code, with their schedules parsed.
import { z } from 'zod';
import { LOTTO_AREAS, type LottoArea } from '@mekong/contracts/lottery';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { Localized } from '../columns';
import { isPrizeTableName, PRIZE_TABLES, type PrizeTier } from './prize-tables';
import type { DrawSchedule } from './schedule';

export type LottoGame = {
  gameCode: string;
  vendor: string;
  area: LottoArea;
  prizeTable: readonly PrizeTier[];
  schedule: DrawSchedule;
  closeMinutesBefore: number;
  sequence: number;
} & Localized<'name'>;

const drawDaysSchema = z.array(z.number().int().min(0).max(6));
const areaSchema = z.enum(LOTTO_AREAS);

function toLottoGame(row: Selectable<Database['lotto_games']>): LottoGame {
  if (!isPrizeTableName(row.prizeTable)) throw new Error(`Lottery game ${row.gameCode} has an unknown prize table ${row.prizeTable}`);
  return {
    gameCode: row.gameCode,
    vendor: row.vendor,
    area: areaSchema.parse(row.area),
    prizeTable: PRIZE_TABLES[row.prizeTable],
    schedule: { drawDays: drawDaysSchema.parse(JSON.parse(row.drawDays)), drawTime: row.drawTime },
    closeMinutesBefore: row.closeMinutesBefore,
    sequence: row.sequence,
    nameLo: row.nameLo,
    nameEn: row.nameEn,
    nameCn: row.nameCn,
  };
}

export async function listLottoGames(db: Db, vendor: string): Promise<LottoGame[]> {
  const rows = await db
    .selectFrom('lotto_games')
    .selectAll()
    .where('vendor', '=', vendor)
    .orderBy('sequence')
    .orderBy('gameCode')
    .execute();
  return rows.map(toLottoGame);
}

export async function findLottoGame(db: Db, gameCode: string): Promise<LottoGame | undefined> {
  const row = await db.selectFrom('lotto_games').selectAll().where('gameCode', '=', gameCode).executeTakeFirst();
  return row && toLottoGame(row);
}
