// The demo site's data, written from this one place and only in demo mode (MEKONG_DEMO=on): the demo accounts (their
// password is published), their money history and messages, demo_member's red envelope and wheel tickets, demo_agent's contracts and its offer to demo_subagent, the winner
// board of their wins, the missions and VIP levels a database seeded before them lacks and, once the server listens,
// demo_member's real-money rounds. Outside demo mode it refuses a database a demo run seeded.
import fp from 'fastify-plugin';
import type { Db } from '../database';
import { ConfigError } from '../../config';
import type { CashierSettings } from '../../modules/cashier/settings';
import { IN_HOUSE_PROVIDER, SeamlessClient, injectTransport } from '../../modules/seamless';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, seedAccountsIfEmpty } from './accounts.seed';
import { seedMoneyIfEmpty } from './money.seed';
import { seedRewardsIfEmpty } from './rewards.seed';
import { seedContractsIfEmpty } from './contracts.seed';
import { seedMallIfEmpty } from './mall.seed';
import { seedArticlesIfEmpty } from './articles.seed';
import { seedMissingMissions } from './missions.seed';
import { seedRealRoundsIfEmpty } from './real-rounds.seed';
import { seedWinnerBoardIfEmpty } from './winners.seed';

export interface DemoDataOptions {
  /** MEKONG_DEMO: seed the demo site; when off, refuse a database that holds it. */
  demo: boolean;
  /** The cashier in force: the money history pays through its channels. */
  cashier: CashierSettings;
}

/**
 * Whether the demo seed ran on this database. Its mark is demo_2fa with the demo TOTP secret: nothing else writes one,
 * so a member who registers a demo account's name cannot make a real site refuse to start. (By account: an index look-up.)
 */
export async function holdsDemoAccounts(db: Db): Promise<boolean> {
  const marked = await db
    .selectFrom('members')
    .select('id')
    .where('account', '=', DEMO_ACCOUNTS.secondFactor.account)
    .where('totpSecret', '=', DEMO_TOTP_SECRET)
    .executeTakeFirst();
  return Boolean(marked);
}

/**
 * Each part is seeded when its table is empty, in the order they build on each other (accounts, then the board of
 * their wins and their money); a restart or a second node starting at once adds nothing.
 */
export default fp<DemoDataOptions>(
  async (fastify, opts) => {
    const { db, log } = fastify;
    if (!opts.demo) {
      if (await holdsDemoAccounts(db)) {
        // A ConfigError, so the server prints it as one line for the operator rather than a stack trace.
        throw new ConfigError([
          'This database holds the demo accounts, whose password is published: start it with MEKONG_DEMO=on, or run the site on a fresh database',
        ]);
      }
      return;
    }
    if (await seedAccountsIfEmpty(db, fastify.accounts.scryptCost)) log.info('demo accounts seeded');
    if (await seedWinnerBoardIfEmpty(db)) log.info('winner board seeded');
    if (await seedMoneyIfEmpty(db, opts.cashier)) log.info('demo money history seeded');
    if (await seedRewardsIfEmpty(db)) log.info('demo reward centre seeded');
    if (await seedMissingMissions(db)) log.info('demo missions and VIP levels added');
    if (await seedContractsIfEmpty(db)) log.info('demo agent contracts seeded');
    if (await seedMallIfEmpty(db)) log.info('demo points mall seeded');
    if (await seedArticlesIfEmpty(db)) log.info('demo news and blog seeded');
    // The rounds go through the protocol's routes with the in-house provider's signed client, which answer only once
    // the app is ready. In a context of its own: the root's onListen hooks hold back every other context's until they
    // end, and nothing (the ops announcement, the provider's sweep) should wait for these rounds.
    const secret = fastify.seamlessProviders[IN_HOUSE_PROVIDER];
    if (!secret) return;
    const client = new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret, transport: injectTransport(fastify) });
    await fastify.register(async (rounds) => {
      rounds.addHook('onListen', async () => {
        if (await seedRealRoundsIfEmpty(db, client)) log.info('demo real-money rounds seeded');
      });
    });
  },
  { name: 'demo-data', dependencies: ['database', 'accounts', 'seamless-routes'] },
);
