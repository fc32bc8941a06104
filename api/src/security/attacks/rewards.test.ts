// Attack tests of the reward centre (issue 16): what an attacker tried against red envelopes and prize wheels from the
// outside — replayed and shared idempotency keys, another member's envelope, racing spins and openings, malformed
// and hostile bodies — and ops grants retried at once under one reference; each burst fired at once, verdicts
// counting answers and money, and the ledger's invariant checked after each. Run on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { rewardEndpoints } from '@mekong/contracts/rewards';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { expectLedgerTrue, moneyMember, newKey, type MoneyMember } from '../../routes/cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { createCampaign, createWheel, grantEnvelopes, grantWheelTickets } from '../../modules/rewards/reward-admin';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
// close() checks the ledger invariant too.
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const codeOf = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code);
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const code of responses.map(codeOf)) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

async function campaign(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = `atk-${randomUUID()}`;
  await createCampaign(
    app.db,
    {
      id,
      title: { LO: 'ອັ່ງເປົາ', EN: 'Attack envelopes', CN: '红包' },
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      budgetMinor: 10_000_000,
      envelopeCount: 100,
      minMinor: 10_000,
      maxMinor: 200_000,
      autoGrant: false,
      ...overrides,
    },
    new Date(),
  );
  return id;
}

async function wheel(): Promise<string> {
  const id = `atk-${randomUUID()}`;
  const segment = (EN: string, prizeMinor: number, weight: number) => ({ label: { LO: EN, EN, CN: EN }, prizeMinor, weight });
  await createWheel(
    app.db,
    { id, title: { LO: 'ວົງລໍ້', EN: 'Wheel', CN: '转盘' }, segments: [segment('Small', 1_000, 1), segment('Big', 500_000, 1)] },
    new Date(),
  );
  return id;
}

const member = () => moneyMember(app, { withdrawPassword: null });
const envelopeIds = async (who: MoneyMember, campaignId: string) =>
  (
    await app.db
      .selectFrom('red_envelopes')
      .select('id')
      .where('memberId', '=', who.member.id)
      .where('campaignId', '=', campaignId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
const paidTo = async (who: MoneyMember) => getBalanceMinor(app.db, who.member.id);

describe('idempotency keys', () => {
  test('a key replayed for another envelope is refused and opens nothing', async () => {
    const id = await campaign();
    const who = await member();
    await grantEnvelopes(app.db, id, who.member.id, 2, randomUUID(), new Date());
    const [first, second] = await envelopeIds(who, id);
    const key = newKey();
    const opened = expectValue(
      await who.post(PATHS.rewards.openEnvelope, { id: first, idempotencyKey: key }),
      rewardEndpoints.openEnvelope,
    );
    expectFailure(await who.post(PATHS.rewards.openEnvelope, { id: second, idempotencyKey: key }), 409, 'idempotency-conflict');
    // Nor may a spin reuse it.
    expectFailure(await who.post(PATHS.rewards.spin, { wheelId: await wheel(), idempotencyKey: key }), 409, 'idempotency-conflict');
    expect(await paidTo(who)).toBe(opened.amount);
    const statuses = await app.db.selectFrom('red_envelopes').select('status').where('id', '=', second!).executeTakeFirstOrThrow();
    expect(statuses.status).toBe('UNOPENED');
    await expectLedgerTrue(app);
  });

  test('50 concurrent calls with one key and one body pay once and all answer the same', async () => {
    const id = await campaign();
    const who = await member();
    await grantEnvelopes(app.db, id, who.member.id, 1, randomUUID(), new Date());
    const [envelope] = await envelopeIds(who, id);
    const body = { id: envelope, idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 50 }, () => who.post(PATHS.rewards.openEnvelope, body)));
    expect(tally(answers)).toEqual({ ok: 50 });
    const amounts = new Set(answers.map((a) => expectValue(a, rewardEndpoints.openEnvelope).amount));
    expect(amounts.size).toBe(1);
    expect(await paidTo(who)).toBe([...amounts][0]);
    await expectLedgerTrue(app);
  });

  test("one key used by two members is each member's own: neither replays the other's answer", async () => {
    const id = await campaign();
    const [a, b] = [await member(), await member()];
    await grantEnvelopes(app.db, id, a.member.id, 1, randomUUID(), new Date());
    await grantEnvelopes(app.db, id, b.member.id, 1, randomUUID(), new Date());
    const key = newKey();
    const [openedA, openedB] = await Promise.all([
      a.post(PATHS.rewards.openEnvelope, { id: (await envelopeIds(a, id))[0], idempotencyKey: key }),
      b.post(PATHS.rewards.openEnvelope, { id: (await envelopeIds(b, id))[0], idempotencyKey: key }),
    ]);
    expect(await paidTo(a)).toBe(expectValue(openedA!, rewardEndpoints.openEnvelope).amount);
    expect(await paidTo(b)).toBe(expectValue(openedB!, rewardEndpoints.openEnvelope).amount);
  });
});

