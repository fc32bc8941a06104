// mf_member mounts through its lifecycle on RemoteProps built from the contracts alone, reading nothing else.
import { runLifecycleContract } from '@mekong/ui/remote/contract';

test('the member centre mounts, updates, follows the session and unmounts on RemoteProps alone', async () => {
  await runLifecycleContract({
    remote: 'mf_member',
    load: () => import('./lifecycle'),
    mountAt: '/member',
    updateTo: '/member?page=withdraw',
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: 'Member centre' }),
      updated: (slot) => slot.findByRole('button', { name: 'Log in' }),
      signedIn: (slot) => slot.findByRole('link', { name: 'Withdrawal', current: 'page' }),
    },
  });
});
