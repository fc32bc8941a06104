// What the agent centre's change logs cost the money path (issue 17; docs/architecture.md §5: run by hand, never as a
// timed test). Every change of a member's day totals and wallet day postings appends a row to agent_bet_log /
// agent_posting_log by trigger (migration 20251205120000_agent_today), in the bet's own transaction. This bench makes
// seamless debit/credit pairs in its own process, straight through the wallet's functions as the routes call them (no
// HTTP), one at a time, with those triggers on and off in turns (BENCH_BLOCKS blocks of BENCH_PAIRS pairs each side,
// the order alternating, the logs emptied between blocks as the today job's fold would), on a fresh SQLite database and
// then (DATABASE_URL) on a scratch PostgreSQL database: the medians of a pair's time per side, and the process's CPU per
// pair (SQLite runs inside it; on PostgreSQL the database's own work is in its server processes).
//   pnpm --filter @mekong/api bench:agent-log
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:agent-log
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import { createMember, MEMBER_TYPE, type MemberRow } from '../src/modules/accounts/members.repository';
import { DEFAULT_SESSION_POLICY } from '../src/modules/accounts/sessions.repository';
import { IN_HOUSE_PROVIDER, seamlessCredit, seamlessDebit } from '../src/modules/seamless';
import { openRealGameSession } from '../src/test-support/game-sessions';
import { benchEachDatabase, scratchDatabase } from './server-process';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 10);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
const PLAYERS = 50;
const STAKE = 1_000;
const GAME = {
  nodeId: 'rng-pg-0001',
  gameCode: 'PG_RNG_0001',
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG' as const,
  name: 'Lucky Temple',
};
const ACTOR = { kind: 'system', name: 'bench', node: 'bench' } as const;

interface Player {
  memberId: string;
  sessionToken: string;
}

/** Players under a three-level agent tree (top agent → agent → sub-agent → players), each with money and a REAL session. */
async function makePlayers(db: Db): Promise<Player[]> {
  const make = (account: string, type: number, parent: MemberRow | null, balanceMinor = 0) =>
    createMember(db, { account, type, passwordHash: 'not-used', passwordIsDefault: false, parent, balanceMinor }, ACTOR);
  const top = await make('logtop', 1, null);
  const agent = await make('logagent', 2, top);
  const sub = await make('logsub', 2, agent);
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const member = await make(`logplayer${i}`, MEMBER_TYPE, sub, 1_000_000_000_000);
    players.push({ memberId: member.id, sessionToken: (await openRealGameSession(db, member.id, GAME)).token });
  }
  return players;
}

/** Turns the log triggers off and on: PostgreSQL disables them in place, SQLite drops them and makes them again. */
async function logTriggers(db: Db): Promise<(on: boolean) => Promise<void>> {
  if (isPostgres(db)) {
    const names = await sql<{ rel: string; name: string }>`select c.relname as rel, t.tgname as name
        from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%agent_log%'`.execute(db);
    if (names.rows.length !== 6) throw new Error(`expected the 6 log triggers, found ${names.rows.length}`);
    return async (on) => {
      for (const { rel, name } of names.rows) await sql.raw(`alter table ${rel} ${on ? 'enable' : 'disable'} trigger ${name}`).execute(db);
    };
  }
  const made = await sql<{
    name: string;
    sql: string;
  }>`select name, sql from sqlite_master where type = 'trigger' and name like '%agent_log%'`.execute(db);
  if (made.rows.length !== 6) throw new Error(`expected the 6 log triggers, found ${made.rows.length}`);
  let current = true;
  return async (on) => {
    if (on === current) return;
    for (const trigger of made.rows) await sql.raw(on ? trigger.sql : `drop trigger ${trigger.name}`).execute(db);
    current = on;
  };
}

/** `PAIRS` debit/credit pairs one at a time (half the credits a win of twice the stake): wall and CPU ms per pair. */
async function pairs(db: Db, players: Player[]): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < PAIRS; i++) {
    const player = players[i % players.length] as Player;
    const roundId = randomUUID();
    await seamlessDebit(
      db,
      IN_HOUSE_PROVIDER,
      { transactionId: `${roundId}:debit`, roundId, sessionToken: player.sessionToken, amount: STAKE },
      DEFAULT_SESSION_POLICY,
    );
    await seamlessCredit(db, IN_HOUSE_PROVIDER, {
      transactionId: `${roundId}:credit`,
      roundId,
      playerId: player.memberId,
      amount: i % 2 === 0 ? 0 : 2 * STAKE,
    });
  }
  const used = process.cpuUsage(cpu);
  return { ms: (performance.now() - started) / PAIRS, cpuMs: (used.user + used.system) / 1000 / PAIRS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const scratch = await scratchDatabase('agent_log_bench', postgresUrl);
  const { db } = await openDatabase(scratch.config);
  try {
    const players = await makePlayers(db);
    const setLogs = await logTriggers(db);
    await pairs(db, players); // warm-up, unmeasured
    const figures = { on: [] as { ms: number; cpuMs: number }[], off: [] as { ms: number; cpuMs: number }[], logRows: 0 };
    for (let block = 0; block < BLOCKS; block++)
      for (const on of block % 2 === 0 ? [true, false] : [false, true]) {
        await setLogs(on);
        figures[on ? 'on' : 'off'].push(await pairs(db, players));
        // What the fold job would have taken away: the log stays short, as in production.
        for (const table of ['agent_bet_log', 'agent_posting_log'] as const) {
          const removed = await db.deleteFrom(table).executeTakeFirst();
          if (on) figures.logRows += Number(removed.numDeletedRows);
        }
      }
    await setLogs(true);
    const side = (rows: { ms: number; cpuMs: number }[]) => ({
      ms: median(rows.map((row) => row.ms)),
      cpuMs: median(rows.map((row) => row.cpuMs)),
    });
    const [on, off] = [side(figures.on), side(figures.off)];
    console.log(
      `\n${label}: ${BLOCKS} blocks of ${PAIRS} debit/credit pairs each side, one at a time, in this process; medians of the blocks`,
    );
    console.table([
      { logs: 'on', 'ms a pair': on.ms.toFixed(3), 'process CPU ms a pair': on.cpuMs.toFixed(3) },
      { logs: 'off', 'ms a pair': off.ms.toFixed(3), 'process CPU ms a pair': off.cpuMs.toFixed(3) },
    ]);
    console.log(
      `${label}: the logs cost ${(on.ms - off.ms).toFixed(3)} ms a pair (${(((on.ms - off.ms) / off.ms) * 100).toFixed(1)} %); ${(figures.logRows / (BLOCKS * PAIRS)).toFixed(2)} log rows a pair; per block ms on: ${figures.on.map((row) => row.ms.toFixed(2)).join(' ')}; off: ${figures.off.map((row) => row.ms.toFixed(2)).join(' ')}`,
    );
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
