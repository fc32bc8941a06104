// What every autocannon benchmark shares: drives each scenario in turn at one server, BENCH_RUNS times (3 by default),
// and prints per call the medians over the runs of req/s, p50 and p99 and of its share of the trivial route's rate
// in the same run (the figure issue 15 asks for: a busy 2-core machine moves absolute numbers, not ratios).
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

/** The first scenario is the trivial route every other one is compared with. */
export async function measure(baseUrl: string, scenarios: Scenario[], connections: number): Promise<Measured[]> {
  for (const scenario of scenarios) await load(baseUrl, scenario.requests, connections, WARM_UP_SECONDS);
  const runs: Result[][] = [];
  for (let run = 0; run < BENCH_RUNS; run++) {
    const results: Result[] = [];
    for (const scenario of scenarios) results.push(await load(baseUrl, scenario.requests, connections, BENCH_SECONDS));
    runs.push(results);
  }
  return scenarios.map((scenario, index) => {
    const of = (value: (result: Result, trivial: Result) => number) =>
      median(runs.map((results) => value(results[index] as Result, results[0] as Result)));
    return {
      name: scenario.name,
      rps: of((r) => r.requests.average),
      p50: of((r) => r.latency.p50),
      p99: of((r) => r.latency.p99),
      ratio: of((r, trivial) => r.requests.average / trivial.requests.average),
      failures: runs.reduce((sum, results) => sum + (results[index]?.errors ?? 0) + (results[index]?.non2xx ?? 0), 0),
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
      failures: row.failures,
    })),
  );
}
