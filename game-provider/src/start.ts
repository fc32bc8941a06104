// Starts the provider as its own process (`pnpm --filter @mekong/game-provider start`): reads its environment, opens
// and migrates its own database, reaches the wallet at API_URL over HTTP with its signed client, listens, and closes
// cleanly on SIGINT/SIGTERM. A wrong environment is printed, one line per problem, and the process exits 1.
import { mkdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { SeamlessClient, httpTransport } from '@mekong/contracts/server';
import { ProviderConfigError, loadProviderConfig } from './config';
import { openProviderDatabase, postgresSchemaOf } from './db/database';
import { migrateProvider } from './db/migrate';
import { createProviderServer } from './http/server';
import { createInHouseProvider } from './provider';

async function main(): Promise<void> {
  const config = loadProviderConfig();
  if (config.database.dialect === 'sqlite') mkdirSync(path.dirname(config.database.file), { recursive: true });
  // The server is made after the database; a connection lost before it exists is retried without a word.
  const serverLog: { current?: FastifyBaseLogger } = {};
  const db = openProviderDatabase(config.database, (error) =>
    serverLog.current?.warn({ err: error }, 'an idle database connection broke; the pool opens a new one'),
  );
  await migrateProvider(db, { schema: config.database.dialect === 'postgres' ? postgresSchemaOf(config.database) : undefined });
  const wallet = new SeamlessClient({ provider: config.providerCode, secret: config.secret, transport: httpTransport(config.apiUrl) });
  const provider = createInHouseProvider({ db, wallet, publicUrl: config.publicUrl, tableBetSeconds: config.tableBetSeconds });
  const server = await createProviderServer({
    provider,
    providerCode: config.providerCode,
    secret: config.secret,
    siteOrigin: config.siteOrigin,
    logger: { level: config.logLevel },
  });
  serverLog.current = server.log;
  server.addHook('onClose', () => db.destroy());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.log.info(`${signal} received, closing`);
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await server.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ProviderConfigError ? error.message : error);
  process.exit(1);
});
