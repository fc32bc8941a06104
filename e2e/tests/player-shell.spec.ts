// The shell as a player meets it (issue 14): the header nav's deposit and withdrawal, a member's header on a phone, the
// side menu's app download panel on screen, one message per field rule across the account popups, the stored browser state of requirements §3, and
// the floating Telegram button never covering a page's text.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { logIn, startInLanguage } from '../support/site';

const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
const MOBILE = { name: 'mobile', width: 390, height: 844 } as const;

// Each test signs in or walks several popups, and a page loads its remote and data: on a loaded 2-core machine that
// takes far longer than the suite's defaults, and how long it takes is not what these tests check.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const banner = (page: Page) => page.getByRole('banner');
const headerNav = (page: Page) => banner(page).getByRole('navigation', { name: 'Deposit and withdrawal' });

for (const size of [DESKTOP, MOBILE]) {
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the header nav has deposit and withdrawal for a member, each opening its member-centre page', async ({ page }) => {
      await startInLanguage(page, 'EN');
      await page.goto('/');
      await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(headerNav(page)).toHaveCount(0);

      await logIn(page, 'demo_member', 'Demo1234');
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      await headerNav(page).getByRole('button', { name: 'Withdrawal' }).click();
      await expect(centre.getByRole('heading', { level: 2, name: 'Withdrawal' })).toBeVisible();
      await centre.getByRole('button', { name: 'Close' }).click();
      await expect(centre).toBeHidden();

      await headerNav(page).getByRole('button', { name: 'Deposit' }).click();
      await expect(centre.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
    });
  });
}

test('a member’s header fits a phone: balance, deposit, withdrawal and the account menu whole on screen at 390 and 360 px', async ({
  page,
}) => {
  await startInLanguage(page, 'EN');
  await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
  await page.goto('/');
  await logIn(page, 'demo_member', 'Demo1234');
  for (const width of [MOBILE.width, 360]) {
    await page.setViewportSize({ width, height: MOBILE.height });
    for (const part of [
      banner(page).getByRole('group', { name: 'Balance' }),
      headerNav(page).getByRole('button', { name: 'Deposit' }),
      headerNav(page).getByRole('button', { name: 'Withdrawal' }),
      banner(page).getByRole('button', { name: /^Account menu for demo_member/ }),
    ])
      await expect(part).toBeInViewport({ ratio: 1 });
    // Nothing of the header runs past the screen's edge.
    expect(await banner(page).evaluate((header) => header.scrollWidth - header.clientWidth)).toBe(0);
  }
  await page.screenshot({ path: 'screenshots/header-member-360.png', clip: { x: 0, y: 0, width: 360, height: 120 } });
});

test('a trial account gets the warning from the header nav’s withdrawal, like from deposit', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  for (const entry of ['Withdrawal', 'Deposit']) {
    await headerNav(page).getByRole('button', { name: entry }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning.getByText('Trial accounts cannot use this feature. Please register a real account.')).toBeVisible();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
  }
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
});

