// The contract popup on the composed site: demo_subagent, whom the demo seed's demo_agent offered a daily salary,
// logs in at the agent entrance and the popup shows the offer with its tier; accepting makes it its active contract
// from demo_agent in the agent centre, whose menu then shows the Daily salary page (its flag) at once, without a
// reload; the popup does not come back. Axe and screenshots of the popup in LO, CN and EN at 1440 and 390 px, where
// its text must fit (no sideways scrolling).
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, logIn, startInLanguage } from '../support/site';
import { cn } from '../../shell/src/features/contracts/locales/cn';
import { lo } from '../../shell/src/features/contracts/locales/lo';

/** The popup in a language and at a width: no serious axe violation, nothing wider than the dialog, a screenshot. */
async function checkPopup(page: Page, language: string, title: string, accept: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: title });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(popup.getByRole('button', { name: accept, exact: true })).toBeVisible();
    const results = await axeScan(page).include('[role="dialog"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await popup.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`contract-popup-${language}-${width}.png`) });
  }
}

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
  // The popup in Lao and Chinese (the language chosen, the page read again: the offer still waits), then English.
  for (const [language, texts] of [
    ['LO', lo],
    ['CN', cn],
  ] as const) {
    await chooseLanguage(page, language);
    await page.reload();
    await checkPopup(page, language, texts.title, texts.accept);
  }
  await chooseLanguage(page, 'EN');
  await page.reload();
  await checkPopup(page, 'EN', 'Contract offer', 'Accept');
  await page.setViewportSize({ width: 1440, height: 900 });
  // Behind the popup the agent centre's menu (inert meanwhile) has no Daily salary page yet.
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(page.getByRole('link', { name: 'Team overview', includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Daily salary', includeHidden: true })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByText('You accepted the daily salary contract of demo_agent.')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();

  // The agent centre reads the contract flags again on the accept: the Daily salary page is in the menu, no reload.
  await expect(menu.getByRole('link', { name: 'Daily salary' })).toBeVisible();
  await menu.getByRole('link', { name: 'Team management' }).click();
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await page.getByRole('combobox', { name: 'Contracts' }).selectOption('received');
  const received = page.getByRole('table', { name: 'Contracts' }).getByRole('row').filter({ hasText: 'Daily salary' });
  await expect(received).toContainText('demo_agent');
  await expect(received).toContainText('Active');
  await expect(page.getByRole('dialog', { name: 'Contract offer' })).toHaveCount(0);
});
