// The ops channel: an ops command runs in its own process on the server's database, so the server learns of what it
// moved only if told. After committing, the command posts the movement's notices (whose wallet changed, which
// messages were written) to the running server, which reads them back from the database and pushes them to the
// members' open pages. The call carries a shared secret: MEKONG_OPS_SECRET, or one the server makes when it starts
// listening and writes, with its address, to a file in the data folder that only this machine's user can read.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { failureEnvelopeSchema, ok, successEnvelopeSchema } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiFailure } from '../plugins/app/errors';
import { newSecret, safeEqualText } from '../security/tokens';
import { isEmptyNotices, liveNoticesSchema, publishNotices, type LiveNotices } from '../modules/cashier/live-notices';
import { ownAddress } from '../plugins/app/own-address';

export const OPS_NOTICES_PATH = '/wps/internal/ops/notices';
export const OPS_SECRET_HEADER = 'x-ops-secret';
const NOTIFY_TIMEOUT_MS = 5_000;

export interface OpsChannelSettings {
  /** MEKONG_OPS_SECRET; without it a listening server makes its own and announces it in `announceFile`. */
  secret: string | null;
  /** Where a listening server writes its address and secret for ops commands on the same machine. */
  announceFile: string | null;
  /** MEKONG_OPS_SERVER_URL: the server ops commands notify (with MEKONG_OPS_SECRET), instead of the announced one. */
  serverUrl: string | null;
}

const announcementSchema = z.object({ url: z.string(), secret: z.string() });
type Announcement = z.infer<typeof announcementSchema>;

/** The server side: the notices endpoint, and the announcement while the server listens. */
export async function opsChannelRoutes(app: FastifyInstance, settings: OpsChannelSettings) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  let secret = settings.secret;

  fastify.post(
    OPS_NOTICES_PATH,
    {
      schema: {
        hide: true,
        body: liveNoticesSchema,
        response: { 200: successEnvelopeSchema(z.null()), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema },
      },
      // Before the body is even validated: without the secret the endpoint says nothing.
      preValidation: async (request) => {
        const given = request.headers[OPS_SECRET_HEADER];
        if (!secret || typeof given !== 'string' || !safeEqualText(given, secret))
          throw new ApiFailure(401, 'unauthorized', 'This endpoint is for ops commands only');
      },
    },
    async (request) => {
      await publishNotices(fastify.db, fastify.liveEvents, request.body);
      return ok(null);
    },
  );

  const file = settings.announceFile;
  if (!file) return;
  let announced: string | null = null;
  fastify.addHook('onListen', async () => {
    const url = ownAddress(fastify);
    if (!url) return;
    secret ??= newSecret();
    announced = JSON.stringify({ url, secret } satisfies Announcement);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, announced, { mode: 0o600 });
  });
  fastify.addHook('onClose', async () => {
    // Another server may have announced itself since; its file stays.
    if (announced !== null && readAnnouncement(file) === announced) rmSync(file, { force: true });
  });
}

function readAnnouncement(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function findServer(settings: OpsChannelSettings): Announcement | null {
  if (settings.serverUrl && settings.secret) return { url: settings.serverUrl, secret: settings.secret };
  const text = settings.announceFile ? readAnnouncement(settings.announceFile) : null;
  if (!text) return null;
  try {
    return announcementSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

const NOT_LIVE = 'members see it on their next refresh';

/** The client side (an ops command): tells the running server, and says in one line whether it could. */
export async function notifyServer(settings: OpsChannelSettings, notices: LiveNotices): Promise<string> {
  if (isEmptyNotices(notices)) return '';
  const server = findServer(settings);
  if (!server)
    return `No running server found to push this live (set MEKONG_OPS_SERVER_URL and MEKONG_OPS_SECRET for a remote one): ${NOT_LIVE}.`;
  try {
    const response = await fetch(`${server.url}${OPS_NOTICES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: server.secret },
      body: JSON.stringify(notices),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    return response.ok
      ? `Pushed live to the member's open pages through ${server.url}.`
      : `The server at ${server.url} refused the live push (HTTP ${response.status}): ${NOT_LIVE}.`;
  } catch {
    return `The server at ${server.url} did not answer: ${NOT_LIVE}.`;
  }
}