describe("another member's rewards", () => {
  test("50 concurrent openings of another member's envelope by its key all miss, and its owner still opens it", async () => {
    const id = await campaign();
    const [owner, thief] = [await member(), await member()];
    await grantEnvelopes(app.db, id, owner.member.id, 1, randomUUID(), new Date());
    const [envelope] = await envelopeIds(owner, id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => thief.post(PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: newKey() })),
    );
    expect(tally(answers)).toEqual({ 'envelope-not-found': 50 });
    expect(await paidTo(thief)).toBe(0);
    expectValue(await owner.post(PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: newKey() }), rewardEndpoints.openEnvelope);
  });

  test("another member's tickets do not spin: 50 tries without a ticket spend none of the owner's", async () => {
    const wheelId = await wheel();
    const [owner, thief] = [await member(), await member()];
    await grantWheelTickets(app.db, wheelId, owner.member.id, 2, randomUUID(), new Date());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => thief.post(PATHS.rewards.spin, { wheelId, idempotencyKey: newKey() })),
    );
    expect(tally(answers)).toEqual({ 'wheel-no-ticket': 50 });
    const unspent = await app.db
      .selectFrom('wheel_tickets')
      .select('id')
      .where('memberId', '=', owner.member.id)
      .where('status', '=', 'UNSPENT')
      .execute();
    expect(unspent).toHaveLength(2);
  });

  test("the centre lists only the caller's envelopes and spins", async () => {
    const id = await campaign();
    const wheelId = await wheel();
    const [owner, other] = [await member(), await member()];
    await grantEnvelopes(app.db, id, owner.member.id, 1, randomUUID(), new Date());
    await grantWheelTickets(app.db, wheelId, owner.member.id, 1, randomUUID(), new Date());
    expectValue(await owner.post(PATHS.rewards.spin, { wheelId, idempotencyKey: newKey() }), rewardEndpoints.spin);
    const seen = expectValue(await other.get(PATHS.rewards.centre, { language: 'EN' }), rewardEndpoints.centre);
    expect(seen.envelopes.filter((e) => e.campaignId === id)).toEqual([]);
    expect(seen.spins.filter((s) => s.wheelId === wheelId)).toEqual([]);
    expect(seen.wheels.find((w) => w.id === wheelId)?.tickets).toBe(0);
  });
});

describe('racing for tickets and budgets', () => {
  test('50 concurrent spins with 50 tickets each spend one ticket: every spin goes through, none twice', async () => {
    const wheelId = await wheel();
    const who = await member();
    await grantWheelTickets(app.db, wheelId, who.member.id, 50, randomUUID(), new Date());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => who.post(PATHS.rewards.spin, { wheelId, idempotencyKey: newKey() })),
    );
    expect(tally(answers)).toEqual({ ok: 50 });
    const spins = await app.db.selectFrom('wheel_spins').select(['ticketId', 'prizeMinor']).where('memberId', '=', who.member.id).execute();
    expect(new Set(spins.map((s) => s.ticketId)).size).toBe(50);
    expect(await paidTo(who)).toBe(spins.reduce((sum, s) => sum + Number(s.prizeMinor), 0));
    await expectLedgerTrue(app);
  });

  test('one member opening 50 envelopes of a tight campaign at once never overspends it, and none pays below the min', async () => {
    // The budget covers 30 envelopes at their min and a little more: 50 granted, 30 can open.
    const id = await campaign({ budgetMinor: 30 * 10_000 + 5_000, envelopeCount: 30, minMinor: 10_000, maxMinor: 20_000 });
    const who = await member();
    await grantEnvelopes(app.db, id, who.member.id, 50, randomUUID(), new Date());
    const ids = await envelopeIds(who, id);
    const answers = await Promise.all(
      ids.map((envelope) => who.post(PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: newKey() })),
    );
    const counts = tally(answers);
    expect(counts.ok).toBe(30);
    expect(counts.ok! + (counts['envelope-campaign-exhausted'] ?? 0)).toBe(50);
    const row = await app.db
      .selectFrom('envelope_campaigns')
      .select(['spentMinor', 'openedCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.spentMinor)).toBeLessThanOrEqual(30 * 10_000 + 5_000);
    expect(row.openedCount).toBe(30);
    const amounts = answers.filter((a) => a.statusCode === 200).map((a) => expectValue(a, rewardEndpoints.openEnvelope).amount);
    for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(10_000);
    expect(await paidTo(who)).toBe(Number(row.spentMinor));
    // Refused openings left their envelopes unopened.
    const opened = await app.db
      .selectFrom('red_envelopes')
      .select('id')
      .where('campaignId', '=', id)
      .where('status', '=', 'OPENED')
      .execute();
    expect(opened).toHaveLength(30);
    await expectLedgerTrue(app);
  });
});

