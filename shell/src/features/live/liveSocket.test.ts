// The live socket on its own: address, sign-in frame, the pushes it passes on, reconnects and closing.
import '../../test-support/jsdomPolyfills';
import { SOCKET_CLOSE_CODES, type SocketPush } from '@mekong/contracts/socket';
import { FakeWebSocket } from '../../test-support/fakeWebSocket';
import { liveSocketUrl, openLiveSocket, parsePush } from './liveSocket';

const ready: SocketPush = { type: 'ready', payload: { memberId: '1' } };
const balance: SocketPush = { type: 'balance', payload: { balance: 123456, currencySymbol: '₭' } };

beforeEach(() => {
  FakeWebSocket.reset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function open() {
  const pushes: SocketPush[] = [];
  const live = openLiveSocket({ url: 'ws://site.test/wps/ws', token: 'secret', onPush: (push) => pushes.push(push) });
  return { live, pushes };
}

describe('live socket', () => {
  it('lives at /wps/ws on the page host, over wss on https pages', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'mekong.test' })).toBe('wss://mekong.test/wps/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/wps/ws');
  });

  it('signs in with the token as its first frame', () => {
    open();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://site.test/wps/ws');
    socket.accept();
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([{ type: 'auth', token: 'secret' }]);
  });

  it('passes on the pushes of the contract and ignores every other frame', () => {
    const { pushes } = open();
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push(ready);
    socket.push('not json');
    socket.push({ type: 'balance', payload: { balance: 1.5, currencySymbol: '₭' } });
    socket.push({ type: 'contract-offer', payload: {} });
    socket.push(balance);
    expect(pushes).toEqual([ready, balance]);
    expect(parsePush(new ArrayBuffer(2))).toBeNull();
  });

  it('reconnects after 1 s, doubling to at most 30 s, and starts again at 1 s once signed in', () => {
    open();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest().drop();
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        jest.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push(ready);
    socket.drop();
    jest.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest()).not.toBe(socket);
  });

  it('closes for good when closed by the page', () => {
    const { live } = open();
    const socket = FakeWebSocket.latest();
    socket.accept();
    live.close();
    expect(socket.closedByPage).toBe(1000);
    socket.drop(1000);
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not come back when the server says the session ended', () => {
    open();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop(SOCKET_CLOSE_CODES.sessionEnded);
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('waits the longest delay, every time, when the session already holds as many sockets as it may (many tabs)', () => {
    open();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest().accept();
      FakeWebSocket.latest().drop(SOCKET_CLOSE_CODES.tooManySockets);
      jest.advanceTimersByTime(29_999);
      expect(FakeWebSocket.instances).toHaveLength(before);
      jest.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }
    // Once a place frees up and it signs in, an ordinary drop retries after 1 s again.
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push(ready);
    socket.drop();
    jest.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest()).not.toBe(socket);
  });

  it('stops a pending reconnect when closed', () => {
    const { live } = open();
    FakeWebSocket.latest().drop();
    live.close();
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
