// The member's live socket (docs/architecture.md §4 Real time): connects to /wps/ws, signs in with the session token, hands
// each well-formed push to its listener, and reconnects with a doubling backoff until it is closed (at the longest
// wait at once when the server says the session has as many sockets as it may hold).
import { PATHS } from '@mekong/contracts';
import { SOCKET_CLOSE_CODES, socketPushSchema, type SocketAuth, type SocketPush } from '@mekong/contracts/socket';

export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The socket's address on the page's own host: wss on https pages, ws on http (dev servers proxy it to the API). */
export function liveSocketUrl({ protocol, host }: Pick<Location, 'protocol' | 'host'>): string {
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${PATHS.socket}`;
}

/** A frame as a push of the contract, or null for anything else (a newer server may send kinds this shell lacks). */
export function parsePush(data: unknown): SocketPush | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = socketPushSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LiveSocketOptions {
  url: string;
  token: string;
  onPush: (push: SocketPush) => void;
  /** The server ended the session (logout elsewhere, expiry, a break from play): the token will never sign in again. */
  onEnded?: () => void;
}

export interface LiveSocket {
  close(): void;
}

export function openLiveSocket({ url, token, onPush, onEnded }: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_FIRST_MS;
  let closed = false;

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token } satisfies SocketAuth));
    current.onmessage = (event: MessageEvent) => {
      const push = parsePush(event.data);
      if (!push) return;
      // Only a signed-in connection counts as recovered: a server that accepts and then refuses keeps backing off.
      if (push.type === 'ready') delay = RECONNECT_FIRST_MS;
      onPush(push);
    };
    // Every end but our own (server restart, lost network, a refused token) tries again later, except the server
    // saying the session has ended (that token will never sign in again) or owes a password change (the page opens
    // the socket anew once it is made). Too many sockets of the session (many tabs open): a place frees up only when
    // another tab closes, so this one waits the longest delay each time rather than knocking again within seconds.
    current.onclose = (event: CloseEvent) => {
      if (!closed && socket === current && event.code === SOCKET_CLOSE_CODES.sessionEnded) onEnded?.();
      if (
        closed ||
        socket !== current ||
        event.code === SOCKET_CLOSE_CODES.sessionEnded ||
        event.code === SOCKET_CLOSE_CODES.passwordChangeRequired
      )
        return;
      if (event.code === SOCKET_CLOSE_CODES.tooManySockets) delay = RECONNECT_MAX_MS;
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close(1000);
      socket = null;
    },
  };
}
