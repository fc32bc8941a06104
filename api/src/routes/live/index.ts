// The live channel at /wps/ws (DESIGN.md §4 Real time): a page signs in with its session token in its first frame,
// then receives every push that money code publishes for its member on `fastify.liveEvents`, and the site-wide ones
// (manifest changes).
import websocket from '@fastify/websocket';
import { PATHS, SOCKET_CLOSE_CODES, socketAuthSchema, type SocketPush } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { liveSessionHashes, resolveSession } from '../../modules/accounts/sessions.repository';

export interface LiveRouteOptions {
  /** How long a new socket may take to send its auth frame. */
  authTimeoutMs?: number;
  /** Ping period; a socket that has not answered the previous ping by the next one is dropped, and a socket whose
   * session ended (logout, expiry, a password change elsewhere) is closed with 4403. */
  heartbeatMs?: number;
}

export const AUTH_TIMEOUT_MS = 10_000;
export const HEARTBEAT_MS = 30_000;
/** The only frame a client sends is the auth frame: a token is far below this. */
const MAX_FRAME_BYTES = 4096;
/** ws's code for a server-side failure (the session lookup failed, not the token). */
const INTERNAL_ERROR = 1011;

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
  await fastify.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  // One timer for every socket of this node rather than one per socket. A socket whose pong has not come back
  // since the last round is gone (a sleeping laptop, a dropped mobile link) and is terminated without a close frame.
  const answeredPing = new Map<WebSocket, boolean>();
  // The session of each signed-in socket, checked in one query per round.
  const sessionOf = new Map<WebSocket, string>();
  async function closeEndedSessions(): Promise<void> {
    const live = await liveSessionHashes(fastify.db, [...new Set(sessionOf.values())], fastify.accounts.sessionPolicy);
    for (const [socket, tokenHash] of sessionOf) if (!live.has(tokenHash)) socket.close(SOCKET_CLOSE_CODES.sessionEnded);
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
  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopBroadcasts();
  });

  fastify.get(PATHS.socket, { websocket: true }, (socket) => {
    let state: 'waiting' | 'checking' | 'ready' = 'waiting';
    let unsubscribe: (() => void) | null = null;
    const refuse = (code: number) => socket.close(code);
    const authTimer = setTimeout(() => refuse(SOCKET_CLOSE_CODES.unauthorized), authTimeoutMs);

    answeredPing.set(socket, true);
    socket.on('pong', () => answeredPing.set(socket, true));
    socket.on('close', () => {
      clearTimeout(authTimer);
      answeredPing.delete(socket);
      sessionOf.delete(socket);
      unsubscribe?.();
      unsubscribe = null;
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
          state = 'ready';
          sessionOf.set(socket, session.tokenHash);
          const memberId = session.member.id;
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
