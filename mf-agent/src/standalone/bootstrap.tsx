// Runs the agent remote alone against the API the dev server proxies (pnpm --filter @mekong/mf-agent dev).
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, ['/agent', '/agentHome', '/agent?page=registerCenter']);
