// What a vendor tile does on click: its route, or (for a direct start) the login popup, the trial warning, or the game.
import type { Vendor } from '@mekong/contracts';
import { useRemoteProps, useSession } from '@mekong/ui/remote';
import { vendorLaunchRoute, vendorRoute } from '../game-menus/categories';

export function useOpenVendor(): (vendor: Vendor) => void {
  const { navigate, bus } = useRemoteProps();
  const session = useSession();
  return (vendor) => {
    const route = vendorRoute(vendor);
    if (route) navigate(route);
    // Game launch needs login: a visitor gets the login popup, a trial account the in_need_true_account dialog (spec §5).
    else if (!session.isLogin) bus.emit('auth/open-login', { reason: 'launch' });
    else if (session.isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
    else navigate(vendorLaunchRoute(vendor));
  };
}
