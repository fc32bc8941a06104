// The application as a Fastify plugin (external plugins, then app plugins, then routes), and buildApp, which
// makes a ready-to-listen instance of it for the server and the tests.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import type { DatabaseConfig } from './db/database';
import type { RecordsSettings } from './db/records-database';
import type { RedisSettings } from './config';
import database from './plugins/external/database';
import redis from './plugins/external/redis';
import swagger from './plugins/external/swagger';
import staticFiles from './plugins/external/static-files';
import compression from './plugins/external/compression';
import securityHeaders, { answerClientError, answerFrameworkError } from './plugins/external/security-headers';
import errors from './plugins/app/errors';
import { answerSerializerCompiler } from './plugins/app/answer-serializer';
import notFound from './plugins/app/not-found';
import systemRoutes from './routes/system';
import gameRoutes from './routes/games';
import lotteryRoutes from './routes/lottery';
import imageRoutes from './routes/images';
import siteRoutes from './routes/site';
import accountRoutes from './routes/accounts';
import seamlessRoutes from './routes/seamless';
import recordRoutes from './routes/records';
import liveRoutes, { type LiveRouteOptions } from './routes/live';
import cashierRoutes from './routes/cashier';
import walletRoutes from './routes/wallet';
import messageRoutes from './routes/messages';
import chatRoutes from './routes/chat';
import promotionRoutes from './routes/promotions';
import rewardRoutes from './routes/rewards';
import missionRoutes from './routes/missions';
import memberExtraRoutes from './routes/member-extras';
import playLimitRoutes from './routes/play-limits';
import playBreakRoutes from './routes/play-breaks';
import pointRoutes from './routes/points';
import contentRoutes from './routes/content';
import agentRoutes from './routes/agents';
import contractRoutes from './routes/contracts';
import settlementRoutes from './routes/agents/settlements';
import { opsChannelRoutes, type OpsChannelSettings } from './ops/channel';
import jobs, { type JobSettings } from './jobs';
import { cashierSettingsInForce, type CashierSettings } from './modules/cashier/settings';
import accounts, { type SecurityOptions } from './plugins/app/accounts';
import { seamlessProvidersInForce, type SeamlessProviders } from './modules/seamless/providers';
import demoData from './db/seed/demo';
import liveEvents from './plugins/app/live-events';
import gameProvider from './plugins/app/game-provider';

export interface AppOptions {
  database: DatabaseConfig;
  /** RECORDS_WORKERS, RECORDS_CONNECTIONS, RECORDS_QUEUE: where records and reports read (db/records-database.ts); its defaults when absent. */
  records?: RecordsSettings;
  /** Repository root: shell/dist and releases/ are served from here. */
  rootDir: string;
  security?: SecurityOptions;
  /** Game providers of the seamless wallet and their secrets; in demo mode the in-house provider's development secret when absent. */
  seamless?: SeamlessProviders;
  /** Deposit channels, the site's bank account, the withdrawal confirmation window; when absent, demo defaults in demo mode, no channel outside it. */
  cashier?: CashierSettings;
  /** GAME_PROVIDER_URL: the in-house game provider runs as its own process there; mounted in this one when absent. */
  gameProviderUrl?: string;
  /** LINE_DOMAINS: the mirror domains (origins) line detection probes; CSP connect-src allows them. None when absent. */
  lineDomains?: string[];
  /** MEKONG_DEMO: demo accounts and their history, the development seamless secret, the demo gateway. Off when absent. */
  demo?: boolean;
  /** How ops commands reach this server; without it they cannot push live. */
  ops?: OpsChannelSettings;
  /** Scheduled jobs, run once the server listens; none when absent (tests). */
  jobs?: JobSettings;
  /** REDIS_URL: rate limits and live pushes shared by the API nodes; in memory when absent. */
  redis?: RedisSettings | null;
  /** The clock of time-bound answers (lottery draws open at their draw time); tests pin it. */
  now?: () => Date;
  /** How often a listening node reads releases/remotes.json to announce changes (default 2 s). */
  manifestWatchMs?: number;
  /** The live socket's timers and bounds; tests shorten them. */
  live?: LiveRouteOptions;
}

