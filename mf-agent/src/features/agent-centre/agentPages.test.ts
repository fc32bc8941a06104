// The agent menu hides the dividend page unless the whitelabel tree enables enableCt, at any depth, and each salary page
// unless its flag is on.
import type { WhitelabelNode } from '@mekong/contracts';
import { contractFlags, isFeatureEnabled, visibleAgentPages } from './agentPages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

test('a feature is found at any depth of the whitelabel tree', () => {
  const tree = [node('AGENT', true, [node('enableCt', true)])];
  expect(isFeatureEnabled(tree, 'enableCt')).toBe(true);
  expect(isFeatureEnabled([node('AGENT', true, [node('enableCt', false)])], 'enableCt')).toBe(false);
  expect(isFeatureEnabled([], 'enableCt')).toBe(false);
});

const allFlags = { salary: true, hourSalary: true, agentRealtimeSalary: true };
const noFlags = { salary: false, hourSalary: false, agentRealtimeSalary: false };

test('the dividend page shows only with enableCt on', () => {
  expect(visibleAgentPages([node('enableCt', true)], allFlags)).toContain('agentDividendRecordCopy2');
  expect(visibleAgentPages([node('enableCt', false)], allFlags)).not.toContain('agentDividendRecordCopy2');
  expect(visibleAgentPages([], allFlags)).toHaveLength(11);
});

test('each salary page shows by its own flag: salary, hourSalary, agentRealtimeSalary', () => {
  expect(visibleAgentPages([], noFlags)).toHaveLength(8);
  expect(visibleAgentPages([], { ...noFlags, salary: true })).toContain('agentDailyWages2');
  expect(visibleAgentPages([], { ...noFlags, salary: true })).not.toContain('agentHourSalary');
  expect(visibleAgentPages([], { ...noFlags, hourSalary: true })).toEqual(expect.arrayContaining(['agentHourSalary']));
  expect(visibleAgentPages([], { ...noFlags, agentRealtimeSalary: true }).filter((page) => page.endsWith('Salary'))).toEqual([
    'agentRealtimeSalary',
  ]);
});

test('the flags come from the consolidated contract info (hasSalaryContract is the real-time salary)', () => {
  expect(contractFlags({ hasDailySalaryContract: true, hasHourSalaryContract: false, hasSalaryContract: true })).toEqual({
    salary: true,
    hourSalary: false,
    agentRealtimeSalary: true,
  });
});
