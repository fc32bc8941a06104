// The chat room's calls against a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL): the rooms and their
// member counts, who may send (real members; trial accounts and visitors only read), the clean-up of a message, the
// per-member rate limit under a burst, the day the messages are kept, history on joining, and a real WebSocket client
// hearing another member's message live.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { CHAT_FAILURES, CHAT_LIMITS, chatEndpoints, socketPushSchema, type ChatMessage, type SocketPush } from '@mekong/contracts/socket';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, makeMember } from '../../test-support/accounts';
import { createSession } from '../../modules/accounts/sessions.repository';
import { purgeChat } from '../../modules/chat/chat.repository';
import { runChatPurgeJob } from '../../jobs/chat-purge';
import type { FastifyInstance } from 'fastify';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

// Each test uses rooms and members of its own where counts matter; rooms are the migration's four.
interface Caller {
  id: string;
  account: string;
  token: string;
}

async function signedIn(type?: number): Promise<Caller> {
  const member = await makeMember(app, type === undefined ? {} : { type });
  const token = await createSession(app.db, member.id, '127.0.0.1', app.accounts.sessionPolicy);
  return { id: member.id, account: member.account, token };
}

const rooms = async (language = 'EN') =>
  expectValue(await call(app, 'GET', PATHS.games.roomList, { language }), chatEndpoints.roomList).list;
const countOf = async (roomId: string) => (await rooms()).find((room) => room.roomId === roomId)?.memberCount;
/** A tab's presence id: each caller joins from its first tab unless a test says which. */
const tab = (who: Caller, n = 1) => `tab${n}-presence-${who.id}`;
const join = (who: Caller, roomId: string, presenceId = tab(who)) =>
  call(app, 'POST', chatEndpoints.join.path, { roomId, presenceId, language: 'EN' }, { token: who.token });
const leave = (who: Caller, roomId: string, presenceId = tab(who)) =>
  call(app, 'POST', chatEndpoints.leave.path, { roomId, presenceId }, { token: who.token });
const send = (who: Caller | null, roomId: string, text: string) =>
  call(app, 'POST', chatEndpoints.send.path, { roomId, text }, who ? { token: who.token } : {});
const history = async (roomId: string, who?: Caller) =>
  expectValue(await call(app, 'GET', chatEndpoints.messages.path, { roomId }, who ? { token: who.token } : {}), chatEndpoints.messages)
    .list;
