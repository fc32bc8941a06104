// The contract popup on the composed site: demo_subagent, whom the demo seed's demo_agent offered a daily salary,
// logs in at the agent entrance and the popup shows the offer with its tier; accepting makes it its active contract
// from demo_agent in the agent centre, whose menu then shows the Daily salary page (its flag); the popup does not
// come back. Axe and screenshots of the popup at 1440 and 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn, startInLanguage } from '../support/site';

test('demo_subagent accepts demo_agent’s daily-salary offer in the contract popup', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, 'demo_subagent', 'Demo1234', { agent: true });
  await expect(page).toHaveURL(/\/agentHome$/);

  const popup = page.getByRole('dialog', { name: 'Contract offer' });
  await expect(popup.getByText('demo_agent offers you a daily salary contract.')).toBeVisible();
  const tier = popup.getByRole('listitem', { name: 'Tier 1' });
  await expect(tier).toContainText('0.30%');
  await expect(tier).toContainText('₭ 5,000.00');
  // The popup at desktop and phone widths: no serious axe violation, and a screenshot of each to look at.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(popup.getByRole('button', { name: 'Accept' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`contract-popup-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByText('You accepted the daily salary contract of demo_agent.')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();

  // The agent centre read the contract flags when it opened: a reload shows the Daily salary page in the menu.
  await page.reload();
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu.getByRole('link', { name: 'Daily salary' })).toBeVisible();
  await menu.getByRole('link', { name: 'Team management' }).click();
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await page.getByRole('combobox', { name: 'Contracts' }).selectOption('received');
  const received = page.getByRole('table', { name: 'Contracts' }).getByRole('row').filter({ hasText: 'Daily salary' });
  await expect(received).toContainText('demo_agent');
  await expect(received).toContainText('Active');
  await expect(page.getByRole('dialog', { name: 'Contract offer' })).toHaveCount(0);
});
