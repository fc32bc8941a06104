// What a player meets in money, records, lottery and the lobby (issue 14), on the composed site: the deposit note
// follows its order to Paid, an amount too large names the limit, a text file named '.png' is refused by its bytes
// with a translated message (never the server's developer text), lottery and maintenance times are Vientiane time
// whatever the browser's time zone, the betting record names games in the page's language, and the lobby stands at
// once with placeholders while its data is held back.
// The money tests play fresh accounts (ops account-open) so the seeded demo balances the accounts suite checks stay.
import { expect, test, type Page, type Route } from '@playwright/test';
import { catalogue, logIn, ops, startInLanguage } from '../support/site';

const OPENED_PASSWORD = '{secret}';
const PASSWORD = 'Money2468';
const WITHDRAW_PASSWORD = '246813';

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' }).or(page.getByRole('main'));

/** Screenshots for a person to look at, only when SHOTS_DIR names a folder (outside the repository). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a member account with ops, logs in and sets its own password (the first login must). */
async function freshMember(page: Page): Promise<string> {
  test.setTimeout(test.info().timeout + 120_000);
  const account = `pm${Date.now() % 100_000_000}`;
  expect(ops('account-open', account)).toContain(`Opened account ${account}`);
  await page.goto('/');
  await logIn(page, account, OPENED_PASSWORD);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Current password').fill(OPENED_PASSWORD);
  await change.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await change.getByLabel('Confirm new password').fill(PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  // Two hashes at the server's full scrypt cost: slow on a busy machine.
  await expect(change).toBeHidden({ timeout: 90_000 });
  return account;
}

/** Reloads the page in another language: the session is kept, the choice is hisLang's. */
async function switchLanguage(page: Page, language: 'LO' | 'EN' | 'CN', path: string): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('hisLang', lang), language);
  await page.goto(path);
}

test.beforeEach(async ({ page }) => {
  // Logins hash at the server's full scrypt cost and pages load slowly on a busy 2-core machine: a generous budget.
  test.slow();
  await startInLanguage(page, 'EN');
});

