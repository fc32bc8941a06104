// The points mall on the composed site with the real API (issue 18): a member earns points by playing a slot round
// (the slots ratio set by the ops command to a point per ₭10 for the run, so the ₭20 stake earns 2 once `ops
// points-accrue` has run) and by a deposit paid at the demo gateway (a point per ₭10,000 by default: ₭50,000 earns
// 5), redeems an item an operator made with the ops
// command, sees it In Process in the redeem history, the operator approves it with the ops command, and the member
// sees it Approved, the cash paid into the header balance and the spend in the points details. It reaches the mall
// from the account menu, and looks at it in LO, EN and CN at desktop and phone widths (SHOTS_DIR).
// demo_down3 plays the member: no other suite counts its money or points.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogue, depositAtDemoGateway, openRealSlot, logIn, ops, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down3';
const WITHDRAW_PASSWORD = '975310';
/** What the journey's item pays on approval: ₭1,000. */
const PAYOUT_MINOR = 100_000;

const header = (page: Page) => page.getByRole('banner');
const balanceBox = (page: Page) => header(page).getByRole('group', { name: 'Balance' });
const kip = (minor: number) => `₭ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function headerBalance(page: Page): Promise<number> {
  await expect(balanceBox(page)).toContainText(/₭ [\d,]+\.\d{2}/);
  const match = /₭ ([\d,]+)\.(\d{2})/.exec((await balanceBox(page).textContent()) ?? '');
  if (!match) throw new Error('No balance in the header');
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** A screenshot for a person to look at, only when SHOTS_DIR names a folder (outside the repository). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a visitor opening the points mall is sent to log in', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/pointMall');
  // The route guard sends it to /login, whose login popup opens over the home page.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).not.toHaveURL(/pointMall/);
});

test('a member earns points by play and by a deposit, redeems an item, and sees ops approve it in the history and the balance', async ({
  page,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const itemName = `Journey cash ${run}`;
  const file = test.info().outputPath('item.json');
  writeFileSync(
    file,
    JSON.stringify({
      type: 'CASH',
      name: { LO: `ເງິນສົດທົດສອບ ${run}`, EN: itemName, CN: `旅程现金 ${run}` },
      imageUrl: '/static/mall/cash-small.svg',
      pointsRequired: 5,
      valueMinor: PAYOUT_MINOR,
      stock: 1,
      perMemberLimit: 1,
      sortOrder: 0,
    }),
  );
  expect(ops('mall-item-create', file)).toContain(itemName);

  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');

  // Earn by play: a real-money slot round of ₭20 at a point per ₭10 (1,000 minor units) earns 2 once the accrual runs.
  expect(ops('points-config', 'rng', '1000')).toContain('rng');
  try {
    const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'JDB', pageSize: '1' });
    const game = games[0]!;
    const { popup, frame } = await openRealSlot(page, game);
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ })).toBeVisible();
    await popup.getByRole('button', { name: 'Close the game' }).click();
    ops('points-accrue');
  } finally {
    // Back to the default ratio (a point per ₭1,000), so no other test earns at the run's ratio.
    ops('points-config', 'rng', '100000');
  }

  // Earn: a deposit paid at the demo gateway earns its points when it is confirmed.
  await depositAtDemoGateway(page, '50,000');

  // Redeem needs a withdraw password: set it on the withdrawal page when the account has none yet.
  await page.goto('/member?page=withdraw');
  // Opened by its address, the member centre is the page itself.
  const setForm = page.getByRole('main').getByRole('form', { name: 'Set withdraw password' });
  const requestForm = page.getByRole('main').getByRole('form', { name: 'Withdrawal form' });
  await expect(setForm.or(requestForm)).toBeVisible();
  if (await setForm.isVisible()) {
    await setForm.getByLabel('Login password').fill('Demo1234');
    await setForm.getByLabel('New withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByLabel('Confirm withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByRole('button', { name: 'Save withdraw password' }).click();
    await expect(requestForm).toBeVisible();
  }

  // The account menu leads to the mall.
  await page.goto('/');
  await header(page)
    .getByRole('button', { name: new RegExp(`^Account menu for ${ACCOUNT}`) })
    .click();
  await page.getByRole('button', { name: 'Points mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  const mall = page.getByRole('main');
  await expect(mall.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(mall.getByRole('region', { name: 'My points' })).toContainText(/\d+ points/);
  const before = await headerBalance(page);

  // The points details show the round's points and the deposit's.
  await mall.getByRole('tab', { name: 'Points details' }).click();
  const details = mall.getByRole('table', { name: 'Points details' });
  await expect(details.getByRole('row').filter({ hasText: 'Deposit' }).first()).toContainText('+5');
  await expect(details.getByRole('row').filter({ hasText: 'Slots' }).first()).toContainText('+2');

  // Redeem the item made for this run.
  await mall.getByRole('tab', { name: 'Mall' }).click();
  await mall.getByRole('combobox', { name: 'Exchange type' }).selectOption('CASH');
  await mall.getByRole('button', { name: `Redeem ${itemName}` }).click();
  const dialog = page.getByRole('dialog', { name: itemName });
  const redeemForm = dialog.getByRole('form', { name: 'Redeem form' });
  await expect(redeemForm.getByText(ACCOUNT)).toBeVisible();
  await redeemForm.getByLabel('Withdraw password').fill('000000');
  await redeemForm.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeemForm.getByRole('alert')).toHaveText('The withdraw password is wrong');
  await redeemForm.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
  await redeemForm.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeemForm.getByRole('status')).toContainText(`Redeemed ${itemName} × 1`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // In Process in the history until ops review it.
  await mall.getByRole('tab', { name: 'Redeem history' }).click();
  const row = mall.getByRole('table', { name: 'Redeem history' }).getByRole('row').filter({ hasText: itemName });
  await expect(row).toContainText('In Process');
  const line = ops('mall-redeems', 'IN_PROCESS')
    .split('\n')
    .find((text) => text.includes(itemName));
  const redeemId = line?.split(/\s+/)[0];
  expect(redeemId).toBeTruthy();
  await expect(row).toContainText(redeemId!);
  expect(ops('mall-redeem-approve', redeemId!)).toContain(`Redeem ${redeemId} approved.`);

  await page.reload();
  await mall.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(mall.getByRole('table', { name: 'Redeem history' }).getByRole('row').filter({ hasText: itemName })).toContainText(
    'Approved',
  );
  await expect(balanceBox(page)).toContainText(kip(before + PAYOUT_MINOR));
  await mall.getByRole('tab', { name: 'Points details' }).click();
  await expect(
    mall
      .getByRole('table', { name: 'Points details' })
      .getByRole('row')
      .filter({ hasText: `redeem:${redeemId}` }),
  ).toContainText('-5');
  expect(ops('ledger-check')).toContain('problems: none');

  // Looked at in each language, at desktop and phone widths (each page opened at its width, as a phone opens it).
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [language, heading, items] of [
      ['EN', 'Points mall', 'Mall items'],
      ['LO', 'ຮ້ານແລກຄະແນນ', 'ລາຍການສິນຄ້າ'],
      ['CN', '积分商城', '商城商品'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('hisLang', lang), language);
      await page.goto('/pointMall');
      await expect(mall.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(mall.getByRole('list', { name: items }).getByRole('listitem').first()).toBeVisible();
      await shoot(page, `points-mall-${language}-${width}`);
      await mall.getByRole('tab').nth(1).click();
      await expect(mall.getByRole('table')).toBeVisible();
      await shoot(page, `points-history-${language}-${width}`);
    }
  }
});
