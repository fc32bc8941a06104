// Transfers between members' wallets, only along the caller's own tree (docs/architecture.md §4 Auth): to its direct upline
// (transferUpline), or to any account of its tree (GCS_walletTransfer) — an upline of any level, or for an agent a
// member of its downline. An account anywhere else gets the same refusal as one that does not exist, so the call
// cannot be used to find accounts. One TRANSFER entry, a 'transfer received' message to the receiver; refused, like a
// withdrawal, while a promotion bonus's turnover is not met, or past the receiver's deposit limits or during its
// break (issue 20).
import type { TransferResult } from '@mekong/contracts/money';
import type { Db } from '../../db/database';
import { findMemberByAccount, findMemberById, isAgent, isTrial, type MemberRow } from '../accounts/members.repository';
import { moveAmount, postEntry, runIdempotent, walletAccount } from '../ledger';
import { addMessage, messageNotices } from '../messages/messages.repository';
import { DomainFailure } from '../failure';
import { noNotices, type Moved } from './live-notices';
import { memberCall } from './orders';
import { requireTurnoverMet } from '../promotions/turnover';
import { requireNotFrozen, settleDueDividends } from '../settlements/freeze';
import { isInSubtree } from '../agents/tree';
import { requireWithinPlayLimits } from '../play-limits';
import { isOnBreak } from '../play-breaks/play-breaks';
import { PLAY_LIMIT_FAILURES } from '@mekong/contracts/play-limits';

export interface TransferInput {
  amount: number;
  /** Checked by the caller; never part of the hashed request. */
  withdrawPassword?: string;
  idempotencyKey: string;
}

const notOnYourTree = () =>
  new DomainFailure(
    403,
    'not-on-your-tree',
    'You can transfer only to an account of your own tree: your uplines, or your downline if you are an agent',
  );

/** The ids of the member's uplines, nearest last: the tree path without the member itself. */
const uplineIds = (member: Pick<MemberRow, 'id' | 'treePath'>): string[] =>
  member.treePath.split('/').filter((id) => id !== '' && id !== member.id);

/** Whether `other` is an upline of `member`, or (for an agent) in its downline: the tree's one subtree question. */
export async function isOnTree(db: Db, member: MemberRow, other: MemberRow): Promise<boolean> {
  if (other.id === member.id || isTrial(other.type)) return false;
  if (uplineIds(member).includes(other.id)) return true;
  return isAgent(member.type) && (await isInSubtree(db, member.id, other.id));
}

export async function findUpline(db: Db, member: MemberRow): Promise<MemberRow | null> {
  return member.parentId ? ((await findMemberById(db, member.parentId)) ?? null) : null;
}

/** The account of `toAccount` when it is on the caller's tree; the same refusal otherwise, existing or not. */
export async function findTransferTarget(db: Db, member: MemberRow, toAccount: string): Promise<MemberRow> {
  const other = await findMemberByAccount(db, toAccount);
  if (!other || !(await isOnTree(db, member, other))) throw notOnYourTree();
  return other;
}

/** Moves `amount` from the member's wallet to the receiver's. The withdraw password is the caller's to check first. */
export async function transfer(
  db: Db,
  member: MemberRow,
  receiver: MemberRow,
  input: TransferInput & { toAccount?: string },
): Promise<Moved<TransferResult>> {
  const notices = noNotices();
  // Dividend periods this member pays that have ended are settled first (consume before check: freeze.ts).
  notices.wallets.push(...(await settleDueDividends(db, member.id)));
  const value = await runIdempotent(db, memberCall(member.id, input, ['withdrawPassword']), async (trx) => {
    const entry = await postEntry(trx, {
      kind: 'TRANSFER',
      reference: `${member.account} → ${receiver.account}`,
      memo: 'wallet transfer',
      postings: moveAmount(walletAccount(member.id), walletAccount(receiver.id), input.amount),
    });
    // Money sent up or down the tree can be withdrawn there: a bonus's turnover locks transfers as it locks withdrawals
    // (asked once the posting holds the wallet row, so a bonus paid meanwhile cannot slip out with it).
    await requireTurnoverMet(trx, member.id);
    // An account owing its downlines dividends is frozen (requirements §4) until a settlement run collects them.
    await requireNotFrozen(trx, member.id);
    // A member on a break takes no deposit, and money received is a deposit (issue 20): refused with the answer a
    // receiver's limit gets, so the sender learns nothing of the receiver's break.
    if (await isOnBreak(trx, receiver.id, new Date(entry.createdAt)))
      throw new DomainFailure(409, PLAY_LIMIT_FAILURES.receiverReached, 'The receiving account cannot take this amount now');
    // Money received counts toward the receiver's deposit limits (issue 20): refused, undone, past one of them.
    await requireWithinPlayLimits(trx, receiver.id, { DEPOSIT: input.amount }, new Date(entry.createdAt), 'receiver');
    const message = await addMessage(trx, receiver.id, 'TRANSFER_RECEIVED', { amount: input.amount, account: member.account });
    notices.wallets.push(member.id, receiver.id);
    notices.messages.push(...messageNotices(message, receiver.id));
    return {
      entryId: entry.entryId,
      toAccount: receiver.account,
      amount: input.amount,
      balance: entry.balances[walletAccount(member.id)] ?? 0,
      createdAt: entry.createdAt,
    };
  });
  return { value, notices };
}
