// mf_points mounts through its lifecycle on RemoteProps built from the contracts alone, reading nothing else.
import { runLifecycleContract } from '@mekong/ui/remote/contract';

test('the points mall mounts, updates, follows the session and unmounts on RemoteProps alone', async () => {
  await runLifecycleContract({
    remote: 'mf_points',
    load: () => import('./lifecycle'),
    mountAt: '/pointMall',
    // The remote's only route: the update carries a query the mall has no use for, as a shell link may.
    updateTo: '/pointMall?from=home',
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: 'Points mall' }),
      // A visitor gets the login prompt in place of the mall; a member the mall's sections.
      updated: (slot) => slot.findByRole('button', { name: 'Log in' }),
      signedIn: (slot) => slot.findByRole('tab', { name: 'Redeem history' }),
    },
  });
});
