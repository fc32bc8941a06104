// Owed settlements and the freeze (requirements §4: dividends unpaid after period end freeze the upline and force
// payment). A settlement its upline could not pay is kept `owed`; while the upline owes a dividend its withdrawals and
// transfers are refused ('account-frozen', asked on their own transaction like the bonus turnover), and each
// settlement run collects the owed rows, oldest first, as soon as the upline's balance allows — a conditional update
// owed → paid on the transaction that posts the money (under the settlement's ledger idempotency key), so two runs
// collect a debt once. The last dividend collected releases the freeze.
import type { z } from 'zod';
import type { contractDebtsSchema } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { InsufficientBalance, isUniqueViolation, runIdempotent } from '../ledger';
import { whole } from '../records/records.repository';
import { postSettlement, settlementKey, SETTLEMENT_KEY_SCOPE } from './posting';

/** Owed dividends of an upline: what freezes it. */
const owedDividends = (db: Db, uplineId: string) =>
  db.selectFrom('contract_settlements').where('uplineId', '=', uplineId).where('status', '=', 'owed').where('kind', '=', 'dividend');

/** Refuses a withdrawal or transfer of a member that owes dividends; the value says how much, in minor units (freeze.ts). */
export async function requireNoOwedDividends(db: Db, memberId: string): Promise<void> {
  const row = await owedDividends(db, memberId)
    .select((eb) => eb.fn.sum<string | number>('amountMinor').as('owed'))
    .executeTakeFirst();
  const owed = whole(row?.owed);
  if (owed > 0)
    throw new DomainFailure(409, 'account-frozen', `The account owes its downlines ${owed} minor units of dividends: frozen until paid`, {
      owed,
    });
}

/** The caller's frozen state and what it owes, oldest first. */
export async function contractDebts(db: Db, memberId: string): Promise<z.output<typeof contractDebtsSchema>> {
  const rows = await owedDividends(db, memberId)
    .innerJoin('members as d', 'd.id', 'contract_settlements.downlineId')
    .select([
      'contract_settlements.id',
      'd.account',
      'periodType',
      'periodStart',
      'periodEnd',
      'amountMinor',
      'contract_settlements.createdAt',
    ])
    .orderBy('periodStart')
    .orderBy('contract_settlements.id')
    .execute();
  const debts = rows.map((row) => ({
    settlementId: row.id,
    downline: row.account,
    periodType: row.periodType as 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly',
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    amount: whole(row.amountMinor),
    owedSince: row.createdAt,
  }));
  const owed = debts.reduce((sum, debt) => sum + debt.amount, 0);
  return { frozen: owed > 0, owed, debts };
}

/** Pays what is owed, oldest first; an upline still short keeps its debts (and the rest of its debts wait their turn). */
export async function collectDebts(db: Db, now: Date): Promise<{ collected: number; wallets: string[] }> {
  const owed = await db
    .selectFrom('contract_settlements')
    .selectAll()
    .where('status', '=', 'owed')
    .orderBy('periodStart')
    .orderBy('id')
    .execute();
  const short = new Set<string | null>();
  const wallets: string[] = [];
  let collected = 0;
  for (const debt of owed) {
    if (short.has(debt.uplineId)) continue;
    const key = settlementKey(debt.contractId, debt.periodStart);
    try {
      let ran = false;
      await runIdempotent(db, { scope: SETTLEMENT_KEY_SCOPE, key, request: { key } }, async (trx) => {
        // The claim: of two runs, one turns the row from owed to paid; the other moves nothing.
        const claimed = await trx
          .updateTable('contract_settlements')
          .set({ status: 'paid', paidAt: now.toISOString() })
          .where('id', '=', debt.id)
          .where('status', '=', 'owed')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { entryId: null };
        const entryId = await postSettlement(trx, debt, whole(debt.amountMinor));
        await trx.updateTable('contract_settlements').set({ entryId }).where('id', '=', debt.id).execute();
        ran = true;
        return { entryId };
      });
      if (ran) {
        collected += 1;
        wallets.push(debt.downlineId, ...(debt.uplineId ? [debt.uplineId] : []));
      }
    } catch (error) {
      if (error instanceof InsufficientBalance) short.add(debt.uplineId);
      else if (!isUniqueViolation(error)) throw error;
    }
  }
  return { collected, wallets };
}
