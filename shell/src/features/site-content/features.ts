// The site's whitelabel features (the feature tree of /wps/system/whitelabel): whether one is on.
import type { WhitelabelNode } from '@mekong/contracts';
import { useSiteContent } from './SiteContentContext';

/** Whether a whitelabel feature is on: its node and every ancestor enabled; unknown ids are off. */
export function isFeatureEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  return tree.some((node) => node.enabled && (node.modId === modId || isFeatureEnabled(node.childrenNodes, modId)));
}

/** Whether a whitelabel feature is on; off until the feature tree has loaded. */
export function useFeature(): (modId: string) => boolean {
  const { whitelabel } = useSiteContent();
  return (modId) => (whitelabel ? isFeatureEnabled(whitelabel, modId) : false);
}
