// Play money: debits refused when short, every move idempotent by round id, rollbacks giving a bet back once.
import { InsufficientBalance } from '@mekong/contracts/server';
import type { ProviderDb as Db } from './db/database';
import { createInHouseProvider } from './provider';
import { DEMO_START_BALANCE_MINOR } from './sessions.repository';
import { createTestDatabase, launchOf, unreachableWallet, type TestDatabase } from './test-support/provider';
import { PlayMoneyWallet } from './wallet';

let t: TestDatabase;
let db: Db;
let wallet: PlayMoneyWallet;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await createInHouseProvider({ db, wallet: unreachableWallet() }).openSession(
    launchOf({ nodeId: 'N', gameCode: 'g', vassalage: 'PG', accountTypeName: 'PG', gameType: 'RNG', name: 'G' }, 'DEMO', 'EN', null),
  );
  const { id } = await db.selectFrom('provider_sessions').select('id').executeTakeFirstOrThrow();
  wallet = new PlayMoneyWallet(db, id);
});
afterAll(() => t.close());

describe('play-money wallet', () => {
  it('debits and credits once per round id', async () => {
    expect(await wallet.debit('r1', 1_000)).toBe(DEMO_START_BALANCE_MINOR - 1_000);
    expect(await wallet.debit('r1', 1_000)).toBe(DEMO_START_BALANCE_MINOR - 1_000);
    expect(await wallet.credit('r1', 2_500)).toBe(DEMO_START_BALANCE_MINOR + 1_500);
    expect(await wallet.credit('r1', 2_500)).toBe(DEMO_START_BALANCE_MINOR + 1_500);
    expect(await wallet.balance()).toBe(DEMO_START_BALANCE_MINOR + 1_500);
    await expect(wallet.debit('r1', 999)).rejects.toThrow('Round r1 already has a different debit');
  });

  it('refuses a debit beyond the balance and leaves it as it was', async () => {
    const before = await wallet.balance();
    await expect(wallet.debit('r2', before + 1)).rejects.toBeInstanceOf(InsufficientBalance);
    expect(await wallet.balance()).toBe(before);
    expect(await db.selectFrom('provider_wallet_moves').select('id').where('roundId', '=', 'r2').execute()).toEqual([]);
  });

  it('rolls a bet back once, never a paid round, and ignores a round never debited', async () => {
    const before = await wallet.balance();
    await wallet.debit('r3', 700);
    expect(await wallet.rollback('r3')).toBe(before);
    expect(await wallet.rollback('r3')).toBe(before);
    await expect(wallet.rollback('r1')).rejects.toThrow('Round r1 is already paid and cannot be rolled back');
    expect(await wallet.rollback('never-debited')).toBe(before);
    expect(await wallet.balance()).toBe(before);
  });
});
