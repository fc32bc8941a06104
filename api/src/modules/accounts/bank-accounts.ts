// Bank accounts a member may withdraw to: at most ACCOUNT_LIMITS.maxBankAccounts, each held in the member's real name
// (payeeName, set once: the first account sets it when empty). The limit is taken by one conditional increment of the
// member's count before the row is written, in the same transaction, so concurrent adds cannot pass it.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_FAILURES, ACCOUNT_LIMITS, type BankAccount } from '@mekong/contracts/account';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { appendAuditEntry, type AuditActor } from '../audit/audit-trail';
import type { MemberBankAccountsTable } from './accounts.table';

/** Names compare as people write them: case, outer and repeated spaces aside. */
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** '0123456789' → '******6789' (withdrawal orders show numbers this way too). */
export const maskAccountNo = (accountNo: string): string => `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

const toBankAccount = (row: MemberBankAccountsTable): BankAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountNo: maskAccountNo(row.accountNo),
  accountName: row.accountName,
  createdAt: row.createdAt,
});

export async function listBankAccounts(db: Db, memberId: string): Promise<BankAccount[]> {
  const rows = await db.selectFrom('member_bank_accounts').selectAll().where('memberId', '=', memberId).orderBy('createdAt').execute();
  return rows.map(toBankAccount);
}

/** The member's own bound account (full number), or undefined: another member's id is as unknown as a made-up one. */
export function findBankAccount(db: Db, memberId: string, id: string): Promise<MemberBankAccountsTable | undefined> {
  return db.selectFrom('member_bank_accounts').selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
}

/** Whether the member has bound this account number. */
export async function isBoundAccountNo(db: Db, memberId: string, accountNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_bank_accounts')
    .select('id')
    .where('memberId', '=', memberId)
    .where('accountNo', '=', accountNo)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasBankAccounts(db: Db, memberId: string): Promise<boolean> {
  const row = await db.selectFrom('member_bank_accounts').select('id').where('memberId', '=', memberId).limit(1).executeTakeFirst();
  return row !== undefined;
}

const nameMismatch = () =>
  new DomainFailure(400, ACCOUNT_FAILURES.nameMismatch, 'The account holder must be your real name (the name of your first bank account)', {
    field: 'accountName',
  });

export interface NewBankAccount {
  bankName: string;
  accountNo: string;
  accountName: string;
}

/** What the audit trail keeps of a bank account: what ops see of a withdrawal's account. */
const auditedBankAccount = (row: MemberBankAccountsTable) => ({
  id: row.id,
  bankName: row.bankName,
  accountNo: row.accountNo,
  accountName: row.accountName,
});

export async function addBankAccount(
  db: Db,
  memberId: string,
  input: NewBankAccount,
  actor: AuditActor,
  now = new Date(),
): Promise<BankAccount> {
  return db.transaction().execute(async (trx) => {
    // The slot first: a conditional increment, so the limit holds under concurrent adds.
    const slot = await trx
      .updateTable('members')
      .set((eb) => ({ bankAccountCount: eb('bankAccountCount', '+', 1) }))
      .where('id', '=', memberId)
      .where('bankAccountCount', '<', ACCOUNT_LIMITS.maxBankAccounts)
      .executeTakeFirst();
    if (Number(slot.numUpdatedRows) !== 1)
      throw new DomainFailure(409, ACCOUNT_FAILURES.bankLimit, `At most ${ACCOUNT_LIMITS.maxBankAccounts} bank accounts can be kept`);
    // The real name is set once, by the first account; afterwards every holder must equal it.
    await trx
      .updateTable('members')
      .set({ payeeName: input.accountName })
      .where('id', '=', memberId)
      .where('payeeName', 'is', null)
      .execute();
    const { payeeName } = await trx.selectFrom('members').select('payeeName').where('id', '=', memberId).executeTakeFirstOrThrow();
    if (payeeName === null || normalizeName(payeeName) !== normalizeName(input.accountName)) throw nameMismatch();
    const row: MemberBankAccountsTable = { id: randomUUID(), memberId, ...input, createdAt: now.toISOString() };
    // The pair (member, number) is unique: a concurrent add of the same number waits, then inserts nothing.
    const inserted = await trx
      .insertInto('member_bank_accounts')
      .values(row)
      .onConflict((oc) => oc.columns(['memberId', 'accountNo']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new DomainFailure(409, ACCOUNT_FAILURES.bankDuplicate, 'This bank account is already bound');
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: 'bank-account.add',
      before: null,
      after: auditedBankAccount(row),
      occurredAt: row.createdAt,
    });
    return toBankAccount(row);
  });
}

export async function removeBankAccount(db: Db, memberId: string, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('member_bank_accounts')
      .where('id', '=', id)
      .where('memberId', '=', memberId)
      .returningAll()
      .executeTakeFirst();
    if (!removed) throw new DomainFailure(404, ACCOUNT_FAILURES.bankNotFound, 'No such bank account');
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: 'bank-account.remove',
      before: auditedBankAccount(removed),
      after: null,
    });
    await trx
      .updateTable('members')
      .set((eb) => ({ bankAccountCount: eb('bankAccountCount', '-', 1) }))
      .where('id', '=', memberId)
      .execute();
  });
}
