// Runs the member remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-member dev).
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, ['/member', '/member?page=withdraw', '/member?page=messageV2']);
