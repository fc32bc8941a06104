// mf_lobby mounts through its lifecycle on RemoteProps built from the contracts alone, reading nothing else.
import { runLifecycleContract } from '@mekong/ui/remote/contract';

test('the lobby mounts, updates, follows the session and unmounts on RemoteProps alone', async () => {
  await runLifecycleContract({
    remote: 'mf_lobby',
    load: () => import('./lifecycle'),
    mountAt: '/',
    updateTo: '/recent',
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: 'Game lobby' }),
      updated: (slot) => slot.findByRole('button', { name: 'Log in' }),
      // A member's recent games, which cannot load here.
      signedIn: (slot) => slot.findByRole('heading', { name: 'Could not load' }),
    },
  });
});
