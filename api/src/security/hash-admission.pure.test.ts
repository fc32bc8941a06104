// The hash admission gate on its own: per-IP and per-account bounds, the global concurrency, the FIFO queue and its
// bound. Work is a promise the test resolves by hand, so no verdict depends on timing.
import { createHashAdmission, HashingBusy, ipKey, type HashAdmission } from './hash-admission';

/** A hash the test finishes when it wants, recording when it started. */
function manualWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

async function refusal(promise: Promise<unknown>): Promise<HashingBusy> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HashingBusy) return error;
    throw error;
  }
  throw new Error('expected HashingBusy');
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('hash admission', () => {
  let gate: HashAdmission;
  let started: string[];
  beforeEach(() => {
    gate = createHashAdmission({ concurrency: 2, queueLimit: 2, perIp: 2, perAccount: 2 });
    started = [];
  });

  it('admits two hashes per IP and refuses the third at once, without running it', async () => {
    const a = manualWork(started, 'a');
    const b = manualWork(started, 'b');
    const first = [gate.run({ ip: '10.0.0.1' }, a.work), gate.run({ ip: '10.0.0.1' }, b.work)];
    const third = await refusal(gate.run({ ip: '10.0.0.1' }, async () => started.push('c')));
    expect(third.reason).toBe('ip');
    expect(third.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    a.finish();
    b.finish();
    expect(await Promise.all(first)).toEqual(['a', 'b']);
    expect(started).toEqual(['a', 'b']);
    // Once they are done the IP is admitted again.
    await expect(gate.run({ ip: '10.0.0.1' }, async () => 'again')).resolves.toBe('again');
  });

  it('counts an IPv4 client the same behind a dual-stack socket, and an IPv6 client by its /64', async () => {
    expect(ipKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(ipKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:db8:0:1:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    const a = manualWork(started, 'a');
    const b = manualWork(started, 'b');
    const running = [gate.run({ ip: '2001:db8:0:1::5' }, a.work), gate.run({ ip: '2001:db8:0:1::6' }, b.work)];
    expect((await refusal(gate.run({ ip: '2001:db8:0:1:ffff::7' }, async () => 'c'))).reason).toBe('ip');
    a.finish();
    b.finish();
    await Promise.all(running);
  });

  it('admits two hashes per account whatever the IPs and the letter case, and refuses the third', async () => {
    const gateWide = createHashAdmission({ concurrency: 4, queueLimit: 4, perIp: 2, perAccount: 2 });
    const a = manualWork(started, 'a');
    const b = manualWork(started, 'b');
    const running = [
      gateWide.run({ ip: '10.0.0.1', account: 'Alice' }, a.work),
      gateWide.run({ ip: '10.0.0.2', account: 'alice' }, b.work),
    ];
    expect((await refusal(gateWide.run({ ip: '10.0.0.3', account: 'ALICE' }, async () => 'c'))).reason).toBe('account');
    // Another account from a third IP is admitted.
    await expect(gateWide.run({ ip: '10.0.0.3', account: 'bob' }, async () => 'bob')).resolves.toBe('bob');
    a.finish();
    b.finish();
    await Promise.all(running);
  });

  it('runs at most `concurrency` hashes, queues the next in arrival order, and refuses once the queue is full', async () => {
    const works = ['a', 'b', 'c', 'd'].map((name) => manualWork(started, name));
    const runs = works.map((w, i) => gate.run({ ip: `10.0.1.${i}` }, w.work));
    await flush();
    expect(started).toEqual(['a', 'b']);
    const full = await refusal(gate.run({ ip: '10.0.1.9' }, async () => 'e'));
    expect(full.reason).toBe('queue');
    // Two waiting in front of two running: the estimate covers the queue draining.
    expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(2);

    works[1]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    works[0]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    works[2]!.finish();
    works[3]!.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot and the counts when a hash fails', async () => {
    const single = createHashAdmission({ concurrency: 1, queueLimit: 0, perIp: 1, perAccount: 1 });
    await expect(single.run({ ip: '10.0.0.1', account: 'x' }, () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    await expect(single.run({ ip: '10.0.0.1', account: 'x' }, async () => 'ok')).resolves.toBe('ok');
  });

  it('lets another IP in while one IP floods', async () => {
    const flood = Array.from({ length: 40 }, () =>
      gate.run({ ip: '10.6.6.6' }, () => new Promise<string>((resolve) => setImmediate(() => resolve('bogus')))),
    );
    const real = gate.run({ ip: '10.0.0.7', account: 'real' }, async () => 'real');
    const results = await Promise.allSettled(flood);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof HashingBusy)).toHaveLength(38);
    await expect(real).resolves.toBe('real');
  });
});
