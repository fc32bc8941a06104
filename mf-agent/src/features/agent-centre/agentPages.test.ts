// The agent menu hides the dividend page unless the whitelabel tree enables enableCt, at any depth.
import type { WhitelabelNode } from '@mekong/contracts';
import { isFeatureEnabled, visibleAgentPages } from './agentPages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

test('a feature is found at any depth of the whitelabel tree', () => {
  const tree = [node('AGENT', true, [node('enableCt', true)])];
  expect(isFeatureEnabled(tree, 'enableCt')).toBe(true);
  expect(isFeatureEnabled([node('AGENT', true, [node('enableCt', false)])], 'enableCt')).toBe(false);
  expect(isFeatureEnabled([], 'enableCt')).toBe(false);
});

test('the dividend page shows only with enableCt on', () => {
  expect(visibleAgentPages([node('enableCt', true)])).toContain('agentDividendRecordCopy2');
  expect(visibleAgentPages([node('enableCt', false)])).not.toContain('agentDividendRecordCopy2');
  expect(visibleAgentPages([])).toHaveLength(11);
});
