// Runs the points remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-points dev).
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, ['/pointMall']);