const storedCount = async (memberId: string) =>
  Number(
    (
      await app.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('memberId', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GLS2_roomList', () => {
  it('lists the open rooms in the asked language, its own general room first, each with its member count', async () => {
    expect((await rooms('EN')).map((room) => [room.roomId, room.name])).toEqual([
      ['general-en', 'General (English)'],
      ['general-lo', 'General (Lao)'],
      ['general-cn', 'General (Chinese)'],
      ['lottery', 'Lottery talk'],
    ]);
    expect((await rooms('LO'))[0]).toMatchObject({ roomId: 'general-lo', name: 'ຫ້ອງລົມທົ່ວໄປ (ລາວ)', language: 'LO' });
    expect((await rooms('CN')).find((room) => room.roomId === 'lottery')).toMatchObject({ name: '彩票讨论', language: null });

    const before = (await countOf('general-cn')) ?? 0;
    const [a, trial] = [await signedIn(), await signedIn(TRIAL_TYPE)];
    expectValue(await join(a, 'general-cn'), chatEndpoints.join);
    // Joining twice is one presence; a trial account is in the room too (it reads it).
    const joined = expectValue(await join(a, 'general-cn'), chatEndpoints.join);
    expect(joined.room).toMatchObject({ roomId: 'general-cn', name: 'General (Chinese)', memberCount: before + 1 });
    expectValue(await join(trial, 'general-cn'), chatEndpoints.join);
    expect(await countOf('general-cn')).toBe(before + 2);

    expectValue(await leave(a, 'general-cn'), chatEndpoints.leave);
    expect(await countOf('general-cn')).toBe(before + 1);
  });

  it('counts a member in a room from several tabs once, and keeps it there until its last tab leaves', async () => {
    const a = await signedIn();
    const before = (await countOf('general-lo')) ?? 0;
    expectValue(await join(a, 'general-lo', tab(a, 1)), chatEndpoints.join);
    expect(expectValue(await join(a, 'general-lo', tab(a, 2)), chatEndpoints.join).room.memberCount).toBe(before + 1);
    expectValue(await leave(a, 'general-lo', tab(a, 1)), chatEndpoints.leave);
    expect(await countOf('general-lo')).toBe(before + 1);
    // Leaving a tab that is not there, or another member's, changes nothing.
    const b = await signedIn();
    expectValue(await leave(b, 'general-lo', tab(a, 2)), chatEndpoints.leave);
    expect(await countOf('general-lo')).toBe(before + 1);
    expectValue(await leave(a, 'general-lo', tab(a, 2)), chatEndpoints.leave);
    expect(await countOf('general-lo')).toBe(before);
  });

  it("keeps at most the member's newest presences in a room, however many tab ids it makes up", async () => {
    const a = await signedIn();
    const extra = 5;
    await Promise.all(Array.from({ length: CHAT_LIMITS.presencesPerMember + extra }, (_, n) => join(a, 'general-en', tab(a, n + 1))));
    const rows = await app.db.selectFrom('chat_room_members').select('presenceId').where('memberId', '=', a.id).execute();
    expect(rows).toHaveLength(CHAT_LIMITS.presencesPerMember);
  });

  it('refuses a presence id that is not one (bad-request), changing nothing', async () => {
    const a = await signedIn();
    for (const presenceId of ['', 'short', 'x'.repeat(65), 'has space in it 12345', "quote'--0123456789"])
      expectFailure(await join(a, 'general-en', presenceId), 400, 'bad-request');
    expect(await app.db.selectFrom('chat_room_members').select('presenceId').where('memberId', '=', a.id).execute()).toEqual([]);
  });

  it('refuses an unknown or closed room with chat-room-not-found, and a visitor joining with unauthorized', async () => {
    const a = await signedIn();
    expectFailure(await join(a, 'no-such-room'), 404, CHAT_FAILURES.roomNotFound);
    expectFailure(await call(app, 'GET', chatEndpoints.messages.path, { roomId: 'no-such-room' }), 404, CHAT_FAILURES.roomNotFound);
    await app.db.updateTable('chat_rooms').set({ enabled: 0 }).where('id', '=', 'general-cn').execute();
    try {
      expectFailure(await send(a, 'general-cn', 'hello'), 404, CHAT_FAILURES.roomNotFound);
      expect((await rooms()).map((room) => room.roomId)).not.toContain('general-cn');
    } finally {
      await app.db.updateTable('chat_rooms').set({ enabled: 1 }).where('id', '=', 'general-cn').execute();
    }
    expectFailure(await call(app, 'POST', chatEndpoints.join.path, { roomId: 'lottery' }), 401, 'unauthorized');
  });
});

describe('sending', () => {
  it('takes a real member\'s message and shows it in the history, masked author, "mine" only for its author', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const before = (await countOf('lottery')) ?? 0;
    const sent = expectValue(await send(a, 'lottery', 'Who plays the north draw tonight?'), chatEndpoints.send);
    expect(sent).toMatchObject({ roomId: 'lottery', text: 'Who plays the north draw tonight?', mine: true });
    // Sending does not put the member in the room: only joining does.
    expect(await countOf('lottery')).toBe(before);
    expect(sent.author).toBe(`${a.account.slice(0, 2)}***${a.account.slice(-1)}`);
    expect((await history('lottery', a)).find((m) => m.id === sent.id)).toMatchObject({ mine: true });
    expect((await history('lottery', b)).find((m) => m.id === sent.id)).toMatchObject({ mine: false });
    // A visitor reads the room too.
    expect((await history('lottery')).find((m) => m.id === sent.id)).toMatchObject({ text: sent.text, mine: false });
  });

  it('refuses a visitor (unauthorized) and a trial account (trial-account), storing nothing', async () => {
    const trial = await signedIn(TRIAL_TYPE);
    expectFailure(await send(null, 'lottery', 'hello'), 401, 'unauthorized');
    expectFailure(await send(trial, 'lottery', 'hello'), 403, 'trial-account');
    expect(await storedCount(trial.id)).toBe(0);
  });

  it('keeps plain text: markup stays text, control and invisible characters go, lines and spaces fold into one line', async () => {
    const a = await signedIn();
    const typed = '  <img src=x onerror=alert(1)>\u202E\u200B  hi\r\n\tthere \u001b[2J!  ';
    const sent = expectValue(await send(a, 'general-en', typed), chatEndpoints.send);
    expect(sent.text).toBe('<img src=x onerror=alert(1)> hi there [2J!');
    expect((await history('general-en')).find((m) => m.id === sent.id)?.text).toBe(sent.text);
  });

  it('refuses an empty message and one over the limit (counted in characters, Lao as Lao) with codes of their own', async () => {
    const a = await signedIn();
    expectFailure(await send(a, 'general-lo', ' \u200B\u202E\n '), 400, CHAT_FAILURES.emptyMessage);
    expectFailure(await send(a, 'general-lo', 'ສ'.repeat(CHAT_LIMITS.messageMax + 1)), 400, CHAT_FAILURES.tooLong);
    expect(await storedCount(a.id)).toBe(0);
    // Exactly the limit is fine: 200 Lao letters are 200 characters, whatever their bytes.
    expectValue(await send(a, 'general-lo', 'ສ'.repeat(CHAT_LIMITS.messageMax)), chatEndpoints.send);
    expectFailure(await send(a, 'general-lo', 'x'.repeat(CHAT_LIMITS.messageMax * 8 + 1)), 400, 'bad-request');
  });

  it("lets a burst of one member through only up to the window's limit, the rest refused with the wait; others unaffected", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const burst = CHAT_LIMITS.messagesPerWindow + 7;
    const answers = await Promise.all(Array.from({ length: burst }, (_, i) => send(a, 'general-en', `burst ${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_LIMITS.messagesPerWindow);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(burst - CHAT_LIMITS.messagesPerWindow);
    for (const answer of refused) {
      const body = answer.json<{ code: string; value: { retryAfterSeconds: number } }>();
      expect({ status: answer.statusCode, code: body.code }).toEqual({ status: 429, code: CHAT_FAILURES.tooFast });
      expect(body.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(CHAT_LIMITS.windowSeconds);
    }
    expect(await storedCount(a.id)).toBe(CHAT_LIMITS.messagesPerWindow);
    expectValue(await send(b, 'general-en', 'my own window'), chatEndpoints.send);
  });
});

describe('keeping', () => {
  const insertMessage = (memberId: string, roomId: string, body: string, createdAt: Date) =>
    app.db
      .insertInto('chat_messages')
      .values({ id: `${roomId}-${body}`, roomId, memberId, body, createdAt: createdAt.toISOString() })
      .execute();

  it('answers only the last day, and the purge deletes older messages and stale presences', async () => {
    const a = await signedIn();
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await insertMessage(a.id, 'general-cn', 'yesterday', hoursAgo(CHAT_LIMITS.keepHours + 1));
    await insertMessage(a.id, 'general-cn', 'this-morning', hoursAgo(CHAT_LIMITS.keepHours - 1));
    const texts = (await history('general-cn')).map((m) => m.text);
    expect(texts).toContain('this-morning');
    expect(texts).not.toContain('yesterday');

    const stale = await signedIn();
    await app.db
      .insertInto('chat_room_members')
      .values({
        roomId: 'general-cn',
        memberId: stale.id,
        presenceId: tab(stale),
        seenAt: new Date(now.getTime() - (CHAT_LIMITS.presenceSeconds + 5) * 1000).toISOString(),
      })
      .execute();
    const counted = await countOf('general-cn');
    // Not counted though still stored, then gone after the purge (by the job, under its lease).
    expect(await runChatPurgeJob(app.db, 'test-holder', 60_000, now)).toEqual({ messages: 1, presences: 1 });
    expect(await runChatPurgeJob(app.db, 'another-node', 60_000, now)).toBeNull();
    expect(await countOf('general-cn')).toBe(counted);
    const ids = (await app.db.selectFrom('chat_messages').select('id').where('memberId', '=', a.id).execute()).map((row) => row.id);
    expect(ids).toEqual(['general-cn-this-morning']);
    expect(await purgeChat(app.db, now)).toEqual({ messages: 0, presences: 0 });
  });

  it("gives a joining member the room's newest messages, oldest first", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    // A room of this test's own, so no other test's message is among the newest.
    await app.db
      .insertInto('chat_rooms')
      .values({ id: 'history', language: null, sortOrder: 9, nameLo: 'ປະຫວັດ', nameEn: 'History', nameCn: '历史', enabled: 1 })
      .execute();
    const start = Date.now() - 60_000;
    for (let i = 0; i < CHAT_LIMITS.historySize + 5; i++)
      await insertMessage(a.id, 'history', `n${String(i).padStart(3, '0')}`, new Date(start + i * 100));
    const { list } = expectValue(await join(b, 'history'), chatEndpoints.join);
    const texts = list.map((m) => m.text);
    expect(texts).toHaveLength(CHAT_LIMITS.historySize);
    expect(texts[0]).toBe('n005');
    expect(texts.at(-1)).toBe(`n${String(CHAT_LIMITS.historySize + 4).padStart(3, '0')}`);
  });
});

describe('live over the socket', () => {
  interface LiveClient {
    socket: WebSocket;
    /** The next push of `type`, skipping others. */
    next(type: SocketPush['type']): Promise<SocketPush>;
  }

  async function liveClient(url: string, token: string): Promise<LiveClient> {
    const socket = new WebSocket(url);
    const frames: SocketPush[] = [];
    const waiting: (() => void)[] = [];
    socket.on('message', (data) => {
      frames.push(socketPushSchema.parse(JSON.parse(data.toString())));
      waiting.splice(0).forEach((wake) => wake());
    });
    const next = async (type: SocketPush['type']): Promise<SocketPush> => {
      for (;;) {
        const at = frames.findIndex((push) => push.type === type);
        if (at >= 0) return frames.splice(at, 1)[0]!;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    };
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
    await next('ready');
    return { socket, next };
  }

  it("brings a member's message to the others in the room, each told whose it is, and to nobody outside it", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATHS.socket}`;
    const [a, b, outside] = [await signedIn(), await signedIn(), await signedIn()];
    const clients = [await liveClient(url, a.token), await liveClient(url, b.token), await liveClient(url, outside.token)];
    try {
      const [toA, toB, toOutside] = clients as [LiveClient, LiveClient, LiveClient];
      expectValue(await join(a, 'lottery'), chatEndpoints.join);
      expectValue(await join(b, 'lottery'), chatEndpoints.join);
      expectValue(await join(outside, 'general-cn'), chatEndpoints.join);

      const sent = expectValue(await send(a, 'lottery', 'Good luck everyone'), chatEndpoints.send);
      const heardByB = (await toB.next('chat')).payload as ChatMessage;
      expect(heardByB).toEqual({ ...sent, mine: false });
      expect((await toA.next('chat')).payload).toEqual(sent);

      // b also had the room open in a second tab and closed it: its first tab goes on hearing the room.
      expectValue(await join(b, 'lottery', tab(b, 2)), chatEndpoints.join);
      expectValue(await leave(b, 'lottery', tab(b, 2)), chatEndpoints.leave);
      const after = expectValue(await send(a, 'lottery', 'Still here?'), chatEndpoints.send);
      expect((await toB.next('chat')).payload).toEqual({ ...after, mine: false });

      // The member outside hears the next message of its own room first: the lottery ones never came.
      const own = expectValue(await send(outside, 'general-cn', 'hello from general'), chatEndpoints.send);
      expect((await toOutside.next('chat')).payload).toEqual(own);
    } finally {
      for (const client of clients) client.socket.terminate();
    }
  });
});
