// Names of the ledger's accounts: each member has a wallet and a held account (money a withdrawal holds), and
// the house has one account per counterparty of the members' money.
import { sql } from 'kysely';
export const HOUSE_ACCOUNTS = {
  /** Balances that existed before the ledger, and the demo accounts' starting money. */
  opening: 'house:opening',
  /** Money paid in by gateways and bank transfers. */
  deposits: 'house:deposits',
  /** Money paid out to members' banks. */
  withdrawals: 'house:withdrawals',
  /** Stakes and wins of game rounds. */
  games: 'house:games',
  bonuses: 'house:bonuses',
  /** The house's side of top agents' contracts (dividends and salaries it pays; issue 17). */
  contracts: 'house:contracts',
  /** The points mall (issue 18): items' paid amounts, cash and bonus items paid out, points converted to money. */
  pointsMall: 'house:mall',
} as const;

/**
 * The points ledger's house account (issue 18): points share the ledger's tables in their own namespace (`points:…`,
 * `house:points…`) and are a unit of their own, so no entry mixes them with money (postEntry refuses it).
 */
export const HOUSE_POINTS_ACCOUNTS = {
  /** Points the house gave members (earned by play and deposits), and took back. */
  issued: 'house:points-issued',
} as const;

export const walletAccount = (memberId: string): string => `wallet:${memberId}`;
/** walletAccount in SQL, of a member id column: joins a set of members (an agent's team) to their wallets' rows. */
export const walletAccountOf = (memberIdColumn: string) => sql<string>`'wallet:' || ${sql.ref(memberIdColumn)}`;
export const heldAccount = (memberId: string): string => `held:${memberId}`;

/** A member's points: whole points, never below zero, like a wallet. */
export const pointsAccount = (memberId: string): string => `points:${memberId}`;

const MEMBER_ACCOUNT = /^(wallet|held|points):(.+)$/;
const MEMBER_KINDS = { wallet: 'MEMBER_WALLET', held: 'MEMBER_HELD', points: 'MEMBER_POINTS' } as const;

/** The member and kind of a member account id, or null for a house account. */
export function memberAccountOf(accountId: string): { memberId: string; kind: (typeof MEMBER_KINDS)[keyof typeof MEMBER_KINDS] } | null {
  const match = MEMBER_ACCOUNT.exec(accountId);
  if (!match?.[1] || !match[2]) return null;
  return { memberId: match[2], kind: MEMBER_KINDS[match[1] as keyof typeof MEMBER_KINDS] };
}

/** The unit an account counts in: points accounts count points, every other account minor units of money. */
export const unitOf = (accountId: string): 'POINTS' | 'MONEY' =>
  accountId.startsWith('points:') || accountId.startsWith('house:points') ? 'POINTS' : 'MONEY';
