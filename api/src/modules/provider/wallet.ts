// The wallet a game round moves money through. A round debits its bet, credits its win, or rolls its bet back;
// every move is idempotent by round id, so a repeated call changes nothing. DEMO sessions use play money held
// in the session row; the wallet issue adds the member's seamless wallet behind the same interface.
import type { Db } from '../../db/database';
import { ApiFailure } from '../../plugins/app/errors';
import type { ProviderWalletMovesTable } from './provider.table';
import { InsufficientBalance } from '../ledger';

export interface GameWallet {
  /** Balance in minor units. */
  balance(): Promise<number>;
  /** Takes a round's bet; refused (nothing written) when the balance is short. Returns the balance after. */
  debit(roundId: string, amountMinor: number): Promise<number>;
  /** Pays a round's win. Returns the balance after. */
  credit(roundId: string, amountMinor: number): Promise<number>;
  /** Gives a round's bet back, when the round cannot finish. Returns the balance after. */
  rollback(roundId: string): Promise<number>;
}

type MoveKind = ProviderWalletMovesTable['kind'];

/**
 * Play money of one DEMO session. Give it the transaction that also writes the round, so a bet and its round
 * are written together or not at all. The balance update is a single conditional statement, so concurrent
 * rounds of one session can never spend more than it holds.
 */
export class PlayMoneyWallet implements GameWallet {
  constructor(
    private readonly db: Db,
    private readonly sessionId: string,
  ) {}

  async balance(): Promise<number> {
    const row = await this.db.selectFrom('provider_sessions').select('balanceMinor').where('id', '=', this.sessionId).executeTakeFirstOrThrow();
    return row.balanceMinor;
  }

  async debit(roundId: string, amountMinor: number): Promise<number> {
    const earlier = await this.earlierMove(roundId, 'DEBIT', amountMinor);
    if (earlier !== undefined) return earlier;
    const updated = await this.db
      .updateTable('provider_sessions')
      .set((eb) => ({ balanceMinor: eb('balanceMinor', '-', amountMinor) }))
      .where('id', '=', this.sessionId)
      .where('balanceMinor', '>=', amountMinor)
      .returning('balanceMinor')
      .executeTakeFirst();
    if (!updated) throw new InsufficientBalance(await this.balance(), amountMinor);
    return this.record(roundId, 'DEBIT', amountMinor, updated.balanceMinor);
  }

  async credit(roundId: string, amountMinor: number): Promise<number> {
    const earlier = await this.earlierMove(roundId, 'CREDIT', amountMinor);
    if (earlier !== undefined) return earlier;
    return this.record(roundId, 'CREDIT', amountMinor, await this.add(amountMinor));
  }

  async rollback(roundId: string): Promise<number> {
    const debit = await this.findMove(roundId, 'DEBIT');
    const earlier = await this.earlierMove(roundId, 'ROLLBACK', debit?.amountMinor ?? 0);
    if (earlier !== undefined) return earlier;
    // Nothing was taken, so nothing is given back.
    if (!debit) return this.balance();
    if (await this.findMove(roundId, 'CREDIT')) throw new ApiFailure(409, 'conflict', `Round ${roundId} is already paid and cannot be rolled back`);
    return this.record(roundId, 'ROLLBACK', debit.amountMinor, await this.add(debit.amountMinor));
  }

  private async add(amountMinor: number): Promise<number> {
    const updated = await this.db
      .updateTable('provider_sessions')
      .set((eb) => ({ balanceMinor: eb('balanceMinor', '+', amountMinor) }))
      .where('id', '=', this.sessionId)
      .returning('balanceMinor')
      .executeTakeFirstOrThrow();
    return updated.balanceMinor;
  }

  private findMove(roundId: string, kind: MoveKind) {
    return this.db.selectFrom('provider_wallet_moves').selectAll().where('id', '=', `${roundId}:${kind}`).executeTakeFirst();
  }

  /** The balance after an identical earlier move; a different amount for the same move is refused. */
  private async earlierMove(roundId: string, kind: MoveKind, amountMinor: number): Promise<number | undefined> {
    const move = await this.findMove(roundId, kind);
    if (!move) return undefined;
    if (move.sessionId !== this.sessionId || move.amountMinor !== amountMinor) {
      throw new ApiFailure(409, 'conflict', `Round ${roundId} already has a different ${kind.toLowerCase()}`);
    }
    return move.balanceAfterMinor;
  }

  private async record(roundId: string, kind: MoveKind, amountMinor: number, balanceAfterMinor: number): Promise<number> {
    await this.db
      .insertInto('provider_wallet_moves')
      .values({ id: `${roundId}:${kind}`, sessionId: this.sessionId, roundId, kind, amountMinor, balanceAfterMinor, createdAt: new Date().toISOString() })
      .execute();
    return balanceAfterMinor;
  }
}

/** The wallet of a session's rounds, on the caller's transaction. The wallet issue picks the seamless wallet here for REAL sessions. */
export function walletFor(db: Db, session: { id: string }): GameWallet {
  return new PlayMoneyWallet(db, session.id);
}
