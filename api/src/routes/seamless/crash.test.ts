// A server killed (SIGKILL) in the middle of a load of signed bets and wins over HTTP, then restarted on the same
// database: the ledger invariant holds, every protocol transaction has its whole entry and bet, nothing else moved,
// and retrying the calls that got no answer settles each exactly once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../db/database';
import { createMember, findMemberByAccount, getBalanceMinor, MEMBER_TYPE } from '../../modules/accounts/members.repository';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.seed';
import { checkLedgerInvariant, walletAccount } from '../../modules/ledger';
import { openRealGameSession } from '../../test-support/game-sessions';
import {
  DEV_IN_HOUSE_SECRET,
  IN_HOUSE_PROVIDER,
  SeamlessClient,
  SeamlessRefusal,
  SeamlessUnavailable,
  httpTransport,
} from '../../modules/seamless';
import {
  freePort,
  rsaKeyEnv,
  scratchDatabase,
  startServer,
  waitForDemoRounds,
  type ScratchDatabase,
  type ServerProcess,
} from '../../../bench/server-process';

const WORKERS = 16;
const KILL_AFTER_ANSWERS = 1_000;
const START_BALANCE = 100_000_000;

jest.setTimeout(600_000);

let scratch: ScratchDatabase;
let server: ServerProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  await scratch?.drop();
});

type Move = () => Promise<unknown>;
interface Outcome {
  move: Move;
  answered: boolean;
}

