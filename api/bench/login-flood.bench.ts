// Login under a hashing flood (issue 12 item 4; run by hand, never as a timed test). Starts the real server as its own
// process at OWASP's scrypt cost on a fresh SQLite database, and on a fresh PostgreSQL database too when DATABASE_URL
// names a server, with TRUST_PROXY on so X-Forwarded-For gives each caller its address. Each round fires 40 logins
// of unknown accounts at once from one address and, while they are in flight, one real login of demo_member from
// another address; it prints the real login's time alone and during the burst (median of the rounds) and how the
// burst was answered (200/401 evaluated, 429 refused by hash admission).
//   pnpm --filter @mekong/api bench:login-flood
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @mekong/api bench:login-flood
// BENCH_ROUNDS (default 5) and BENCH_BURST (default 40) change the load; BENCH_FLOOD_ADDRESSES (default 1) spreads the
// burst over that many addresses, as a botnet would (then only the global bounds hold it, not the per-IP ones).
import { authEndpoints, encryptPayload, type EncryptedBody } from '@mekong/contracts';
import { benchEachDatabase, rsaKeyEnv, scratchDatabase, startServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 9170);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BURST = Number(process.env.BENCH_BURST ?? 40);
const FLOOD_ADDRESSES = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 1);
const REAL = { username: 'demo_member', password: 'Demo1234' };

interface Answer {
  status: number;
  ms: number;
}

async function encrypted(baseUrl: string, payload: object): Promise<EncryptedBody> {
  const key = (await (await fetch(`${baseUrl}${authEndpoints.publicKey.path}`)).json()) as {
    value: { publicKeyPem: string; keyId: string };
  };
  return encryptPayload(key.value.publicKeyPem, key.value.keyId, payload, globalThis.crypto.subtle);
}

async function postLogin(baseUrl: string, body: EncryptedBody, ip: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${authEndpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function benchDatabase(label: string, postgresUrl?: string): Promise<void> {
  const scratch = await scratchDatabase('login_flood_bench', postgresUrl);
  // MEKONG_DEMO=on seeds demo_member where demo data must be switched on (issue 12 item 7); harmless before that.
  const server = await startServer(PORT, { ...scratch.env, ...rsaKeyEnv(3072), TRUST_PROXY: 'on', MEKONG_DEMO: 'on' });
  try {
    const alone: number[] = [];
    const during: number[] = [];
    const burstStatuses = new Map<number, number>();
    let burstMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Fresh addresses each round, so the per-IP login counters of one round do not change the next.
      const realIp = `10.1.${round}.1`;
      const floodIp = (i: number) => `10.2.${round}.${(i % FLOOD_ADDRESSES) + 1}`;
      const realBody = await encrypted(server.baseUrl, { type: 'username', ...REAL });
      const real = await postLogin(server.baseUrl, realBody, `10.3.${round}.1`);
      if (real.status !== 200) throw new Error(`${label}: the real login answered ${real.status} on its own`);
      alone.push(real.ms);

      // Every body encrypted before the burst, so the client fires them together.
      const bogus = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          encrypted(server.baseUrl, { type: 'username', username: `nobody${round}x${i}`, password: 'Wrong1234' }),
        ),
      );
      const flood = bogus.map((body, i) => postLogin(server.baseUrl, body, floodIp(i)));
      // The real login leaves once the burst's requests are on the wire (a turn of the event loop later).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const duringBody = await encrypted(server.baseUrl, { type: 'username', ...REAL });
      const realDuring = await postLogin(server.baseUrl, duringBody, realIp);
      if (realDuring.status !== 200)
        console.log(`${label}: round ${round + 1}: the real login during the burst answered ${realDuring.status}`);
      during.push(realDuring.ms);
      const answers = await Promise.all(flood);
      burstMs += Math.max(...answers.map((answer) => answer.ms));
      for (const answer of answers) burstStatuses.set(answer.status, (burstStatuses.get(answer.status) ?? 0) + 1);
    }
    console.log(`\n${label}: ${ROUNDS} rounds, ${BURST} bogus logins at once from ${FLOOD_ADDRESSES} address(es) per round`);
    console.table([
      { measure: 'real login alone (median ms)', value: Math.round(median(alone)) },
      { measure: 'real login during the burst (median ms)', value: Math.round(median(during)) },
      { measure: 'real login during the burst (max ms)', value: Math.round(Math.max(...during)) },
      { measure: 'burst fully answered after (mean ms)', value: Math.round(burstMs / ROUNDS) },
    ]);
    console.log(`${label}: burst answers by status: ${[...burstStatuses].map(([status, n]) => `${status}×${n}`).join(', ')}`);
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

benchEachDatabase(benchDatabase);
