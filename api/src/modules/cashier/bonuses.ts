// Bonuses ops grant by hand: a BONUS entry from the house's bonuses account into the member's wallet, with the
// reason as the entry's memo (the bonus-details record reads it from there).
import type { Db } from '../../db/database';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount, type PostedEntry } from '../ledger';
import { noNotices, type Moved } from './live-notices';

export async function grantBonus(db: Db, memberId: string, amountMinor: number, reason: string): Promise<Moved<PostedEntry>> {
  const value = await db.transaction().execute((trx) =>
    postEntry(trx, {
      kind: 'BONUS',
      memo: reason,
      postings: moveAmount(HOUSE_ACCOUNTS.bonuses, walletAccount(memberId), amountMinor),
    }),
  );
  return { value, notices: { ...noNotices(), wallets: [memberId] } };
}
