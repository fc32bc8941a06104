// Money on the composed site, as a member meets it: a deposit paid at the demo gateway reaches the header balance
// and the messages live; real-money rounds in the game popup show up in the betting record and profit and loss; a
// withdrawal is requested, approved by the ops command (the member hears of it live) and confirmed as received.
// demo_down2 plays the member here: the accounts suite checks demo_member's and demo_down1's seeded balances.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, depositAtDemoGateway, openRealSlot, logIn, ops, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down2';
const WITHDRAW_PASSWORD = '135790';

const header = (page: Page) => page.getByRole('banner');
const balanceBox = (page: Page) => header(page).getByRole('group', { name: 'Balance' });
const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** The header balance in minor units. */
async function headerBalance(page: Page): Promise<number> {
  await expect(balanceBox(page)).toContainText(/₭ [\d,]+\.\d{2}/);
  const text = (await balanceBox(page).textContent()) ?? '';
  const match = /₭ ([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No balance in '${text}'`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

const kip = (minor: number) => `₭ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Marks the document, so a test can tell the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
});

test('a deposit paid at the demo gateway reaches the header balance and the messages without a reload', async ({ page }) => {
  const before = await headerBalance(page);
  await markDocument(page);
  await depositAtDemoGateway(page, '50,000');

  // The socket brings the new balance, the notice and the unread badge to the page that was already open.
  await expect(balanceBox(page)).toContainText(kip(before + 5_000_000));
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Your deposit of ₭ 50,000.00 has arrived.');
  await expect(header(page).getByRole('button', { name: new RegExp(`^Account menu for ${ACCOUNT}, \\d+ unread messages$`) })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);

  // The member centre's messages page lists it, with its red badge in the menu.
  const menu = memberCentre(page).getByRole('navigation', { name: 'Member centre menu' });
  await menu.getByRole('link', { name: /^Platform information/ }).click();
  await expect(memberCentre(page).getByText('Deposit arrived').first()).toBeVisible();
});

test('real-money slot rounds move the balance by stake and win, and show in the betting record and profit and loss', async ({
  page,
  request,
}) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'JDB', pageSize: '1' });
  const game = games[0]!;
  const before = await headerBalance(page);
  const { popup, frame } = await openRealSlot(page, game);
  await expect(frame.getByRole('status', { name: 'Balance' })).toHaveText(kip(before));
  await frame.getByRole('button', { name: 'Spin' }).click();
  const result = frame.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ });
  await expect(result).toBeVisible();
  const won = /₭ ([\d,]+)\.(\d{2})/.exec((await result.textContent()) ?? '');
  const winMinor = won ? Number(won[1]!.replace(/,/g, '')) * 100 + Number(won[2]) : 0;
  // The default stake is ₭ 1.00 a line on 20 lines; the header hears of the new balance live.
  const after = before - 2_000 + winMinor;
  await expect(frame.getByRole('status', { name: 'Balance' })).toHaveText(kip(after));
  await expect(balanceBox(page)).toContainText(kip(after));
  await popup.getByRole('button', { name: 'Close the game' }).click();

  await header(page)
    .getByRole('button', { name: /^Account menu for/ })
    .click();
  await header(page).getByRole('button', { name: 'Betting record' }).click();
  const bets = memberCentre(page).getByRole('table', { name: 'Betting record' });
  await expect(bets.getByRole('row').filter({ hasText: game.displayName }).first()).toContainText('₭ 20.00');
  await memberCentre(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Profit and loss' }).click();
  await expect(memberCentre(page).getByRole('region', { name: 'Profit and loss' })).toContainText('Slots');
});

test('a withdrawal is held, approved by the ops command with a live message, and confirmed as received', async ({ page }) => {
  const before = await headerBalance(page);
  test.skip(before < 5_000_000, 'needs ₭ 50,000.00: the deposit test runs first');
  // The header nav's withdrawal entry (the account menu has one too).
  await header(page).getByRole('navigation', { name: 'Deposit and withdrawal' }).getByRole('button', { name: 'Withdrawal' }).click();
  const centre = memberCentre(page);
  const setForm = centre.getByRole('form', { name: 'Set withdraw password' });
  const requestForm = centre.getByRole('form', { name: 'Withdrawal form' });
  await expect(setForm.or(requestForm)).toBeVisible();
  if (await setForm.isVisible()) {
    await setForm.getByLabel('Login password').fill('Demo1234');
    await setForm.getByLabel('New withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByLabel('Confirm withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByRole('button', { name: 'Save withdraw password' }).click();
  }
  await requestForm.getByRole('textbox', { name: 'Amount' }).fill('50,000');
  await requestForm.getByRole('textbox', { name: 'Bank name' }).fill('BCEL Bank');
  await requestForm.getByRole('textbox', { name: 'Account number' }).fill('0201000123456789');
  await requestForm.getByRole('textbox', { name: 'Account name' }).fill('DEMO DOWNLINE');
  await requestForm.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
  await requestForm.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(requestForm.getByText(/^Withdrawal of ₭ 50,000\.00 requested: Pending review/)).toBeVisible();
  // The amount is held at once.
  await expect(balanceBox(page)).toContainText(kip(before - 5_000_000));

  const line = ops('withdrawals')
    .split('\n')
    .find((row) => row.includes(` ${ACCOUNT} `) && row.includes(' PENDING '));
  const withdrawalId = line?.split(/\s+/)[0];
  expect(withdrawalId).toMatch(/^W\w+$/);
  await markDocument(page);
  ops('withdrawal-approve', withdrawalId!);

  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Your withdrawal of ₭ 50,000.00 has been approved.');
  const awaiting = centre.getByRole('region', { name: 'Awaiting your confirmation' });
  const item = awaiting.getByRole('listitem').first();
  await expect(item).toContainText(/Counts as received at \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await item.getByRole('button', { name: 'Received', exact: true }).click();
  await item.getByRole('form', { name: 'Received' }).getByRole('button', { name: 'Confirm received' }).click();
  await expect(centre.getByRole('list', { name: 'Withdrawal history' }).getByText('Received', { exact: true }).first()).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
  expect(ops('ledger-check')).toContain('problems: none');
});
