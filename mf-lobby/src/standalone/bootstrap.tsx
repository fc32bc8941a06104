// Runs the lobby alone against the API the dev server proxies (pnpm --filter @mekong/mf-lobby dev).
import { ROUTES } from '@mekong/contracts';
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, [
  ...ROUTES.filter((route) => route.owner === 'mf_lobby').map((route) => route.path),
  '/rng?vassalage=PG',
  '/lottery?gameCode=TCG_LOTTO_VN',
  '/seamless?gameCode=SABA',
]);
