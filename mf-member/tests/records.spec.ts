// The record and message pages in the standalone host against the real API and demo_member's seeded history (its
// real-money rounds, deposits and withdrawal, and their messages): records show, filters narrow them, a range
// without records shows no data, tables read as cards on a phone, and reading messages clears the menu badge.
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

async function openAsMember(page: Page, centrePage: string) {
  await page.goto(`/member?page=${centrePage}`);
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
}

/** A range long before any history. */
async function chooseOldRange(page: Page) {
  await page.getByLabel('Start date').fill('2020-01-01');
  await page.getByLabel('End date').fill('2020-01-31');
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test(
  'the betting record lists the seeded rounds with totals; game type and vendor narrow them',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openAsMember(page, 'personalHistoryCopy');
    const record = page.getByRole('region', { name: 'Betting record' });
    await expect(record.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const table = record.getByRole('table', { name: 'Betting record' });
    await expect(table.getByRole('row').filter({ hasText: 'Baccarat' }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Jacks or Better' }).filter({ hasText: 'Rolled back' })).toHaveCount(1);
    await expectNoSideScroll(page);

    await record.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Live casino' });
    await expect(table.getByRole('row').filter({ hasText: 'Slots' })).toHaveCount(0);
    await record.getByRole('combobox', { name: 'Vendor' }).fill('evo');
    const totals = table.getByRole('row').filter({ hasText: /^Total/ });
    await expect(totals).toContainText('Total (bets: 2)');
    await expect(totals).toContainText('₭ 2,000.00');
    await expect(totals).toContainText('₭ 1,950.00');
    await expect(totals).toContainText('₭ -50.00');
    await expect(table.getByRole('row').filter({ hasText: 'Baccarat' }).filter({ hasText: 'EVO' })).toHaveCount(2);
    // Money the member lost reads red, money won green.
    await expect(table.getByText('₭ -1,000.00')).toHaveCSS('color', 'rgb(239, 83, 80)');
    await expect(table.getByText('₭ 950.00')).toHaveCSS('color', 'rgb(63, 185, 122)');

    await record.getByRole('combobox', { name: 'Vendor' }).fill('PG');
    await expect(record.getByText('No data')).toBeVisible();
  },
);

test('a range without bets shows no data, and an end before the start is refused', async ({ page }) => {
  await openAsMember(page, 'personalHistoryCopy');
  const record = page.getByRole('region', { name: 'Betting record' });
  await expect(record.getByRole('table', { name: 'Betting record' })).toBeVisible();
  await chooseOldRange(page);
  await expect(record.getByText('No data')).toBeVisible();
  await page.getByLabel('End date').fill('2019-12-31');
  await expect(record.getByRole('alert')).toHaveText('The end date cannot be before the start date');
  await record.getByRole('button', { name: 'Today' }).click();
  await expect(record.getByRole('alert')).toHaveCount(0);
  await expect(record.getByRole('table', { name: 'Betting record' })).toBeVisible();
});

test('the account record shows every movement signed with the balance after it, narrowed by type', async ({ page }) => {
  await openAsMember(page, 'transactionHistory');
  const record = page.getByRole('region', { name: 'Account record' });
  const table = record.getByRole('table', { name: 'Account record' });
  await expect(table.getByRole('row').filter({ hasText: 'MEKONG:demo-' }).first()).toBeVisible();
  await expectNoSideScroll(page);

  await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposit' });
  await expect(table.getByRole('row').filter({ hasText: '₭ +200,000.00' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: '₭ +100,000.00' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'MEKONG:demo-' })).toHaveCount(0);

  await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bet rolled back' });
  const rollback = table.getByRole('row').filter({ hasText: 'MEKONG:demo-11' });
  await expect(rollback).toContainText('₭ +100.00');
  await expect(table.getByRole('row').filter({ hasText: 'Bet rolled back' })).toHaveCount(1);

  await chooseOldRange(page);
  await expect(record.getByText('No data')).toBeVisible();
});

test('profit and loss shows the totals and the figures by game type and by day', async ({ page }) => {
  await openAsMember(page, 'personalProfit');
  const report = page.getByRole('region', { name: 'Profit and loss' });
  await expect(report.getByRole('region', { name: 'Totals' })).toBeVisible();
  const live = report.getByRole('table', { name: 'By game type' }).getByRole('row').filter({ hasText: 'Live casino' });
  await expect(live).toContainText('₭ 2,000.00');
  await expect(live).toContainText('₭ 1,950.00');
  await expect(live).toContainText('₭ -50.00');
  await expect(report.getByRole('table', { name: 'By day' }).getByRole('row').nth(1)).toContainText(/\d{4}\/\d{2}\/\d{2}/);
  await expectNoSideScroll(page);

  await chooseOldRange(page);
  await expect(report.getByText('No data')).toBeVisible();
});

test('bonus details show no data for a range without bonuses', async ({ page }) => {
  await openAsMember(page, 'bonusDetails');
  const details = page.getByRole('region', { name: 'Bonus details' });
  await expect(details.getByRole('group', { name: 'Date range' })).toBeVisible();
  await chooseOldRange(page);
  await expect(details.getByText('No data')).toBeVisible();
});

test('platform information lists the messages; reading them clears the menu badge', async ({ page }, testInfo) => {
  // Both projects share demo_member's messages: one of them marks them read.
  test.skip(testInfo.project.name !== 'desktop', 'the seeded unread messages can be read once');
  await openAsMember(page, 'messageV2');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('button', { name: /Withdrawal approved/ }).first()).toBeVisible();
  const items = messages.getByRole('listitem');
  const unreadAt = (await items.allTextContents()).findIndex((text) => text.startsWith('New'));
  test.skip(unreadAt < 0, 'no unread message is left (the API was not freshly seeded)');
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('link', { name: /^Platform information \d+ unread$/ })).toBeVisible();

  // Opening an unread message shows it and marks it read.
  const message = items.nth(unreadAt);
  await message.getByRole('button').click();
  await expect(message.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Last bus event: messages/unread')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  // The messages' badge goes (the reward centre's, if demo_member has rewards left, is its own).
  await expect(menu.getByRole('status', { name: /unread$/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Platform information', exact: true })).toBeVisible();
  await expect(messages.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('a message opens to its text and details on any width', { tag: '@both-widths' }, async ({ page }) => {
  await openAsMember(page, 'messageV2');
  const messages = page.getByRole('list', { name: 'Messages' });
  const failed = messages.getByRole('listitem').filter({ hasText: 'Deposit failed' }).first();
  await failed.getByRole('button').click();
  await expect(failed.getByText('Your deposit did not go through. Nothing was added to your wallet.')).toBeVisible();
  await expect(failed.getByText('₭ 50,000.00').first()).toBeVisible();
  await expect(failed.getByText('The payer failed the payment at the demo gateway')).toBeVisible();
  await expectNoSideScroll(page);
});
