// The live channel at /wps/ws (docs/architecture.md §4 Real time): a page signs in with its session token in its first frame,
// then receives every push that money code publishes for its member on `fastify.liveEvents`, and the site-wide ones
// (manifest changes). Against abuse: a handshake from another site's page is refused, each IP may hold only a few
// sockets that have not signed in yet, a socket that does not sign in soon is closed, a member session (and an IP) may
// hold only so many signed-in sockets, and all of it is logged at warn.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import { PATHS } from '@mekong/contracts';
import { SOCKET_CLOSE_CODES, socketAuthSchema, type SocketPush } from '@mekong/contracts/socket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { liveSessionHashes, resolveSession } from '../../modules/accounts/sessions.repository';
import { ipKey } from '../../security/hash-admission';
import { ApiFailure } from '../../plugins/app/errors';
import { answerOnSocket } from '../../plugins/external/security-headers';
import { clientIp } from '../client-ip';

export interface LiveRouteOptions {
  /** How long a new socket may take to send its auth frame. */
  authTimeoutMs?: number;
  /** Ping period; a socket that has not answered the previous ping by the next one is dropped, and a socket whose
   * session ended (expiry; or a logout, password change or break whose signal was lost) is closed with 4403. A
   * session ended by a call is closed at once, on that call's `liveEvents.sessionsEnded`. */
  heartbeatMs?: number;
  /** Sockets of one IP (an IPv6 /64) that may be open without having signed in yet; the next handshake gets 429. */
  maxUnauthenticatedPerIp?: number;
  /** Signed-in sockets of one member session; the next sign-in is closed with 4429. */
  maxSignedInPerSession?: number;
  /** Signed-in sockets of one IP (an IPv6 /64), whatever their sessions; the next sign-in is closed with 4429. */
  maxSignedInPerIp?: number;
}

/** A page sends its auth frame as soon as the socket opens: a few seconds cover a slow mobile link. */
export const AUTH_TIMEOUT_MS = 5_000;
/** Signing in takes one round trip, so even many visitors behind one carrier-grade NAT rarely hold more at once. */
export const MAX_UNAUTHENTICATED_PER_IP = 20;
/** A member with several tabs of the site open holds one socket each: ten covers real use. Without it one token (a
 * free-play account's costs nothing) could sign in any number of sockets. */
export const MAX_SIGNED_IN_PER_SESSION = 10;
/** Many members behind one carrier-grade NAT share an address, so this is generous; it bounds what many free-play
 * sessions of one address can hold together. */
export const MAX_SIGNED_IN_PER_IP = 500;
export const HEARTBEAT_MS = 30_000;
/** The only frame a client sends is the auth frame: a token is far below this. */
const MAX_FRAME_BYTES = 4096;
/** ws's code for a server-side failure (the session lookup failed, not the token). */
const INTERNAL_ERROR = 1011;

/**
 * Whether a handshake's Origin is this site: its host (behind TRUST_PROXY, the one the visitor asked for) must be
 * the request's own. nginx's `Host $host` drops the port, so a host without one is matched by name alone. Browsers
 * always send Origin on a WebSocket handshake, so a missing one is not a page of another site (cross-site socket
 * hijacking needs a browser); such a client (a native app, a script) still has to sign in with a live token to hear
 * anything, and counts against its IP's unauthenticated sockets like any other.
 */
export function isOwnOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    const own = new URL(`http://${host}`);
    const sameHost = own.port ? url.host === own.host : url.hostname === own.hostname;
    return (url.protocol === 'https:' || url.protocol === 'http:') && sameHost;
  } catch {
    // 'null' (a sandboxed frame, a file page) and anything unparsable.
    return false;
  }
}

/** ws's errors for what a client sent (a frame over the limit, a bad frame); anything else is ours. */
const isClientFault = (error: unknown): boolean => error instanceof Error && /^WS_ERR_/.test((error as NodeJS.ErrnoException).code ?? '');

/**
 * Places per key (an IP's sockets not signed in yet, a session's or an IP's signed-in ones), in this node's memory
 * like the sockets they count. A place is taken at once or refused, so a burst cannot overshoot.
 */
class Places {
  private readonly held = new Map<string, number>();
  constructor(private readonly max: number) {}

