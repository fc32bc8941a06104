// mf_agent mounts through its lifecycle on RemoteProps built from the contracts alone, reading nothing else.
import { SITE_CONFIG } from '@mekong/contracts';
import { runLifecycleContract } from '@mekong/ui/remote/contract';

test('the agent centre mounts, updates, follows the session and unmounts on RemoteProps alone', async () => {
  await runLifecycleContract({
    remote: 'mf_agent',
    load: () => import('./lifecycle'),
    mountAt: '/agent',
    updateTo: '/agentHome?page=agentTeamOverview',
    memberType: SITE_CONFIG.agentTypes[0],
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: 'Agent centre' }),
      updated: (slot) => slot.findByRole('button', { name: 'Log in' }),
      // An agent gets the centre, whose page list cannot load here.
      signedIn: (slot) => slot.findByRole('heading', { name: 'Could not load' }),
    },
  });
});
