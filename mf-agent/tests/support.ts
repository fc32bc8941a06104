// Helpers of the agent remote's isolated suite: signing in as demo_agent on a page of the centre, a figure's value,
// axe's serious violations, and the ops command on the suite's own database (deploy/testing/isolatedSuite.ts).
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { runOpsCli } from '../../deploy/testing/opsCli';

/** Sign-in and withdraw-password checks hash with scrypt, and money calls write the ledger: slow on a busy 2-core machine. */
export const SERVER_WORK = { timeout: 30_000 };

export async function openAsAgent(page: Page, agentPage: string) {
  await page.goto(`/agent?page=${agentPage}`);
  await page.getByRole('combobox', { name: 'Session' }).selectOption('agent');
  await expect(page.getByText('Signed in as demo_agent')).toBeVisible(SERVER_WORK);
}

// On phones a table's cells read their column's name first (drawn from data-label), so cells are found by their text.

/** The value beside a label of a figure list. */
export const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

export async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Runs the real ops command (`pnpm --filter @mekong/api ops …`) on the database of the suite's API. */
export function ops(...args: string[]): string {
  return runOpsCli(path.join(__dirname, '..', '.api-data'), args);
}
