// Runs the lobby alone against the API the dev server proxies (pnpm --filter @mekong/mf-lobby dev).
import { startStandalone } from '../platform/standalone/host';
import { STANDALONE_ROUTES } from '../App';
import { remote } from '../remote';

startStandalone(remote, STANDALONE_ROUTES);
