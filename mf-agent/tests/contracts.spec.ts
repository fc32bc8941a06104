// The agent remote's contract screens and settlement pages against the real API on the demo database: demo_agent (who
// holds the house's weekly dividend and daily salary) offers its direct downline agent demo_subagent a dividend and
// finds it waiting among the contracts it gave, beside the seed's daily-salary offer, then withdraws it; its Daily salary page shows what
// the house paid after a real settlement run (ops settlement-run); axe and screenshots of the sections at both widths.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, openAsAgent, ops, SERVER_WORK } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

test('demo_agent offers demo_subagent a dividend contract; it waits for an answer among the contracts given, then is withdrawn', async ({
  page,
}) => {
  test.slow();
  await openAsAgent(page, 'downlineManagmentView');
  await page.getByRole('search', { name: 'Account' }).getByRole('textbox', { name: 'Account' }).fill('demo_subagent');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Downlines' }).getByRole('button', { name: 'Details of demo_subagent' }).click(SERVER_WORK);

  const form = page.getByRole('form', { name: 'Contract offer' });
  await form.getByRole('combobox', { name: 'Contract type' }).selectOption('dividend');
  await form.getByRole('combobox', { name: 'Dividend period' }).selectOption('Weekly');
  // Above demo_agent's own 30% the server refuses the rate, in words.
  await form.getByRole('textbox', { name: 'Signing ratio / rate' }).fill('35');
  await form.getByRole('textbox', { name: 'Active members' }).fill('1');
  await form.getByRole('textbox', { name: 'Period valid bet' }).fill('1,000');
  await form.getByRole('textbox', { name: 'Period P&L' }).fill('100');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByRole('alert')).toHaveText('A rate is above the offering upline’s own rate for this type of contract', SERVER_WORK);
  await form.getByRole('textbox', { name: 'Signing ratio / rate' }).fill('15');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText('The Dividend offer was sent to demo_subagent: it waits for their answer.')).toBeVisible(SERVER_WORK);

  await page.getByRole('tab', { name: 'Contracts' }).click();
  const given = page.getByRole('table', { name: 'Contracts' });
  const dividend = given.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Dividend', exact: true }) });
  await expect(dividend).toContainText('demo_subagent', SERVER_WORK);
  await expect(dividend).toContainText('Waiting for an answer');
  await expect(dividend).toContainText('15.00%');
  await dividend.getByRole('button', { name: 'Tiers of the Dividend contract with demo_subagent' }).click();
  const tiers = page.getByRole('dialog', { name: 'Dividend contract with demo_subagent' });
  await expect(tiers.getByText('Dividend period: Weekly')).toBeVisible();
  await expect(tiers.getByRole('listitem', { name: 'Tier 1' })).toContainText('₭ 1,000.00');
  await tiers.getByRole('button', { name: 'Close' }).click();

  // demo_agent takes the offer back while it waits: withdrawn, and no longer to be withdrawn.
  await dividend.getByRole('button', { name: 'Withdraw the Dividend offer to demo_subagent' }).click();
  await expect(page.getByText('You withdrew the Dividend offer to demo_subagent.')).toBeVisible(SERVER_WORK);
  await expect(dividend).toContainText('Withdrawn', SERVER_WORK);
  await expect(dividend.getByRole('button', { name: 'Withdraw the Dividend offer to demo_subagent' })).toHaveCount(0);
});

test('the Daily salary page shows what the house paid demo_agent after a settlement run', async ({ page }) => {
  test.slow();
  // Every daily period that ended by tomorrow: today's Vientiane day, with the seed's bets of demo_agent's team.
  ops('settlement-run', 'dailySalary', new Date(Date.now() + 24 * 3_600_000).toISOString());
  await openAsAgent(page, 'agentDailyWages2');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const wages = page.getByRole('table', { name: 'Daily salary' });
  await expect(wages.getByText('The site').first()).toBeVisible(SERVER_WORK);
  await expect(wages.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
});

test(
  'the offer form and the Daily salary page: no serious axe violation, and screenshots at this width',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    test.slow();
    await openAsAgent(page, 'downlineManagmentView');
    await page.getByRole('search', { name: 'Account' }).getByRole('textbox', { name: 'Account' }).fill('demo_subagent');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Downlines' }).getByRole('button', { name: 'Details of demo_subagent' }).click(SERVER_WORK);
    const form = page.getByRole('form', { name: 'Contract offer' });
    await form.getByRole('button', { name: 'Add a tier' }).click();
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByText('Required').first()).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await form.screenshot({ path: testInfo.outputPath(`offer-form-${testInfo.project.name}.png`) });

    await page.getByRole('navigation', { name: 'Agent centre menu' }).getByRole('link', { name: 'Daily salary' }).click();
    await expect(page.getByRole('group', { name: 'Date range' })).toBeVisible(SERVER_WORK);
    await expect(page.getByRole('table', { name: 'Daily salary' }).or(page.getByText('No data'))).toBeVisible(SERVER_WORK);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: testInfo.outputPath(`daily-salary-${testInfo.project.name}.png`), fullPage: true });
  },
);

for (const section of ['Contracts', 'Contract requests'] as const) {
  test(
    `team management's ${section}: no serious axe violation, and a screenshot at this width`,
    { tag: '@both-widths' },
    async ({ page }, testInfo) => {
      test.slow();
      await openAsAgent(page, 'downlineManagmentView');
      await page.getByRole('tab', { name: section }).click();
      // The seed's daily-salary offer to demo_subagent is among the contracts given.
      if (section === 'Contracts')
        await expect(page.getByRole('table', { name: 'Contracts' }).getByText('demo_subagent').first()).toBeVisible(SERVER_WORK);
      else await expect(page.getByRole('region', { name: 'Ask your upline for a contract' })).toBeVisible(SERVER_WORK);
      await expectNoSeriousAxeViolation(page);
      await page.screenshot({ path: testInfo.outputPath(`${section.replace(' ', '-')}-${testInfo.project.name}.png`), fullPage: true });
    },
  );
}
