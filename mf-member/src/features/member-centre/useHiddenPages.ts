// Which member-centre pages the menu hides (issue 19): manualRebate while the whitelabel toggle MANUALREBATE3 (or its
// group) is off, referral while the site's referral promotion is off (public state REFERRAL.enabled). Hidden until
// the answers arrive or if they fail: a switch is off until known to be on.
import { FEATURES, systemEndpoints, type WhitelabelNode } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { useApiQuery, useSession } from '@mekong/ui/remote';

/** Whether a switch is on: its node and every ancestor enabled; unknown ids are off. */
function isSwitchOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  return tree.some((node) => node.enabled && (node.modId === modId || isSwitchOn(node.childrenNodes, modId)));
}

export function useHiddenPages(): ReadonlySet<string> {
  const { token } = useSession();
  const whitelabel = useApiQuery(systemEndpoints.whitelabel, () => ({}));
  const state = useApiQuery(moneyEndpoints.publicState, () => ({}), token);
  const hidden = new Set<string>();
  if (!whitelabel.data || !isSwitchOn(whitelabel.data, FEATURES.manualRebate)) hidden.add('manualRebate');
  if (!state.data?.availablePromo.REFERRAL.enabled) hidden.add('referral');
  return hidden;
}
