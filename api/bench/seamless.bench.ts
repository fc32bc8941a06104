// Load test of the seamless-wallet protocol (docs/architecture.md, Tests and benchmarks: run by hand, never as a timed test). Starts the real
// server as its own process on a fresh SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL
// names a server, gives 100 players a REAL game session and money, then drives 100 connections for ~10 s at the
// trivial route (/wps/health) and at signed debit/credit pairs (each connection bets, then settles that round with
// a win of 0 or twice the stake; every transaction id unique). Prints requests per second, p50 and p99 latency
// and each call's share of the trivial route's rate, and checks the ledger invariant after the load.
//   pnpm --filter @mekong/api bench:seamless                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:seamless
// BENCH_CONNECTIONS and BENCH_SECONDS change the load (100 connections, 10 s by default).
import { randomUUID } from 'node:crypto';
import autocannon, { type Request, type Result } from 'autocannon';
import { createDatabase, type Db } from '../src/db/database';
import { createMember, MEMBER_TYPE } from '../src/modules/accounts/members.repository';
import { checkLedgerInvariant } from '../src/modules/ledger';
import { openRealGameSession } from '../src/test-support/game-sessions';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, seamlessPath, signSeamlessRequest } from '../src/modules/seamless';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer, waitForDemoRounds } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PLAYERS = 100;
const STAKE = 1_000;

interface Player {
  memberId: string;
  sessionToken: string;
}

/** Players with money enough for any run and a live REAL session each, written straight into the server's database. */
async function makePlayers(db: Db): Promise<Player[]> {
  const game = {
    nodeId: 'rng-pg-0001',
    gameCode: 'PG_RNG_0001',
    vassalage: 'PG',
    accountTypeName: 'PG',
    gameType: 'RNG' as const,
    name: 'Lucky Temple',
  };
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const member = await createMember(db, {
      account: `bench${process.pid % 10_000}x${i}`,
      type: MEMBER_TYPE,
      passwordHash: 'not-used',
      passwordIsDefault: false,
      balanceMinor: 1_000_000_000_000,
    });
    const session = await openRealGameSession(db, member.id, game);
    players.push({ memberId: member.id, sessionToken: session.token });
  }
  return players;
}

function signed(call: 'debit' | 'credit', body: object): Request {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    path: seamlessPath(call),
    headers: { 'content-type': 'application/json', ...signSeamlessRequest(IN_HOUSE_PROVIDER, DEV_IN_HOUSE_SECRET, raw) },
    body: raw,
  };
}

interface Round {
  player: Player;
  roundId: string;
}

/** Each connection alternates a debit of a new round with the credit of that round (autocannon keeps the round in the connection's context). */
function debitCreditRequests(players: Player[]): Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const player = players[next++ % players.length] as Player;
        const round: Round = { player, roundId: randomUUID() };
        (context as { round?: Round }).round = round;
        return {
          ...request,
          ...signed('debit', {
            transactionId: `${round.roundId}:debit`,
            roundId: round.roundId,
            sessionToken: player.sessionToken,
            amount: STAKE,
          }),
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const round = (context as { round?: Round }).round;
        if (!round) return request;
        const win = Math.random() < 0.5 ? 0 : 2 * STAKE;
        return {
          ...request,
          ...signed('credit', {
            transactionId: `${round.roundId}:credit`,
            roundId: round.roundId,
            playerId: round.player.memberId,
            amount: win,
          }),
        };
      },
    },
  ];
}

function load(baseUrl: string, requests: Request[], seconds: number): Promise<Result> {
  return autocannon({ url: baseUrl, connections: CONNECTIONS, duration: seconds, requests });
}

interface Row {
  call: string;
  result: Result;
}

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const scratch = await scratchDatabase('seamless_bench', postgresUrl);
  const started = performance.now();
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  const db = createDatabase(scratch.config);
  try {
    await waitForDemoRounds(db);
    const players = await makePlayers(db);
    console.log(
      `\n${label}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${SECONDS} s per call, ${players.length} players`,
    );
    const scenarios: [string, Request[]][] = [
      ['health (trivial)', [{ method: 'GET', path: '/wps/health' }]],
      ['debit/credit pairs', debitCreditRequests(players)],
    ];
    const rows: Row[] = [];
    for (const [call, requests] of scenarios) {
      await load(server.baseUrl, requests, WARM_UP_SECONDS);
      rows.push({ call, result: await load(server.baseUrl, requests, SECONDS) });
    }
    const trivial = rows[0]?.result.requests.average ?? 1;
    console.table(
      rows.map(({ call, result }) => ({
        call,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        'vs trivial': `${((result.requests.average / trivial) * 100).toFixed(0)}%`,
        failures: result.errors + result.non2xx,
      })),
    );
    const report = await checkLedgerInvariant(db);
    const transactions = await db
      .selectFrom('seamless_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${label}: ledger invariant ${report.problems.length === 0 ? 'holds' : 'BROKEN'} over ${report.entries} entries and ${report.postings} postings; ${transactions.n} protocol transactions`,
    );
    for (const problem of report.problems.slice(0, 20)) console.log(`  ${problem}`);
    if (report.problems.length > 0) process.exitCode = 1;
  } finally {
    await db.destroy();
    await server.stop();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