export interface BuildAppOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Parse every answer with its zod schema as well as writing it compiled (answer-serializer.ts); on under NODE_ENV=test when absent. */
  checkAnswers?: boolean;
}

export async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  // Fail closed: the published secret and the demo gateway only when demo mode is asked for (these throw otherwise).
  const demo = opts.demo ?? false;
  const seamless = seamlessProvidersInForce(opts.seamless, demo);
  const cashier = cashierSettingsInForce(opts.cashier, demo);
  // First, so its headers reach every answer, errors and 404s included.
  const lineDomains = opts.lineDomains ?? [];
  await fastify.register(securityHeaders, { connectOrigins: lineDomains });
  // Before any route: it compresses the answers of the routes registered after it (files, pages, every call).
  await fastify.register(compression);
  await fastify.register(database, { database: opts.database, records: opts.records });
  await fastify.register(redis, { redis: opts.redis });
  await fastify.register(swagger);
  await fastify.register(staticFiles, { rootDir: opts.rootDir });

  await fastify.register(errors);
  await fastify.register(notFound, { rootDir: opts.rootDir });
  await fastify.register(accounts, opts.security ?? {});
  await fastify.register(liveEvents);

  await fastify.register(systemRoutes, { lineDomains });
  await fastify.register(gameRoutes);
  await fastify.register(lotteryRoutes, { now: opts.now });
  await fastify.register(imageRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(seamlessRoutes, { providers: seamless });
  await fastify.register(gameProvider, { database: opts.database, url: opts.gameProviderUrl });
  await fastify.register(recordRoutes);
  await fastify.register(agentRoutes);
  await fastify.register(contractRoutes);
  await fastify.register(settlementRoutes);
  await fastify.register(liveRoutes, opts.live ?? {});
  await fastify.register(cashierRoutes, { settings: cashier });
  await fastify.register(walletRoutes);
  await fastify.register(messageRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(promotionRoutes);
  await fastify.register(rewardRoutes);
  await fastify.register(missionRoutes);
  await fastify.register(pointRoutes);
  await fastify.register(memberExtraRoutes);
  await fastify.register(playLimitRoutes, { now: opts.now });
  await fastify.register(playBreakRoutes);
  await fastify.register(contentRoutes);
  if (opts.ops) await fastify.register(opsChannelRoutes, opts.ops);
  if (opts.jobs) await fastify.register(jobs, opts.jobs);
  await fastify.register(siteRoutes, { rootDir: opts.rootDir, manifestWatchMs: opts.manifestWatchMs });
  await fastify.register(demoData, { demo, cashier });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The database plugin migrates and seeds ~10,000 games on a first start: on a loaded 2-core machine that can take
  // longer than Fastify's 10 s plugin limit, which would abort a healthy start.
  // What the router refuses before any hook (a URL it cannot decode) and what Node's parser refuses before a request
  // exists (a URL too long) get the envelope and the security headers too.
  const fastify = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    pluginTimeout: 120_000,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // A 400 names the rule a field broke in zod's English (`Invalid input: expected string, …`). Classic zod loads that
  // locale with its first schema; the contracts' schemas are zod/mini, which loads none: so it is set here, explicitly.
  zodConfig(zodEnglish());
  fastify.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from their zod schemas; tests (NODE_ENV=test, as jest sets it) also
  // parse each with zod, so a wrong answer shape still fails there (plugins/app/answer-serializer.ts).
  fastify.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: options.checkAnswers ?? process.env.NODE_ENV === 'test' }));
  // fp keeps the app in the root context, so its error and not-found handlers cover every path. An app that refuses
  // to start (fail-closed checks) closes what it opened, such as the database.
  try {
    await fastify.register(fp(app), {
      database: options.database,
      records: options.records,
      rootDir: options.rootDir,
      security: options.security,
      seamless: options.seamless,
      gameProviderUrl: options.gameProviderUrl,
      cashier: options.cashier,
      demo: options.demo,
      ops: options.ops,
      jobs: options.jobs,
      now: options.now,
      redis: options.redis,
      manifestWatchMs: options.manifestWatchMs,
      live: options.live,
      lineDomains: options.lineDomains,
    });
  } catch (error) {
    await fastify.close();
    throw error;
  }
  return fastify;
}
