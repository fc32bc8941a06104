// Load test of the seamless-wallet protocol (docs/architecture.md, Tests and benchmarks: run by hand, never as a timed test). Starts the real
// server as its own process on a fresh SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL
// names a server, gives 100 players a REAL game session and money, then drives 100 connections for ~10 s at the
// trivial route (/wps/health), at signed balance calls, at the members' own wallet balance, and at signed
// debit/credit pairs (each connection bets, then settles that round with a win of 0 or twice the stake; every
// transaction id unique), BENCH_RUNS times (3). Prints the medians of requests per second, p50 and p99 latency and
// each call's share of the trivial route's rate in the same run, and checks the ledger invariant after the load.
//   pnpm --filter @mekong/api bench:seamless                       (SQLite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:seamless
// BENCH_CONNECTIONS and BENCH_SECONDS change the load (100 connections, 10 s by default); BENCH_CALLS picks calls.
// Then counts the database round trips of a debit and of a credit: 100 pairs made in this process, straight through
// the wallet's functions, on a database handle that counts every statement it sends (BEGIN and COMMIT included).
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { authEndpoints } from '@mekong/contracts';
import { createDatabase, type DatabaseConfig, type Db } from '../src/db/database';
import { createMember, MEMBER_TYPE } from '../src/modules/accounts/members.repository';
import { DEFAULT_SESSION_POLICY } from '../src/modules/accounts/sessions.repository';
import { checkLedgerInvariant } from '../src/modules/ledger';
import { openRealGameSession } from '../src/test-support/game-sessions';
import {
  DEV_IN_HOUSE_SECRET,
  IN_HOUSE_PROVIDER,
  seamlessCredit,
  seamlessDebit,
  seamlessPath,
  signSeamlessRequest,
} from '../src/modules/seamless';

import { BENCH_RUNS, BENCH_SECONDS, measure, pick, printMeasured, type Scenario } from './load';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer, waitForDemoRounds } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PLAYERS = 100;
const STAKE = 1_000;
/** BENCH_CALLS: only the calls whose names hold one of these comma-separated words (e.g. `pairs`), for a profile of one call. */
const ONLY = (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean);

interface Player {
  memberId: string;
  sessionToken: string;
  /** The member session the game was launched from: the member's own calls carry it. */
  memberToken: string;
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
    const member = await createMember(
      db,
      {
        account: `bench${process.pid % 10_000}x${i}`,
        type: MEMBER_TYPE,
        passwordHash: 'not-used',
        passwordIsDefault: false,
        balanceMinor: 1_000_000_000_000,
      },
      { kind: 'system', name: 'bench', node: 'bench' },
    );
    const session = await openRealGameSession(db, member.id, game);
    players.push({ memberId: member.id, sessionToken: session.token, memberToken: session.memberToken });
  }
  return players;
}

function signed(call: 'balance' | 'debit' | 'credit', body: object): Request {
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

/** Signed balance calls of random players' game sessions, as a game page asks between rounds. */
const balanceRequests = (players: Player[]): Request[] => [
  { method: 'POST', setupRequest: (request) => ({ ...request, ...signed('balance', { sessionToken: pick(players).sessionToken }) }) },
];

/** The member's own balance (the header's), with a random player's Bearer token. */
const walletBalanceRequests = (players: Player[]): Request[] => [
  {
    method: 'GET',
    path: authEndpoints.balance.path,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${pick(players).memberToken}` } }),
  },
];

/** Pairs whose statements are counted. */
const COUNTED_PAIRS = 100;

/** Statements (round trips on PostgreSQL) per debit and per credit, and the time of a pair, over COUNTED_PAIRS pairs made one at a time. */
async function roundTrips(config: DatabaseConfig, players: Player[]): Promise<{ debit: number; credit: number; pairMs: number }> {
  let statements = 0;
  const db = createDatabase(config, undefined, (event) => {
    if (event.level === 'query') statements++;
  });
  const sent = { debit: 0, credit: 0 };
  const started = performance.now();
  try {
    for (let i = 0; i < COUNTED_PAIRS; i++) {
      const player = players[i % players.length] as Player;
      const roundId = randomUUID();
      const before = statements;
      await seamlessDebit(
        db,
        IN_HOUSE_PROVIDER,
        { transactionId: `${roundId}:debit`, roundId, sessionToken: player.sessionToken, amount: STAKE },
        DEFAULT_SESSION_POLICY,
      );
      const between = statements;
      await seamlessCredit(db, IN_HOUSE_PROVIDER, {
        transactionId: `${roundId}:credit`,
        roundId,
        playerId: player.memberId,
        amount: STAKE,
      });
      sent.debit += between - before;
      sent.credit += statements - between;
    }
  } finally {
    await db.destroy();
  }
  return { debit: sent.debit / COUNTED_PAIRS, credit: sent.credit / COUNTED_PAIRS, pairMs: (performance.now() - started) / COUNTED_PAIRS };
}

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const scratch = await scratchDatabase('seamless_bench', postgresUrl);
  const started = performance.now();
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072) });
  const db = createDatabase(scratch.config);
  let players: Player[] = [];
  try {
    await waitForDemoRounds(db);
    players = await makePlayers(db);
    console.log(
      `\n${label}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${BENCH_SECONDS} s per call, medians of ${BENCH_RUNS} runs, ${players.length} players`,
    );
    const calls: Scenario[] = [
      { name: 'seamless balance', requests: balanceRequests(players) },
      { name: 'wallet balance (member)', requests: walletBalanceRequests(players) },
      { name: 'debit/credit pairs', requests: debitCreditRequests(players) },
    ];
    // The trivial route always runs first: every share is of its rate in the same run.
    const scenarios: Scenario[] = [
      { name: 'health (trivial)', requests: [{ method: 'GET', path: '/wps/health' }] },
      ...calls.filter((scenario) => ONLY.length === 0 || ONLY.some((word) => scenario.name.includes(word))),
    ];
    printMeasured(await measure(server.baseUrl, scenarios, CONNECTIONS, server.cpuMs));
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
  }
  try {
    // With the server stopped: on SQLite this process would otherwise contend with it for the one writer.
    const trips = await roundTrips(scratch.config, players);
    console.log(
      `${label}: statements sent to the database per call (round trips on PostgreSQL): debit ${trips.debit}, credit ${trips.credit}, pair ${trips.debit + trips.credit}; ${trips.pairMs.toFixed(2)} ms a pair, one at a time`,
    );
  } finally {
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
