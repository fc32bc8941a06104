// Runs the agent remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-agent dev).
import { startStandalone } from '../platform/standalone/host';
import { remote } from '../remote';

startStandalone(remote, ['/agent', '/agentHome', '/agent?page=registerCenter']);
