// Runs the points remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-points dev).
import { startStandalone } from '../platform/standalone/host';
import { remote } from '../remote';

startStandalone(remote, ['/pointMall']);
