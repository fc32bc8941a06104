// Queries of the game catalogue: the paged, filtered and searched game list (also of a member's favourites or recent
// games), hot games, single games for launches, and the icon lookup.
import type { ExpressionBuilder, Expression, Selectable, SqlBool } from 'kysely';
import { gameTileSchema, type GameTile, type GameType, type Language } from '@mekong/contracts';
import { isPostgres, type Database, type Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { gameIconUrl } from '../image-urls';
import { nameSearchCondition } from './game-search';

export type GameRow = Selectable<Database['games']>;
type GamesExpression = ExpressionBuilder<Database, 'games'>;

/** A member's own list of games: favourites (newest first) or recent launches (most recent first). */
export interface MemberList {
  kind: 'FAV' | 'RECENT';
  memberId: string;
}

export interface GameFilters {
  gameType?: GameType;
  vassalage?: string;
  classify?: 'NEW' | 'HOT' | 'ALL';
  gameName?: string;
  memberList?: MemberList;
}

export interface GamePage {
  tiles: GameTile[];
  total: number;
  totalPages: number;
}

/** A stored game type, checked: the catalogue only ever holds the contract's types. */
export const gameTypeOf = (value: string): GameType => gameTileSchema.shape.gameType.parse(value);

/** Typed by the table (flags are 0/1) and the checked game type; no schema pass per row, as pages hold up to 999. */
export function toTile(row: GameRow, language: Language): GameTile {
  const name = pickLanguage(row, 'name', language);
  const icon = gameIconUrl(row.iconUrl, language);
  return {
    nodeId: row.nodeId,
    gameId: row.id,
    vassalage: row.vassalage,
    gameType: gameTypeOf(row.gameType),
    accountTypeName: row.accountTypeName,
    gameCode: row.gameCode,
    isGame: 'GAME',
    isHot: row.isHot,
    supportPlay: row.supportPlay,
    isNew: row.isNew,
    displayName: name,
    gameName: name,
    iconUrl: icon,
    showIcon: icon,
  };
}

/**
 * The games of a game type and vendor. INHOUSE is the RNG games whose account type is one of the site's in-house
 * kinds, its vendor being the kind; RNG is the other RNG games, so in-house games never mix into the slot lists
 * (each game's list type says which list shows it).
 */
export function gameTypeCondition(eb: GamesExpression, gameType: GameType | undefined, vassalage: string | undefined): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (gameType) conditions.push(eb('games.listType', '=', gameType));
  if (vassalage)
    conditions.push(gameType === 'INHOUSE' ? eb('games.accountTypeName', '=', vassalage) : eb('games.vassalage', '=', vassalage));
  return eb.and(conditions);
}

function memberListNodeIds(eb: GamesExpression, { kind, memberId }: MemberList) {
  return kind === 'FAV'
    ? eb.selectFrom('favourite_games').select('favourite_games.nodeId').where('favourite_games.memberId', '=', memberId)
    : eb.selectFrom('recent_games').select('recent_games.nodeId').where('recent_games.memberId', '=', memberId);
}

/** A game's place in the member's list: higher is newer. */
function memberListPosition(eb: GamesExpression, { kind, memberId }: MemberList) {
  return kind === 'FAV'
    ? eb
        .selectFrom('favourite_games')
        .select('favourite_games.position')
        .whereRef('favourite_games.nodeId', '=', 'games.nodeId')
        .where('favourite_games.memberId', '=', memberId)
    : eb
        .selectFrom('recent_games')
        .select('recent_games.position')
        .whereRef('recent_games.nodeId', '=', 'games.nodeId')
        .where('recent_games.memberId', '=', memberId);
}

function filteredGames(db: Db, { gameType, vassalage, classify, gameName, memberList }: GameFilters) {
  let query = db.selectFrom('games').where((eb) => gameTypeCondition(eb, gameType, vassalage));
  if (classify === 'NEW') query = query.where('isNew', '=', 1);
  if (classify === 'HOT') query = query.where('isHot', '=', 1);
  if (gameName) query = query.where(nameSearchCondition(gameName, isPostgres(db)));
  if (memberList) query = query.where('games.nodeId', 'in', (eb) => memberListNodeIds(eb, memberList));
  return query;
}

/** Member lists newest first; new games newest first; otherwise catalogue order. */
function orderedGames(db: Db, filters: GameFilters) {
  const { memberList, classify } = filters;
  let query = filteredGames(db, filters);
  if (memberList) query = query.orderBy((eb) => memberListPosition(eb, memberList), 'desc');
  if (classify === 'NEW') query = query.orderBy('createdAt', 'desc');
  return query.orderBy('sequence').orderBy('id');
}

/** A page of games; a page beyond the last is empty but still tells the real totalPages. */
export async function pageOfGames(db: Db, filters: GameFilters, pageNo: number, pageSize: number, language: Language): Promise<GamePage> {
  const [counted, rows] = await Promise.all([
    filteredGames(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    pageRows(db, filters, pageNo, pageSize),
  ]);
  const total = Number(counted.total);
  return { tiles: rows.map((r) => toTile(r, language)), total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * A page's rows by a deferred join: the offset walks the ordering index for ids only (an index-only scan on
 * PostgreSQL), then just the page's whole rows are read. A deep page of 10,000 slots costs ~5× less this way.
 */
async function pageRows(db: Db, filters: GameFilters, pageNo: number, pageSize: number): Promise<GameRow[]> {
  const ids = await orderedGames(db, filters)
    .select('games.id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return gamesByIds(
    db,
    ids.map((row) => row.id),
  );
}

/** Every game of a list, in list order, as ids only (the catalogue cache keeps these per filter). */
export async function orderedGameIds(db: Db, filters: GameFilters): Promise<number[]> {
  const rows = await orderedGames(db, filters).select('games.id').execute();
  return rows.map((row) => row.id);
}

/** Whole rows of the given games, in the given order. */
export async function gamesByIds(db: Db, ids: readonly number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('games').selectAll().where('id', 'in', ids).execute();
  const place = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
}

/** The first `limit` games of a list, without counting the rest (lanes, hot games). */
export async function topGames(db: Db, filters: GameFilters, limit: number, language: Language): Promise<GameTile[]> {
  const rows = await orderedGames(db, filters).selectAll().limit(limit).execute();
  return rows.map((r) => toTile(r, language));
}

export function findGame(db: Db, nodeId: string): Promise<GameRow | undefined> {
  return db.selectFrom('games').selectAll().where('nodeId', '=', nodeId).executeTakeFirst();
}

/** The first game in catalogue order of a vendor of a game type (in-house kinds included). */
export function firstGameOf(db: Db, gameType: GameType, vassalage: string): Promise<GameRow | undefined> {
  return orderedGames(db, { gameType, vassalage }).selectAll().limit(1).executeTakeFirst();
}

/** A game's name in one language, for its generated icon; undefined when there is no such game. */
export async function gameIconName(db: Db, nodeId: string, language: Language): Promise<{ name: string; vassalage: string } | undefined> {
  const row = await db
    .selectFrom('games')
    .select(['nameLo', 'nameEn', 'nameCn', 'vassalage'])
    .where('nodeId', '=', nodeId)
    .executeTakeFirst();
  return row && { name: pickLanguage(row, 'name', language), vassalage: row.vassalage };
}
