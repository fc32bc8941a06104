// Queries of the game catalogue: the paged, filtered and searched game list, hot games, and the icon lookup.
import { PostgresAdapter, type Selectable } from 'kysely';
import { gameTileSchema, type GameList, type GameListInput, type GameTile, type HotGamesInput, type Language } from '@mekong/contracts';
import type { Database, Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { gameIconUrl } from '../image-urls';
import { nameSearchCondition } from './game-search';

type GameRow = Selectable<Database['games']>;

interface GameFilters {
  gameType?: string;
  vassalage?: string;
  classify?: 'NEW' | 'HOT' | 'ALL';
  gameName?: string;
}

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

function toTile(row: GameRow, language: Language): GameTile {
  const name = pickLanguage(row, 'name', language);
  const icon = gameIconUrl(row.iconUrl, language);
  return gameTileSchema.parse({
    nodeId: row.nodeId,
    gameId: row.id,
    vassalage: row.vassalage,
    gameType: row.gameType,
    accountTypeName: row.vassalage,
    gameCode: row.gameCode,
    isGame: 'GAME',
    isHot: row.isHot,
    supportPlay: row.supportPlay,
    isNew: row.isNew,
    displayName: name,
    gameName: name,
    iconUrl: icon,
    showIcon: icon,
  });
}

function filteredGames(db: Db, { gameType, vassalage, classify, gameName }: GameFilters) {
  let query = db.selectFrom('games');
  if (gameType) query = query.where('gameType', '=', gameType);
  if (vassalage) query = query.where('vassalage', '=', vassalage);
  if (classify === 'NEW') query = query.where('isNew', '=', 1);
  if (classify === 'HOT') query = query.where('isHot', '=', 1);
  if (gameName) query = query.where(nameSearchCondition(gameName, isPostgres(db)));
  return query;
}

/** A page of games in catalogue order; a page beyond the last is empty but still tells the real totalPages. */
export async function listGames(db: Db, input: GameListInput): Promise<GameList> {
  const filters: GameFilters = { gameType: input.gameType, vassalage: input.vassalage, classify: input.gameClassify, gameName: input.gameName };
  const [counted, rows] = await Promise.all([
    filteredGames(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    filteredGames(db, filters)
      .selectAll()
      .orderBy('sequence')
      .orderBy('id')
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize)
      .execute(),
  ]);
  const total = Number(counted.total);
  return { games: rows.map((r) => toTile(r, input.language)), totalPages: Math.ceil(total / input.pageSize), pageNo: input.pageNo, total };
}

/** Hot games of a type or vendor (or of the whole catalogue), first `limitNum` in catalogue order. */
export async function listHotGames(db: Db, input: HotGamesInput): Promise<GameTile[]> {
  const rows = await filteredGames(db, { gameType: input.gameType, vassalage: input.vassalage, classify: 'HOT' })
    .selectAll()
    .orderBy('sequence')
    .orderBy('id')
    .limit(input.limitNum)
    .execute();
  return rows.map((r) => toTile(r, input.language));
}

/** A game's name in one language, for its generated icon; undefined when there is no such game. */
export async function gameIconName(db: Db, nodeId: string, language: Language): Promise<{ name: string; vassalage: string } | undefined> {
  const row = await db.selectFrom('games').select(['nameLo', 'nameEn', 'nameCn', 'vassalage']).where('nodeId', '=', nodeId).executeTakeFirst();
  return row && { name: pickLanguage(row, 'name', language), vassalage: row.vassalage };
}
