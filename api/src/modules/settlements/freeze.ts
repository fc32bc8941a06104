// The freeze holds from a dividend period's end (requirements §4: dividends unpaid after the period ends freeze the
// upline), not from when a settlement run gets to it. Before an upline's money leaves (withdrawal, transfer), its
// ended dividend periods are settled first, by the job's own code path (settleDueDividendsOf, idempotent per contract
// and period); then, on the transaction that moves the money, the check: refused ('account-frozen') while a dividend is
// owed, or while a period that ended is not settled yet (inside the job's grace after the end, or a run still catching
// up). Consume before check: the window between a period's end and the job's run cannot empty the account.
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { requireNoOwedDividends } from './debts';
import { contractsToSettle, firstOpenPeriod, isDue, settleDueDividendsOf } from './settle';

/** Settles the member's ended dividend periods as upline; answers the wallets that moved (for the balance notices). */
export async function settleDueDividends(db: Db, memberId: string, now = new Date()): Promise<string[]> {
  return (await settleDueDividendsOf(db, memberId, now)).wallets;
}

/** Refuses a withdrawal or transfer of a member that owes dividends, or whose ended dividend period is not settled yet. */
export async function requireNotFrozen(db: Db, memberId: string, now = new Date()): Promise<void> {
  await requireNoOwedDividends(db, memberId);
  const at = now.toISOString();
  // One read of the member's dividend contracts with their last settled period (bench:freeze: a thousand contracts).
  for (const contract of await contractsToSettle(db, 'dividend', now, memberId))
    if (isDue(contract, firstOpenPeriod(contract), at))
      throw new DomainFailure(
        409,
        'account-frozen',
        'A dividend period of the account has ended and is not settled yet: frozen until paid',
        {
          owed: 0,
        },
      );
}
