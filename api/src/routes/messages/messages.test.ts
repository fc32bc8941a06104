// Internal messages: the member's own list newest first with the unread count, marking its own messages read (by
// id or all, never another member's), the unread count (CSP_unreadCount), and the pushes that keep pages in step.
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { addMessage } from '../../modules/messages/messages.repository';
import { moneyMember, pushesOf, type MoneyMember } from '../cashier/cashier-test-support';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

/** `count` deposit-arrival messages a minute apart, oldest first; returns their ids. */
async function withMessages(who: MoneyMember, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const message = await addMessage(
      app.db,
      who.member.id,
      'DEPOSIT_ARRIVAL',
      { amount: (i + 1) * 100, orderId: `D${i}` },
      new Date(Date.UTC(2025, 10, 24, 3, i)),
    );
    ids.push(message!.id);
  }
  return ids;
}

const unread = async (who: MoneyMember) => expectValue(await who.get(PATHS.wallet.unreadCount), moneyEndpoints.unreadCount).count;
const markRead = (who: MoneyMember, body: object) => who.post(PATHS.messages.read, body);

it("lists the member's own messages newest first, paged, with the unread count", async () => {
  const who = await moneyMember(app);
  const ids = await withMessages(who, 3);
  const other = await moneyMember(app);
  await withMessages(other, 2);
  const first = expectValue(await who.get(PATHS.messages.list, { pageSize: 2 }), moneyEndpoints.messages);
  expect(first).toMatchObject({ pageNo: 1, totalPages: 2, total: 3, unread: 3 });
  expect(first.list.map((m) => m.id)).toEqual([ids[2], ids[1]]);
  expect(first.list[0]).toEqual({
    id: ids[2],
    kind: 'DEPOSIT_ARRIVAL',
    params: { amount: 300, orderId: 'D2' },
    createdAt: '2025-11-24T03:02:00.000Z',
    readAt: null,
  });
  expect(
    expectValue(await who.get(PATHS.messages.list, { pageNo: 2, pageSize: 2 }), moneyEndpoints.messages).list.map((m) => m.id),
  ).toEqual([ids[0]]);
  expect(await unread(who)).toBe(3);
});

it('marks only its own messages read, by id or all, and pushes the new count', async () => {
  const who = await moneyMember(app);
  const ids = await withMessages(who, 3);
  const other = await moneyMember(app);
  const othersIds = await withMessages(other, 2);
  const pushes = pushesOf(app, who.member.id);

  expect(expectValue(await markRead(who, { ids: [ids[0], ...othersIds] }), moneyEndpoints.markMessagesRead)).toEqual({ count: 2 });
  expect(pushes).toEqual([{ type: 'unread', payload: { count: 2 } }]);
  expect(await unread(other)).toBe(2);
  const list = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
  expect(list.map((m) => m.readAt === null)).toEqual([true, true, false]);

  expect(expectValue(await markRead(who, { all: true }), moneyEndpoints.markMessagesRead)).toEqual({ count: 0 });
  expect(await unread(who)).toBe(0);
  expect(await unread(other)).toBe(2);
  // Marking read again changes nothing, and keeps the first read time.
  const readAt = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list[2]?.readAt;
  expectValue(await markRead(who, { ids: [ids[0]] }), moneyEndpoints.markMessagesRead);
  expect(expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list[2]?.readAt).toBe(readAt);
});

it('refuses a read-marking without ids or all, visitors and trial accounts', async () => {
  const who = await moneyMember(app);
  expect(expectFailure(await markRead(who, {}), 400, 'bad-request')).toContain('all: true');
  expectFailure(await markRead(who, { ids: [] }), 400, 'bad-request');
  const trial = await moneyMember(app, { type: TRIAL_TYPE });
  for (const [method, path, body] of [
    ['GET', PATHS.messages.list, {}],
    ['POST', PATHS.messages.read, { all: true }],
    ['GET', PATHS.wallet.unreadCount, {}],
  ] as const) {
    expectFailure(await call(app, method, path, body), 401, 'unauthorized');
    expectFailure(await call(app, method, path, body, { token: trial.token }), 403, 'trial-account');
  }
});
