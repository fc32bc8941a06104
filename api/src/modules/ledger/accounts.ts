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
} as const;

export const walletAccount = (memberId: string): string => `wallet:${memberId}`;
/** walletAccount in SQL, of a member id column: joins a set of members (an agent's team) to their wallets' rows. */
export const walletAccountOf = (memberIdColumn: string) => sql<string>`'wallet:' || ${sql.ref(memberIdColumn)}`;
export const heldAccount = (memberId: string): string => `held:${memberId}`;

const MEMBER_ACCOUNT = /^(wallet|held):(.+)$/;

/** The member and kind of a member account id, or null for a house account. */
export function memberAccountOf(accountId: string): { memberId: string; kind: 'MEMBER_WALLET' | 'MEMBER_HELD' } | null {
  const match = MEMBER_ACCOUNT.exec(accountId);
  if (!match?.[2]) return null;
  return { memberId: match[2], kind: match[1] === 'wallet' ? 'MEMBER_WALLET' : 'MEMBER_HELD' };
}
