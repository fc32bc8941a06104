// mf_promotions mounts through its lifecycle on RemoteProps built from the contracts alone, reading nothing else.
import { runLifecycleContract } from '@mekong/ui/remote/contract';

test('the promotions page mounts, updates, follows the session and unmounts on RemoteProps alone', async () => {
  await runLifecycleContract({
    remote: 'mf_promotions',
    load: () => import('./lifecycle'),
    mountAt: '/promotions',
    updateTo: '/promotions?id=1',
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: 'Promotions' }),
      // The promotion list cannot load here: its error state, with a retry.
      updated: (slot) => slot.findByRole('button', { name: 'Try again' }),
      signedIn: (slot) => slot.findByRole('heading', { name: 'Could not load' }),
    },
  });
});