test.describe('deposit and withdrawal forms', () => {
  test('the note under the deposit form follows the order from Pending to Paid at the demo gateway', async ({ page }) => {
    await freshMember(page);
    await page.goto('/member?page=depositv2');
    const form = memberCentre(page).getByRole('form', { name: 'Deposit form' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('50,000');
    const popupOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    const note = form.getByRole('status').filter({ hasText: /^Deposit order/ });
    await expect(note).toContainText(': Pending');
    const gateway = await popupOpened;
    await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(gateway.getByText(/^Payment complete/)).toBeVisible();
    await gateway.close();

    const list = memberCentre(page).getByRole('list', { name: 'Recent deposits' });
    await expect(list.getByRole('listitem').first()).toContainText('Paid');
    // The note says what the list says, and no longer asks to complete a payment that is done.
    await expect(note).toContainText(/^Deposit order \w+ for ₭ 50,000\.00: Paid/);
    await expect(note).not.toContainText('Complete the payment there');
    await expect(note.getByRole('link', { name: 'Open the payment page' })).toHaveCount(0);
    await shoot(page, 'deposit-note-paid-EN');
  });

  test('an amount beyond every limit names the limit, in English and in Lao', async ({ page }) => {
    await freshMember(page);
    await page.goto('/member?page=depositv2');
    let form = memberCentre(page).getByRole('form', { name: 'Deposit form' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('99999999999999');
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(form.getByText('The amount must be at most ₭ 100,000,000.00')).toBeVisible();
    await expect(form.getByText(/at most 2 decimals/)).toHaveCount(0);

    await switchLanguage(page, 'LO', '/member?page=depositv2');
    form = memberCentre(page).getByRole('form', { name: 'ແບບຟອມຝາກເງິນ' });
    await form.getByRole('textbox', { name: 'ຈຳນວນເງິນ' }).fill('99999999999999');
    await form.getByRole('button', { name: 'ສົ່ງຄຳຂໍຝາກເງິນ' }).click();
    await expect(form.getByText('ຈຳນວນເງິນຕ້ອງບໍ່ເກີນ ₭ 100,000,000.00')).toBeVisible();
    await shoot(page, 'deposit-limit-LO');
  });

  test('a text file named .png is refused by its content with a translated message, and a real png is taken', async ({ page }) => {
    const account = await freshMember(page);
    ops('bonus', account, '100000', '--ref', `proof-image-${Date.now()}`, 'proof image test');
    await page.goto('/member?page=withdraw');
    const centre = memberCentre(page);
    const setForm = centre.getByRole('form', { name: 'Set withdraw password' });
    await setForm.getByLabel('Login password').fill(PASSWORD);
    await setForm.getByLabel('New withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByLabel('Confirm withdraw password').fill(WITHDRAW_PASSWORD);
    await setForm.getByRole('button', { name: 'Save withdraw password' }).click();
    const requestForm = centre.getByRole('form', { name: 'Withdrawal form' });
    // A withdrawal amount beyond every limit names the limit too.
    await requestForm.getByRole('textbox', { name: 'Amount' }).fill('99999999999999');
    await requestForm.getByRole('button', { name: 'Submit withdrawal' }).click();
    await expect(requestForm.getByText(/^The amount must be at most ₭ [\d,]+\.\d{2}$/)).toBeVisible();
    await requestForm.getByRole('textbox', { name: 'Amount' }).fill('50,000');
    await requestForm.getByRole('textbox', { name: 'Bank name' }).fill('BCEL Bank');
    await requestForm.getByRole('textbox', { name: 'Account number' }).fill('0201000123456789');
    await requestForm.getByRole('textbox', { name: 'Account name' }).fill('PROOF TESTER');
    await requestForm.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
    await requestForm.getByRole('button', { name: 'Submit withdrawal' }).click();
    await expect(requestForm.getByText(/^Withdrawal of ₭ 50,000\.00 requested/)).toBeVisible();
    const line = ops('withdrawals')
      .split('\n')
      .find((row) => row.includes(` ${account} `) && row.includes(' PENDING '));
    const withdrawalId = line?.split(/\s+/)[0];
    expect(withdrawalId).toMatch(/^W\w+$/);
    ops('withdrawal-approve', withdrawalId!);

    const notAnImage = { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('this is only text, not a picture\n') };
    const awaiting = centre.getByRole('region', { name: 'Awaiting your confirmation' });
    await awaiting.getByRole('button', { name: 'Not received', exact: true }).click();
    const answer = awaiting.getByRole('form', { name: 'Not received' });
    await answer.getByLabel(/^Proof images/).setInputFiles(notAnImage);
    await expect(answer.getByText('receipt.png is not a png or jpg image')).toBeVisible();
    await expect(answer.getByRole('list', { name: 'Chosen proof images' })).toHaveCount(0);
    await shoot(page, 'proof-image-error-EN');

    // In Lao the same refusal is Lao, and nothing of the server's developer text shows.
    await switchLanguage(page, 'LO', '/member?page=withdraw');
    const awaitingLo = centre.getByRole('region', { name: 'ລໍຖ້າການຢືນຢັນຂອງທ່ານ' });
    await awaitingLo.getByRole('button', { name: 'ບໍ່ໄດ້ຮັບ', exact: true }).click();
    const answerLo = awaitingLo.getByRole('form', { name: 'ບໍ່ໄດ້ຮັບ' });
    await answerLo.getByLabel(/^ຮູບຫຼັກຖານ/).setInputFiles(notAnImage);
    await expect(answerLo.getByText('receipt.png ບໍ່ແມ່ນຮູບ png ຫຼື jpg')).toBeVisible();
    await expect(page.getByText(/Invalid body field/)).toHaveCount(0);
    await shoot(page, 'proof-image-error-LO');

    // A real png (its bytes say so) is taken and previewed.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await answerLo.getByLabel(/^ຮູບຫຼັກຖານ/).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    await expect(answerLo.getByRole('img', { name: 'slip.png' })).toBeVisible();
  });
});

test.describe('one time zone for the whole site', () => {
  for (const timezoneId of ['UTC', 'America/New_York']) {
    test.describe(`in a browser on ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('the north draw is at 18:15 Vientiane time and betting closes at 18:00', async ({ page }) => {
        await page.goto('/');
        await logIn(page, 'demo_member', 'Demo1234');
        await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
        const game = page.getByRole('region', { name: 'Miền Bắc' });
        await expect(game.getByText(/^\d{4}\/\d{2}\/\d{2} 18:15:00$/)).toBeVisible();
        await expect(game.getByText(/^\d{4}\/\d{2}\/\d{2} 18:00:00$/)).toBeVisible();
        // The opened draws' captions are Vientiane time too.
        await expect(page.getByRole('region', { name: 'Results of Miền Bắc' }).locator('caption')).toContainText('18:15:00');
        if (timezoneId === 'UTC') await shoot(page, 'lottery-UTC-EN');
      });
    });
  }

  test.describe('maintenance', () => {
    test.use({ timezoneId: 'UTC' });
    test.afterEach(() => {
      ops('maintenance', 'off');
    });

    test('the end of maintenance is Vientiane time in a UTC browser', async ({ page }) => {
      ops('maintenance', 'on', '--until', '2026-12-01T10:30:00Z');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
      await expect(page.getByText('2026/12/01 17:30:00')).toBeVisible();
    });
  });
});

test('the betting record names each game as the catalogue does in the page language', async ({ page, request }) => {
  const names = async (language: string) => {
    const { games } = await catalogue(request, { language, gameType: 'RNG', vassalage: 'PG', pageSize: '100' });
    return games.find((game) => game.nodeId === 'rng-pg-0001')?.displayName;
  };
  const [english, lao, chinese] = [await names('EN'), await names('LO'), await names('CN')];
  expect(lao).toBeTruthy();
  expect(chinese).not.toBe(english);

  await page.goto('/');
  await logIn(page, 'demo_member', 'Demo1234');
  await switchLanguage(page, 'CN', '/member?page=personalHistoryCopy');
  const table = memberCentre(page).getByRole('table', { name: '投注记录' });
  // The record is a query over the member's bets: slow on a busy machine, so a longer wait than the default.
  await expect(table.getByRole('cell', { name: chinese!, exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(table.getByRole('cell', { name: english!, exact: true })).toHaveCount(0);

  await switchLanguage(page, 'LO', '/member?page=personalHistoryCopy');
  const tableLo = memberCentre(page).getByRole('table', { name: 'ບັນທຶກການເດີມພັນ' });
  await expect(tableLo.getByRole('cell', { name: lao!, exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'betting-record-LO');
  await switchLanguage(page, 'EN', '/member?page=personalHistoryCopy');
  await expect(
    memberCentre(page).getByRole('table', { name: 'Betting record' }).getByRole('cell', { name: english!, exact: true }).first(),
  ).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'betting-record-EN');
});

test.describe('the lobby before its data', () => {
  /** Holds every call to the paths until the returned release is called. */
  async function holdCalls(page: Page, patterns: readonly RegExp[]): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const pattern of patterns) {
      await page.route(pattern, async (route: Route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
    }
    return release;
  }

  test('home shows its frame, menus and placeholder tiles at once, and the games replace them in place', async ({ page }) => {
    const release = await holdCalls(page, [/\/wps\/relay\/GCSGAME_hotGamesV2/, /\/lgw\/games\/game_menus/]);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Game categories' });
    await expect(menu.getByRole('button', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Hot games' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect(hot).toHaveAttribute('aria-busy', 'true');
    await expect(hot.getByTestId('skeleton-tiles').getByRole('listitem', { includeHidden: true })).toHaveCount(12);
    await expect(hot.getByRole('button', { name: /^Play / })).toHaveCount(0);
    const heightBefore = (await hot.boundingBox())?.height ?? 0;
    await shoot(page, 'lobby-skeleton-EN');

    release();
    await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect(hot).not.toHaveAttribute('aria-busy', 'true');
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
    // The placeholders took the tiles' place: the block does not jump when the games come.
    const heightAfter = (await hot.boundingBox())?.height ?? 0;
    expect(Math.abs(heightAfter - heightBefore)).toBeLessThanOrEqual(8);
  });

  test('a game list page shows its menus and a grid of placeholders while the games are held', async ({ page }) => {
    const release = await holdCalls(page, [/\/wps\/relay\/GCSGAME_gameList/, /\/lgw\/games\/game_menus/]);
    await page.goto('/rng');
    // The classify filter and the vendor menu's 'All' stand before any data; the vendors fill in later.
    const filter = page.getByRole('navigation', { name: 'Game filter' });
    await expect(filter.getByRole('button', { name: 'Hot', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Slots vendors' }).getByRole('button', { name: 'All' })).toBeVisible();
    // The grid's section, inside the page's own 'Slots' frame.
    const grid = page.getByRole('main').getByRole('region', { name: 'Slots', exact: true }).last();
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.getByTestId('skeleton-tiles')).toBeVisible();
    release();
    await expect(grid.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  });
});