/** Each worker plays rounds back to back (debit, then a win or a rollback) until the server stops answering. */
async function loadUntilDown(client: SeamlessClient, memberId: string, sessionToken: string, outcomes: Outcome[]): Promise<void> {
  const run = async (move: Move): Promise<boolean> => {
    try {
      await move();
      outcomes.push({ move, answered: true });
      return true;
    } catch (error) {
      if (error instanceof SeamlessRefusal) {
        outcomes.push({ move, answered: true });
        return true;
      }
      if (!(error instanceof SeamlessUnavailable)) throw error;
      outcomes.push({ move, answered: false });
      return false;
    }
  };
  const worker = async () => {
    for (;;) {
      const roundId = randomUUID();
      const stake = 100 * (1 + Math.floor(Math.random() * 50));
      const debitTransactionId = `${roundId}:debit`;
      if (!(await run(() => client.debit({ transactionId: debitTransactionId, roundId, sessionToken, amount: stake })))) return;
      const settle =
        Math.random() < 0.1
          ? () => client.rollback({ transactionId: `${roundId}:rollback`, roundId, playerId: memberId, debitTransactionId })
          : () =>
              client.credit({
                transactionId: `${roundId}:credit`,
                roundId,
                playerId: memberId,
                amount: Math.floor(Math.random() * 2 * stake),
              });
      if (!(await run(settle))) return;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

/** Each protocol transaction with its entry: the right kind, the member's posting of the right sign and amount, and its bet. */
async function incompleteTransactions(database: Db): Promise<string[]> {
  const rows = await sql<{
    transactionId: string;
    kind: string;
    amountMinor: number;
    entryId: string | null;
    entryKind: string | null;
    walletAmount: number | null;
    betStake: number | null;
  }>`
    select t.transaction_id, t.kind, t.amount_minor, t.entry_id, e.kind as entry_kind, p.amount_minor as wallet_amount, b.stake_minor as bet_stake
    from seamless_transactions t
    left join journal_entries e on e.id = t.entry_id
    left join postings p on p.entry_id = t.entry_id and p.account_id = 'wallet:' || t.member_id
    left join bets b on b.id = t.provider || ':' || t.round_id`.execute(database);
  const expected: Record<string, { kind: string; sign: number }> = {
    DEBIT: { kind: 'BET', sign: -1 },
    CREDIT: { kind: 'WIN', sign: 1 },
    ROLLBACK: { kind: 'BET_ROLLBACK', sign: 1 },
  };
  const problems: string[] = [];
  for (const row of rows.rows) {
    const want = expected[row.kind];
    const moved = Number(row.amountMinor) > 0;
    if (!want) problems.push(`${row.transactionId}: unknown kind ${row.kind}`);
    else if (moved && (row.entryKind !== want.kind || Number(row.walletAmount) !== want.sign * Number(row.amountMinor)))
      problems.push(`${row.transactionId}: entry ${row.entryId} is not a whole ${want.kind}`);
    else if (!moved && row.entryId !== null) problems.push(`${row.transactionId}: moved nothing but has entry ${row.entryId}`);
    if (row.kind === 'DEBIT' && Number(row.betStake) !== Number(row.amountMinor))
      problems.push(`${row.transactionId}: no bet of its stake`);
  }
  const orphans = await sql<{ id: string }>`
    select e.id from journal_entries e
    where e.kind in ('BET', 'WIN', 'BET_ROLLBACK') and not exists (select 1 from seamless_transactions t where t.entry_id = e.id)`.execute(
    database,
  );
  for (const row of orphans.rows) problems.push(`entry ${row.id} belongs to no protocol transaction`);
  return problems;
}

it('keeps every entry whole through a SIGKILL mid-load and a restart on the same database', async () => {
  scratch = await scratchDatabase('crash', process.env.TEST_DATABASE_URL);
  const env = { ...scratch.env, ...rsaKeyEnv() };
  // The restart takes the same port, so the calls that got no answer can be sent again as they were.
  const port = await freePort();
  server = await startServer(port, env);
  db = createDatabase(scratch.config);

  // The server seeds demo_member's rounds once it listens, through the protocol, leaving the member's balance as it was.
  await waitForDemoRounds(db);
  const demo = await findMemberByAccount(db, DEMO_ACCOUNTS.member.account);
  expect(demo && (await getBalanceMinor(db, demo.id))).toBe(DEMO_ACCOUNTS.member.balanceMinor);

  const member = await createMember(
    db,
    {
      account: `crash${process.pid % 10_000}`,
      type: MEMBER_TYPE,
      passwordHash: 'not-used',
      passwordIsDefault: false,
      balanceMinor: START_BALANCE,
    },
    { kind: 'system', name: 'test', node: 'test' },
  );
  const game = {
    nodeId: 'rng-pg-0001',
    gameCode: 'PG_RNG_0001',
    vassalage: 'PG',
    accountTypeName: 'PG',
    gameType: 'RNG' as const,
    name: 'Lucky Temple',
  };
  const session = await openRealGameSession(db, member.id, game);
  const client = new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET, transport: httpTransport(server.baseUrl) });

  const outcomes: Outcome[] = [];
  const running = server;
  const killer = (async () => {
    while (outcomes.length < KILL_AFTER_ANSWERS) await new Promise((resolve) => setTimeout(resolve, 5));
    await running.kill();
  })();
  await loadUntilDown(client, member.id, session.token, outcomes);
  await killer;
  const unanswered = outcomes.filter((outcome) => !outcome.answered);
  expect(outcomes.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
  expect(unanswered.length).toBeGreaterThan(0);

  server = await startServer(port, env);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
  expect(await incompleteTransactions(db)).toEqual([]);

  // Calls that got no answer are sent again (same transaction ids and bodies; the port is the same): each lands
  // once, or is refused by the round rules.
  for (const { move } of unanswered) {
    await move().catch((error: unknown) => {
      if (!(error instanceof SeamlessRefusal)) throw error;
    });
  }
  const totals = await db
    .selectFrom('seamless_transactions')
    .select((eb) => ['kind', eb.fn.sum<number | string>('amountMinor').as('amount')])
    .where('memberId', '=', member.id)
    .groupBy('kind')
    .execute();
  const sum = (kind: string) => Number(totals.find((row) => row.kind === kind)?.amount ?? 0);
  expect(await getBalanceMinor(db, member.id)).toBe(START_BALANCE - sum('DEBIT') + sum('CREDIT') + sum('ROLLBACK'));
  const wallet = await db
    .selectFrom('postings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountId', '=', walletAccount(member.id))
    .executeTakeFirstOrThrow();
  const moved = await db
    .selectFrom('seamless_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', '=', member.id)
    .where('entryId', 'is not', null)
    .executeTakeFirstOrThrow();
  expect(Number(wallet.n)).toBe(Number(moved.n) + 1);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
  expect(await incompleteTransactions(db)).toEqual([]);
});
