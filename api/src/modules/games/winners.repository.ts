// The winner board: the largest wins (of a game type, or of all), each with the winner's account masked.
import type { GameType, Language, WinnerEntry } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { gameTypeCondition, gameTypeOf } from './catalogue.repository';

/**
 * First two characters, three stars, last character: 'demo_member' → 'de***r' (the winner board, chat, the mission
 * leaderboard). Accounts may be as short as 4 characters: below 6 only the first shows ('ab***d' left one letter of
 * 'abcd' to guess).
 */
export function maskAccount(account: string): string {
  return account.length < 6 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

export interface WinnerBoardQuery {
  gameCategory?: GameType;
  language: Language;
  limitNum: number;
}

/** Largest win first; equal wins the most recent first. */
export async function winnerBoard(db: Db, { gameCategory, language, limitNum }: WinnerBoardQuery): Promise<WinnerEntry[]> {
  let query = db
    .selectFrom('game_wins')
    .innerJoin('games', 'games.nodeId', 'game_wins.nodeId')
    .innerJoin('members', 'members.id', 'game_wins.memberId')
    .select([
      'members.account',
      'game_wins.winAmountMinor',
      'game_wins.winTime',
      'games.nodeId',
      'games.nameLo',
      'games.nameEn',
      'games.nameCn',
      'games.vassalage',
      'games.gameType',
    ]);
  if (gameCategory) {
    query = query.where(
      'game_wins.nodeId',
      'in',
      db
        .selectFrom('games')
        .select('games.nodeId')
        .where((eb) => gameTypeCondition(eb, gameCategory, undefined)),
    );
  }
  const rows = await query
    .orderBy('game_wins.winAmountMinor', 'desc')
    .orderBy('game_wins.winTime', 'desc')
    .orderBy('game_wins.id')
    .limit(limitNum)
    .execute();
  return rows.map((row) => ({
    account: maskAccount(row.account),
    winAmount: row.winAmountMinor,
    nodeId: row.nodeId,
    gameName: pickLanguage(row, 'name', language),
    vassalage: row.vassalage,
    gameType: gameTypeOf(row.gameType),
    winTime: row.winTime,
  }));
}