test('the side menu’s app download panel opens beside the menu, whole and on top, on desktop', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('button', { name: 'App download' });
  await entry.hover();
  const panel = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Scan the QR code to install the app')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Android' })).toBeVisible();

  // Whole inside the viewport, beside (not inside) the menu, and what a person sees there: nothing clips or covers it.
  const box = await panel.boundingBox();
  const menuBox = await menu.boundingBox();
  if (!box || !menuBox) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(menuBox.x + menuBox.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  const onTop = await panel.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
      [r.left + r.width / 2, r.top + r.height / 2],
    ];
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
  });
  expect(onTop).toBe(true);

  // The pointer crosses from the entry to the panel without it closing; leaving both closes it.
  await panel.getByRole('link', { name: 'Android', exact: true }).hover();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  // A click (which arrives after the hover that opened it) keeps it open; so does Enter on the entry; Escape closes it.
  await entry.click();
  await expect(panel.getByRole('img', { name: 'Android' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('img', { name: 'Android' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test.describe('one message per field rule', () => {
  for (const [language, texts] of [
    [
      'EN',
      {
        login: 'Log in',
        register: 'Register',
        mobile: 'Mobile number',
        digits: 'Phone number must have 10 digits',
        length: 'Length must be 10 to 10 characters',
      },
    ],
    [
      'LO',
      {
        login: 'ເຂົ້າສູ່ລະບົບ',
        register: 'ລົງທະບຽນ',
        mobile: 'ເບີໂທລະສັບມືຖື',
        digits: 'ເບີໂທລະສັບຕ້ອງມີ 10 ຕົວເລກ',
        length: 'ຄວາມຍາວຕ້ອງຢູ່ລະຫວ່າງ 10 ຫາ 10 ຕົວອັກສອນ',
      },
    ],
  ] as const) {
    test(`a short mobile number reads the same in the register and login popups (${language})`, async ({ page }) => {
      await startInLanguage(page, language);
      await page.goto('/register');
      const register = page.getByRole('dialog', { name: texts.register });
      await register.getByLabel(`${texts.mobile} *`, { exact: true }).fill('205551234');
      await register.getByRole('button', { name: texts.register, exact: true }).click();
      await expect(register.getByText(texts.digits, { exact: true })).toBeVisible();
      await expect(register.getByText(texts.length)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`register-mobile-error-${language}.png`) });

      await page.goto('/login');
      const login = page.getByRole('dialog', { name: texts.login });
      await login.getByRole('tab', { name: 'SMS' }).click();
      await login.getByLabel(texts.mobile, { exact: true }).fill('205551234');
      await login.getByRole('button', { name: texts.login, exact: true }).click();
      await expect(login.getByText(texts.digits, { exact: true })).toBeVisible();
    });
  }
});

test('the stored browser state of requirements §3: lang and hisLang, and the whole login state with location', async ({ page }) => {
  // A returning visitor whose choice was kept only under hisLang, as browsers of an older release have it.
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  const stored = () =>
    page.evaluate(() => {
      const key = (k: string) => sessionStorage.getItem(k);
      const session = {
        isLogin: key('isLogin'),
        isAgent: key('isAgent'),
        isTrial: key('isTrial'),
        location: key('location'),
        memberInfo: key('memberInfo'),
      };
      return { lang: localStorage.getItem('lang'), hisLang: localStorage.getItem('hisLang'), ...session };
    });
  await expect.poll(async () => (await stored()).location).not.toBeNull();
  const visitor = await stored();
  expect(visitor).toMatchObject({ lang: 'EN', hisLang: 'EN', isLogin: 'false', isAgent: 'false', isTrial: 'false', memberInfo: 'null' });
  const location = JSON.parse(visitor.location ?? '') as Record<string, unknown>;
  expect(Object.keys(location).sort()).toEqual(['country', 'ip']);
  expect(location.ip).toEqual(expect.stringContaining('127.0.0.1'));

  await logIn(page, 'demo_member', 'Demo1234');
  await expect.poll(async () => (await stored()).isLogin).toBe('true');
  const member = await stored();
  expect(member).toMatchObject({ lang: 'EN', hisLang: 'EN', isAgent: 'false', isTrial: 'false' });
  expect(JSON.parse(member.memberInfo ?? '')).toMatchObject({ account: 'demo_member', type: 0 });
  expect(JSON.parse(member.location ?? '')).toEqual(JSON.parse(visitor.location ?? ''));

  // Switching the language keeps both keys together.
  await page.getByRole('navigation', { name: 'Main menu' }).getByLabel('Language').selectOption('CN');
  await expect.poll(async () => [(await stored()).lang, (await stored()).hisLang]).toEqual(['CN', 'CN']);
});

/**
 * Texts of the page that the floating Telegram button paints over, through every scroll position of the page: a text
 * counts where, with the button taken out of hit-testing, the point under the button hits that text (so text hidden
 * behind an opaque bar the button sits in does not count; text the button alone hides does).
 */
async function textsUnderTelegram(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('a[aria-label="Chat with us on Telegram"]');
    if (!button) throw new Error('no Telegram button');
    const roots = [document.querySelector('main'), document.querySelector('footer')].filter((r): r is HTMLElement => r !== null);
    const covered = new Set<string>();
    button.style.pointerEvents = 'none';
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(bottom, y + 60)) {
      window.scrollTo(0, y);
      const b = button.getBoundingClientRect();
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || !node.parentElement) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            const left = Math.max(r.left, b.left);
            const right = Math.min(r.right, b.right);
            const top = Math.max(r.top, b.top);
            const bottomEdge = Math.min(r.bottom, b.bottom);
            if (left >= right || top >= bottomEdge) continue;
            for (let x = left + 1; x < right; x += 3) {
              for (let yy = top + 1; yy < bottomEdge; yy += 3) {
                const hit = document.elementFromPoint(x, yy);
                if (hit && (hit === node.parentElement || node.parentElement.contains(hit))) covered.add(node.textContent.trim());
              }
            }
          }
        }
      }
      if (y >= bottom) break;
    }
    button.style.pointerEvents = '';
    return [...covered];
  });
}

for (const size of [MOBILE, DESKTOP]) {
  test(`the floating Telegram button covers no text of the records pages at ${size.width} px`, async ({ page }) => {
    await startInLanguage(page, 'EN');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await logIn(page, 'demo_member', 'Demo1234');
    const telegram = page.getByRole('link', { name: 'Chat with us on Telegram' });
    for (const [pageId, table] of [
      ['transactionHistory', 'Account record'],
      ['personalHistoryCopy', 'Betting record'],
    ] as const) {
      await page.goto(`/member?page=${pageId}`);
      const records = page.getByRole('main').getByRole('table', { name: table });
      await expect(records.getByRole('row').nth(1)).toBeVisible();
      await expect(telegram).toBeVisible();
      expect(await textsUnderTelegram(page)).toEqual([]);
    }
  });
}
