// What every autocannon benchmark shares: drives each scenario in turn at one server, BENCH_RUNS times (3 by default),
// and prints per call the medians over the runs of req/s, p50 and p99 and of its share of the trivial route's rate
// in the same run (the figure issue 15 asks for: a busy 2-core machine moves absolute numbers, not ratios), and the
// server's own CPU time per request, which other processes on the machine move least of all.
import autocannon, { type Request, type Result } from 'autocannon';

export const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

export interface Scenario {
  name: string;
  /** One request, or a cycle of requests each connection sends in turn (autocannon keeps a context per connection). */
  requests: Request[];
}

/** A GET whose path is made fresh per request, so pages and terms vary. */
export const varyingGet = (name: string, path: () => string): Scenario => ({
  name,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
});

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Share of the first scenario's (the trivial route's) rate. */
  ratio: number;
  /** Server CPU microseconds per request (NaN when not known). */
  cpuUs: number;
  failures: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** `overallRate` caps the requests per second over all connections (as many as answers allow when absent). */
export function load(baseUrl: string, requests: Request[], connections: number, seconds: number, overallRate?: number): Promise<Result> {
  return autocannon({ url: baseUrl, connections, duration: seconds, requests, ...(overallRate ? { overallRate } : {}) });
}

interface Run {
  result: Result;
  /** Server CPU milliseconds the run took. */
  cpuMs: number;
}

/**
 * The first scenario is the trivial route every other one is compared with. `serverCpuMs` (the server process's CPU
 * time so far, `ServerProcess.cpuMs`) adds each call's server CPU per request.
 */
export async function measure(
  baseUrl: string,
  scenarios: Scenario[],
  connections: number,
  serverCpuMs: () => number = () => Number.NaN,
): Promise<Measured[]> {
  for (const scenario of scenarios) await load(baseUrl, scenario.requests, connections, WARM_UP_SECONDS);
  const runs: Run[][] = [];
  for (let run = 0; run < BENCH_RUNS; run++) {
    const results: Run[] = [];
    for (const scenario of scenarios) {
      const cpuBefore = serverCpuMs();
      const result = await load(baseUrl, scenario.requests, connections, BENCH_SECONDS);
      results.push({ result, cpuMs: serverCpuMs() - cpuBefore });
    }
    runs.push(results);
  }
  return scenarios.map((scenario, index) => {
    const of = (value: (run: Run, trivial: Run) => number) =>
      median(runs.map((results) => value(results[index] as Run, results[0] as Run)));
    return {
      name: scenario.name,
      rps: of(({ result }) => result.requests.average),
      p50: of(({ result }) => result.latency.p50),
      p99: of(({ result }) => result.latency.p99),
      ratio: of(({ result }, trivial) => result.requests.average / trivial.result.requests.average),
      cpuUs: of(({ result, cpuMs }) => (1000 * cpuMs) / Math.max(1, result.requests.total)),
      failures: runs.reduce((sum, results) => sum + (results[index]?.result.errors ?? 0) + (results[index]?.result.non2xx ?? 0), 0),
    };
  });
}

export function printMeasured(rows: Measured[]): void {
  console.table(
    rows.map((row) => ({
      call: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'vs trivial': row.ratio.toFixed(2),
      ...(Number.isNaN(row.cpuUs) ? {} : { 'server CPU µs/req': Math.round(row.cpuUs) }),
      failures: row.failures,
    })),
  );
}
