// Attack (issue 12 item 4): a flood of password hashes through the real calls. Each admitted hash is held at the gate
// until the test lets it go (the gate and every call are real; only the hash waits), so what the gate admits and
// refuses under a burst fired at once is seen exactly, whatever the speed: per IP, per account, the global queue, and
// another visitor still let in while one IP floods.
import { authEndpoints, PATHS } from '@mekong/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, login, makeMember, solvedCaptcha } from '../../test-support/accounts';
import { moneyMember, newKey, WITHDRAW_PASSWORD } from '../../routes/cashier/cashier-test-support';
import type { HashAdmission } from '../hash-admission';

const CONCURRENCY = 3;
const QUEUE = 2;
const PER_IP = 2;
const PER_ACCOUNT = 2;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(undefined, {
    hashAdmission: { concurrency: CONCURRENCY, queueLimit: QUEUE, perIp: PER_IP, perAccount: PER_ACCOUNT },
  });
});
afterAll(() => t.close());

/** Holds every hash the gate admits until `release`; counts the hashes started. */
function holdHashes() {
  const real: HashAdmission = t.app.accounts.hashAdmission;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { started: 0 };
  t.app.accounts.hashAdmission = {
    run: (who, work) =>
      real.run(who, async () => {
        held.started += 1;
        await released;
        return work();
      }),
  };
  return {
    held,
    release: () => {
      release();
      t.app.accounts.hashAdmission = real;
    },
  };
}

/** Resolves once `count` of the calls have answered, with those answers. */
function firstAnswers(calls: Promise<LightMyRequestResponse>[], count: number): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  return new Promise((resolve, reject) => {
    if (count === 0) resolve(answers);
    for (const pending of calls) {
      pending.then((answer) => {
        answers.push(answer);
        if (answers.length === count) resolve(answers);
      }, reject);
    }
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** The gate's refusal: 429 too-many-requests with a Retry-After in whole seconds, the same wait in the value. */
function expectBusy(answer: LightMyRequestResponse): void {
  expectFailure(answer, 429, 'too-many-requests', { retryAfterSeconds: Number(answer.headers['retry-after']) });
  expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

let serial = 0;
const ipOf = (n: number) => `10.44.${Math.floor(n / 250)}.${n % 250}`;
const freshIp = () => ipOf(++serial);
const nobody = () => `nobody${process.pid % 1000}x${++serial}`;

describe('password hashing under a flood', () => {
  it('lets one IP hash two at a time, refuses the rest of its burst at once with 429 and Retry-After, and still admits another IP', async () => {
    const flooder = freshIp();
    // Each bogus login carries a solved captcha, so none is turned away before it reaches the hash.
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha(t.app)));
    const member = await makeMember(t.app);
    const { held, release } = holdHashes();
    try {
      const flood = captchas.map((captcha) => login(t.app, { username: nobody(), password: 'Wrong1234', ...captcha }, { ip: flooder }));
      const refused = await firstAnswers(flood, 10 - PER_IP);
      refused.forEach(expectBusy);
      expect(held.started).toBe(PER_IP);

      // A member at another address is admitted while the flooder's two are still hashing.
      const real = login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip: freshIp() });
      await until(() => held.started === PER_IP + 1);
      release();
      expectValue(await real, authEndpoints.login);
      const flooded = await Promise.all(flood);
      expect(flooded.filter((answer) => answer.statusCode === 401)).toHaveLength(PER_IP);
    } finally {
      release();
    }
  });

  it('queues hashes beyond the global concurrency in a bounded queue and refuses the rest with 429 and Retry-After', async () => {
    const burst = CONCURRENCY + QUEUE + 4;
    const { held, release } = holdHashes();
    try {
      // One login each from as many addresses and accounts: only the global bounds apply.
      const logins = Array.from({ length: burst }, () => login(t.app, { username: nobody(), password: 'Wrong1234' }, { ip: freshIp() }));
      const refused = await firstAnswers(logins, burst - CONCURRENCY - QUEUE);
      refused.forEach(expectBusy);
      expect(held.started).toBe(CONCURRENCY);
      release();
      // Every admitted one, queued ones included, is answered once the hashes run.
      const answers = await Promise.all(logins);
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(CONCURRENCY + QUEUE);
    } finally {
      release();
    }
  });

  it("answers every one of a member's concurrent withdrawals: two hash at a time, the rest are refused at once", async () => {
    const who = await moneyMember(t.app, { balanceMinor: 100_000_000 });
    const body = {
      amount: 10_000_000,
      withdrawPassword: WITHDRAW_PASSWORD,
      bankName: 'BCEL Bank',
      bankAccountNo: '0201000987654321',
      accountName: 'KHAMPHOU SISOUK',
    };
    const burst = 20;
    const { held, release } = holdHashes();
    try {
      // From as many addresses, so the account's own bound is the one that holds.
      const withdrawals = Array.from({ length: burst }, () =>
        call(t.app, 'POST', PATHS.cashier.withdrawals, { ...body, idempotencyKey: newKey() }, { token: who.token, ip: freshIp() }),
      );
      const refused = await firstAnswers(withdrawals, burst - PER_ACCOUNT);
      for (const answer of refused) expectFailure(answer, 429, 'too-many-requests', { retryAfterSeconds: expect.any(Number) });
      // The gate's own refusals carry Retry-After.
      expect(refused.some((answer) => answer.headers['retry-after'] !== undefined)).toBe(true);
      expect(held.started).toBe(PER_ACCOUNT);
      release();
      const answers = await Promise.all(withdrawals);
      // Besides the 18 refusals, exactly the two admitted succeed; a failure shows what the others answered instead.
      const outcomes = answers.map((answer) =>
        [200, 429].includes(answer.statusCode) ? answer.statusCode : `${answer.statusCode} ${answer.body}`,
      );
      expect(outcomes.filter((outcome) => outcome !== 429)).toEqual(Array(PER_ACCOUNT).fill(200));
    } finally {
      release();
    }
  });
});
