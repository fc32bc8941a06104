// Runs the lobby alone against the API the dev server proxies (pnpm --filter @mekong/mf-lobby dev).
import { ROUTES } from '@mekong/contracts';
import { startStandalone } from '@mekong/ui/remote';
import { remote } from '../remote';

startStandalone(remote, [
  ...ROUTES.filter((route) => route.owner === 'mf_lobby').map((route) => route.path),
  '/rng?vassalage=PG',
  '/vnLottery?gameCode=TCG_LOTTO_VN',
  '/seaLottery?gameCode=TCG_SEA',
  '/lottery?gameCode=TCG',
  '/seamless?vassalage=CMD&gameType=SPORTS',
  '/seamless?nodeId=rng-pg-0002&mode=DEMO',
]);
