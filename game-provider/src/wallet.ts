// The wallet a game round moves money through. A round debits its bet, credits its win, or rolls its bet back;
// every move is idempotent by round id, so a repeated call changes nothing. DEMO sessions use play money held
// in the session row; REAL sessions the member's wallet, reached through the seamless protocol as any outside
// provider would (signed calls, transaction ids `<roundId>:debit|credit|rollback`).
import { DomainFailure, InsufficientBalance, type SeamlessClient } from '@mekong/contracts/server';
import type { ProviderDb as Db } from './db/database';
import type { ProviderWalletMovesTable } from './db/provider.table';
import type { ProviderSession } from './sessions.repository';

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
    const row = await this.db
      .selectFrom('provider_sessions')
      .select('balanceMinor')
      .where('id', '=', this.sessionId)
      .executeTakeFirstOrThrow();
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
    if (await this.findMove(roundId, 'CREDIT'))
      throw new DomainFailure(409, 'conflict', `Round ${roundId} is already paid and cannot be rolled back`);
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
      throw new DomainFailure(409, 'conflict', `Round ${roundId} already has a different ${kind.toLowerCase()}`);
    }
    return move.balanceAfterMinor;
  }

  private async record(roundId: string, kind: MoveKind, amountMinor: number, balanceAfterMinor: number): Promise<number> {
    await this.db
      .insertInto('provider_wallet_moves')
      .values({
        id: `${roundId}:${kind}`,
        sessionId: this.sessionId,
        roundId,
        kind,
        amountMinor,
        balanceAfterMinor,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return balanceAfterMinor;
  }
}

/** A REAL session's wallet: the player's ledger wallet behind the seamless protocol. */
export class SeamlessGameWallet implements GameWallet {
  constructor(
    private readonly client: SeamlessClient,
    private readonly playerId: string,
    /** The game page's token: a bet and a balance need the player present; a sweep's credits and rollbacks do not. */
    private readonly sessionToken: string | null,
  ) {}

  async balance(): Promise<number> {
    return (await this.client.balance({ sessionToken: this.token() })).balance;
  }

  async debit(roundId: string, amountMinor: number): Promise<number> {
    return (await this.client.debit({ transactionId: `${roundId}:debit`, roundId, sessionToken: this.token(), amount: amountMinor }))
      .balance;
  }

  async credit(roundId: string, amountMinor: number): Promise<number> {
    return (await this.client.credit({ transactionId: `${roundId}:credit`, roundId, playerId: this.playerId, amount: amountMinor }))
      .balance;
  }

  async rollback(roundId: string): Promise<number> {
    return (
      await this.client.rollback({
        transactionId: `${roundId}:rollback`,
        roundId,
        playerId: this.playerId,
        debitTransactionId: `${roundId}:debit`,
      })
    ).balance;
  }

  private token(): string {
    if (this.sessionToken === null) throw new Error("A bet or a balance needs the player's game session token");
    return this.sessionToken;
  }
}

/** What a REAL session's wallet is reached with: the provider's signed client, and the page's token when a player is present. */
export interface SeamlessAccess {
  client: SeamlessClient;
  sessionToken: string | null;
}

/** The wallet of a session's rounds: play money for DEMO (on the caller's transaction), the member's seamless wallet for REAL. */
export function walletFor(db: Db, session: ProviderSession, seamless: SeamlessAccess): GameWallet {
  if (session.mode === 'DEMO') return new PlayMoneyWallet(db, session.id);
  if (session.memberId === null) throw new Error(`REAL session ${session.id} has no member`);
  return new SeamlessGameWallet(seamless.client, session.memberId, seamless.sessionToken);
}

/**
 * Runs one call of a session's game with its wallet. DEMO: in one transaction, so a round and its play money are
 * written together or not at all. REAL: the wallet is another party (possibly on this very database), so no
 * transaction is held while it answers; the round's own steps keep it recoverable (round-money.ts).
 */
export function withRoundWallet<T>(
  db: Db,
  session: ProviderSession,
  seamless: SeamlessAccess,
  play: (db: Db, wallet: GameWallet) => Promise<T>,
): Promise<T> {
  if (session.mode === 'REAL') return play(db, walletFor(db, session, seamless));
  return db.transaction().execute((trx) => play(trx, walletFor(trx, session, seamless)));
}