describe('grants by reference', () => {
  // An operator's retried grant (a timeout, a double click in a tool, a script run twice) arrives many times at once.
  test('20 concurrent grants of envelopes and of tickets under one reference each give once; a new reference gives again', async () => {
    const [id, wheelId] = await Promise.all([campaign(), wheel()]);
    const who = await member();
    const [envelopeRef, ticketRef] = [`cs-${randomUUID()}`, `cs-${randomUUID()}`];
    const envelopeGrants = await Promise.all(
      Array.from({ length: 20 }, () => grantEnvelopes(app.db, id, who.member.id, 2, envelopeRef, new Date())),
    );
    const ticketGrants = await Promise.all(
      Array.from({ length: 20 }, () => grantWheelTickets(app.db, wheelId, who.member.id, 3, ticketRef, new Date())),
    );
    for (const grants of [envelopeGrants, ticketGrants]) {
      expect(grants.filter((g) => !g.repeated)).toHaveLength(1);
      // Every retry is told what the first one gave.
      expect(new Set(grants.map((g) => g.value)).size).toBe(1);
    }
    expect(await envelopeIds(who, id)).toHaveLength(2);
    const tickets = () =>
      app.db.selectFrom('wheel_tickets').select('id').where('memberId', '=', who.member.id).where('wheelId', '=', wheelId).execute();
    expect(await tickets()).toHaveLength(3);
    // The reference for another grant is refused and gives nothing; a new reference gives again.
    await expect(grantEnvelopes(app.db, id, who.member.id, 5, envelopeRef, new Date())).rejects.toThrow('was used for another grant');
    await expect(grantWheelTickets(app.db, wheelId, who.member.id, 3, envelopeRef, new Date())).rejects.toThrow(
      'was used for another grant',
    );
    expect(await envelopeIds(who, id)).toHaveLength(2);
    expect((await grantWheelTickets(app.db, wheelId, who.member.id, 3, `cs-${randomUUID()}`, new Date())).value).toBe(3);
    expect(await tickets()).toHaveLength(6);
  });
});

describe('hostile bodies', () => {
  test('arrays, objects, numbers, prototype keys, SQL and overlong values get a 400 or 404, never a 500, and move nothing', async () => {
    const id = await campaign();
    const who = await member();
    await grantEnvelopes(app.db, id, who.member.id, 1, randomUUID(), new Date());
    const [envelope] = await envelopeIds(who, id);
    const bodies: [string, unknown][] = [
      [PATHS.rewards.openEnvelope, { id: [envelope], idempotencyKey: newKey() }],
      [PATHS.rewards.openEnvelope, { id: { $ne: null }, idempotencyKey: newKey() }],
      [PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: [newKey(), newKey()] }],
      [PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: 12345678901 }],
      [PATHS.rewards.openEnvelope, { id: envelope, idempotencyKey: 'k'.repeat(10_000) }],
      [PATHS.rewards.openEnvelope, { id: "' OR 1=1 --", idempotencyKey: newKey() }],
      [PATHS.rewards.openEnvelope, { id: `${envelope}' OR '1'='1`.slice(0, 64), idempotencyKey: newKey() }],
      [PATHS.rewards.spin, { wheelId: '<script>alert(1)</script>', idempotencyKey: newKey() }],
      [PATHS.rewards.spin, { wheelId: null, idempotencyKey: newKey() }],
      [PATHS.rewards.spin, { wheelId: 1e308, idempotencyKey: newKey() }],
    ];
    for (const [path, body] of bodies) {
      const answer = await who.post(path, body as object);
      expect([400, 404]).toContain(answer.statusCode);
      expect(answer.json<{ code: string; message: string }>().message).toEqual(expect.any(String));
    }
    // Raw JSON with prototype keys: refused or ignored, the prototype untouched.
    const polluted = await app.inject({
      method: 'POST',
      url: PATHS.rewards.openEnvelope,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      payload: `{"id":"${envelope}","idempotencyKey":"${newKey()}","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
    });
    expect(polluted.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Not JSON at all.
    const broken = await app.inject({
      method: 'POST',
      url: PATHS.rewards.spin,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      payload: '{"wheelId": ',
    });
    expect(broken.statusCode).toBeLessThan(500);
    await expectLedgerTrue(app);
  });
});