  /** Takes a place of `key`: its release (safe to call twice), or null when all are taken. */
  take(key: string): (() => void) | null {
    const held = this.held.get(key) ?? 0;
    if (held >= this.max) return null;
    this.held.set(key, held + 1);
    let holding = true;
    return () => {
      if (!holding) return;
      holding = false;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }

  count(key: string): number {
    return this.held.get(key) ?? 0;
  }
}

function parseAuthFrame(data: RawData): string | null {
  try {
    const parsed = socketAuthSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

export default async function liveRoutes(fastify: FastifyInstance, opts: LiveRouteOptions) {
  const authTimeoutMs = opts.authTimeoutMs ?? AUTH_TIMEOUT_MS;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const unauthenticated = new Places(opts.maxUnauthenticatedPerIp ?? MAX_UNAUTHENTICATED_PER_IP);
  const signedInPerSession = new Places(opts.maxSignedInPerSession ?? MAX_SIGNED_IN_PER_SESSION);
  const signedInPerIp = new Places(opts.maxSignedInPerIp ?? MAX_SIGNED_IN_PER_IP);
  await fastify.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // A frame over the limit or a broken frame is the client's doing: a warning, not an error of ours.
    errorHandler: (error, socket, request) => {
      if (isClientFault(error)) request.log.warn({ err: error, ip: clientIp(request) }, 'live socket: refused a frame from the client');
      else request.log.error({ err: error }, 'live socket: handler failed');
      socket.terminate();
    },
  });

  // A handshake ws itself refuses (a bad Sec-WebSocket-Key or -Version, a bad extension offer) is answered with the
  // failure envelope and the security headers, as every other answer, instead of ws's bare text; logged at warn.
  fastify.websocketServer.on('wsClientError', (error: Error, socket: Socket, request: IncomingMessage) => {
    fastify.log.warn({ reason: error.message, ip: request.socket.remoteAddress }, 'live socket: refused a malformed handshake');
    const versionHeader: Record<string, string> = /Version/.test(error.message) ? { 'sec-websocket-version': '13, 8' } : {};
    answerOnSocket(socket, 400, 'bad-request', error.message, versionHeader);
  });

  // Sockets not signed in yet, per IP. A handshake takes its place before the upgrade; the place is given back once
  // the socket signs in or its connection closes (also a handshake that never became a socket).
  const releases = new WeakMap<IncomingMessage, () => void>();
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.ws) return;
    const ip = clientIp(request);
    if (!isOwnOrigin(request.headers.origin, request.host)) {
      request.log.warn({ origin: request.headers.origin, host: request.host, ip }, 'live socket: refused a handshake from another origin');
      throw new ApiFailure(403, 'forbidden', 'This socket is for pages of this site only');
    }
    const key = ipKey(ip);
    const release = unauthenticated.take(key);
    if (!release) {
      request.log.warn(
        { ip, held: unauthenticated.count(key) },
        'live socket: refused a handshake, too many sockets of this IP have not signed in',
      );
      void reply.header('retry-after', String(Math.ceil(authTimeoutMs / 1000)));
      throw new ApiFailure(429, 'too-many-requests', 'Too many connections, please try again in a moment');
    }
    request.raw.socket.once('close', release);
    releases.set(request.raw, release);
  }

  // One timer for every socket of this node rather than one per socket. A socket whose pong has not come back
  // since the last round is gone (a sleeping laptop, a dropped mobile link) and is terminated without a close frame.
  const answeredPing = new Map<WebSocket, boolean>();
  // The session of each signed-in socket, checked in one query per round.
  const sessionOf = new Map<WebSocket, string>();
  // The member of each signed-in socket, for the checks of one member's sockets when its sessions end.
  const memberOf = new Map<WebSocket, string>();
  async function closeEndedSessions(sockets: readonly WebSocket[] = [...sessionOf.keys()]): Promise<void> {
    const hashes = sockets.flatMap((socket) => sessionOf.get(socket) ?? []);
    const live = await liveSessionHashes(fastify.db, [...new Set(hashes)], fastify.accounts.sessionPolicy);
    for (const socket of sockets) {
      const tokenHash = sessionOf.get(socket);
      if (tokenHash !== undefined && !live.has(tokenHash)) socket.close(SOCKET_CLOSE_CODES.sessionEnded);
    }
  }
  const heartbeat = setInterval(() => {
    for (const [socket, alive] of answeredPing) {
      if (!alive) {
        socket.terminate();
        continue;
      }
      answeredPing.set(socket, false);
      socket.ping();
    }
    closeEndedSessions().catch((error: unknown) => fastify.log.error({ err: error }, 'live socket: session check failed'));
  }, heartbeatMs);
  heartbeat.unref();

  // Site-wide pushes go to every signed-in socket of this node. Every node watches the manifest, so with several
  // nodes the same change arrives once from each: a page is told of each manifest version once.
  let lastManifestVersion: string | null = null;
  const stopBroadcasts = fastify.liveEvents.subscribeBroadcasts((push) => {
    if (push.type === 'manifest') {
      if (push.payload.version === lastManifestVersion) return;
      lastManifestVersion = push.payload.version;
    }
    const frame = JSON.stringify(push);
    for (const socket of sessionOf.keys()) socket.send(frame);
  });
  // Sessions of a member ended (a logout, a password change, a sign-out, a break): its sockets here are checked now,
  // so a page whose session ended is closed at once rather than at the heartbeat's next round.
  const stopSessionEnds = fastify.liveEvents.subscribeSessionEnds((memberId) => {
    const sockets = [...memberOf].filter(([, member]) => member === memberId).map(([socket]) => socket);
    if (sockets.length === 0) return;
    closeEndedSessions(sockets).catch((error: unknown) => fastify.log.error({ err: error }, 'live socket: session check failed'));
  });
  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopBroadcasts();
    stopSessionEnds();
  });

  fastify.get(PATHS.socket, { websocket: true, onRequest: admit }, (socket, request) => {
    let state: 'waiting' | 'checking' | 'ready' = 'waiting';
    let unsubscribe: (() => void) | null = null;
    // The signed-in places this socket holds, given back when it closes.
    let leave: (() => void) | null = null;
    const refuse = (code: number) => socket.close(code);
    const authTimer = setTimeout(() => {
      request.log.warn({ ip: clientIp(request) }, 'live socket: closed, no auth frame in time');
      refuse(SOCKET_CLOSE_CODES.unauthorized);
    }, authTimeoutMs);

    answeredPing.set(socket, true);
    socket.on('pong', () => answeredPing.set(socket, true));
    socket.on('close', () => {
      clearTimeout(authTimer);
      answeredPing.delete(socket);
      sessionOf.delete(socket);
      memberOf.delete(socket);
      unsubscribe?.();
      unsubscribe = null;
      leave?.();
      leave = null;
    });

    // Attached before any await, so no frame is lost (the plugin's advice); frames after the first are ignored.
    socket.on('message', (data) => {
      if (state !== 'waiting') return;
      const token = parseAuthFrame(data);
      if (!token) return refuse(SOCKET_CLOSE_CODES.unauthorized);
      state = 'checking';
      resolveSession(fastify.db, token, fastify.accounts.sessionPolicy).then(
        (session) => {
          clearTimeout(authTimer);
          if (socket.readyState !== socket.OPEN) return;
          if (!session) return refuse(SOCKET_CLOSE_CODES.unauthorized);
          if (session.passwordChangeOwed) return refuse(SOCKET_CLOSE_CODES.passwordChangeRequired);
          // Taken here, in one synchronous step after the lookup, so sign-ins racing each other cannot overshoot.
          const ip = clientIp(request);
          const sessionPlace = signedInPerSession.take(session.tokenHash);
          const ipPlace = sessionPlace && signedInPerIp.take(ipKey(ip));
          if (!sessionPlace || !ipPlace) {
            sessionPlace?.();
            request.log.warn(
              { ip, member: session.member.id, perIp: !!sessionPlace },
              'live socket: refused a sign-in, too many signed-in sockets of this session or IP',
            );
            return refuse(SOCKET_CLOSE_CODES.tooManySockets);
          }
          leave = () => {
            sessionPlace();
            ipPlace();
          };
          state = 'ready';
          releases.get(request.raw)?.();
          sessionOf.set(socket, session.tokenHash);
          const memberId = session.member.id;
          memberOf.set(socket, memberId);
          // Trial accounts are let in: nothing is ever published for them, so they simply hear nothing.
          unsubscribe = fastify.liveEvents.subscribe(memberId, (push: SocketPush) => socket.send(JSON.stringify(push)));
          const ready: SocketPush = { type: 'ready', payload: { memberId } };
          socket.send(JSON.stringify(ready));
        },
        (error: unknown) => {
          clearTimeout(authTimer);
          fastify.log.error({ err: error }, 'live socket: session lookup failed');
          refuse(INTERNAL_ERROR);
        },
      );
    });
  });
}
