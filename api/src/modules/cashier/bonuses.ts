// Bonuses: a BONUS entry from the house's bonuses account into the member's wallet, with the reason as the entry's
// memo (the bonus-details record reads it from there). Ops grant them by hand, once per grant reference; promotions
// pay theirs through the same posting on their own transaction. A member on a break from play (issue 20) is paid no
// bonus by any path: the posting itself refuses, so a path that forgot its own check fails closed.
import type { Db } from '../../db/database';
import { breakInForceOf, onBreakFailure } from '../play-breaks/play-breaks';
import { claimWallet, HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount, type PostedEntry } from '../ledger';
import { grantOnce, type Granted } from '../rewards/grant-reference';
import { noNotices, type Moved } from './live-notices';

/**
 * Posts a bonus on the caller's transaction; `reference` names what paid it (a promotion). Refused (play-break, the
 * caller's transaction then writes nothing) for a member on a break; batch paths skip such members before they get here.
 */
export async function postBonus(
  trx: Db,
  memberId: string,
  amountMinor: number,
  reason: string,
  reference: string | null = null,
): Promise<PostedEntry> {
  // The wallet's row lock first, the break read after it: a break starting at this moment takes the same lock
  // (startBreak), so either it waits for this bonus or this read sees it; read before the lock, a break committed in
  // between would find this bonus paid into a wallet on a break (PostgreSQL; SQLite runs one transaction at a time).
  await claimWallet(trx, memberId, new Date().toISOString());
  const breakEndsAt = await breakInForceOf(trx, memberId);
  if (breakEndsAt) throw onBreakFailure(breakEndsAt);
  return postEntry(trx, {
    kind: 'BONUS',
    reference,
    memo: reason,
    postings: moveAmount(HOUSE_ACCOUNTS.bonuses, walletAccount(memberId), amountMinor),
  });
}

/** A bonus ops grant by hand, once per grant reference: the same reference again credits nothing (grant-reference.ts). */
export async function grantBonus(
  db: Db,
  memberId: string,
  amountMinor: number,
  reason: string,
  reference: string,
): Promise<Moved<Granted<PostedEntry>>> {
  const value = await grantOnce(db, reference, { grant: 'bonus', memberId, amountMinor, reason }, (trx) =>
    postBonus(trx, memberId, amountMinor, reason),
  );
  return { value, notices: value.repeated ? noNotices() : { ...noNotices(), wallets: [memberId] } };
}
