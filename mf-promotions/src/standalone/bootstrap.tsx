// Runs the promotions remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-promotions dev).
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, ['/promotions']);
