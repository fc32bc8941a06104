// The Content-Security-Policy on the composed site (issue 12 item 6): a member walks home, a game in its iframe, the
// member centre, the deposit form and the demo payment page, and a remote swapped out and back, and no frame of any
// page ever reports a policy violation; and a page of a foreign origin cannot frame the site or the payment page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { catalogue, logIn, release, startInLanguage } from '../support/site';

// demo_down2 plays the member, as in money.spec.ts: the accounts suite checks other demo accounts' balances, and this
// suite moves no money (the payment is failed at the gateway, the game is a free trial).
const ACCOUNT = 'demo_down2';
const SWAP_WITHIN = { timeout: 20_000 };

const header = (page: Page) => page.getByRole('banner');
const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

interface Violation {
  frame: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every `securitypolicyviolation` in every frame of every page of the context (the game iframe, the payment
 * popup) as it happens, through a binding, so frames closed before the end still count; and every console message
 * about the policy, which Chromium writes for the few violations that fire no event.
 */
async function watchPolicy(context: BrowserContext): Promise<{ violations: Violation[]; consoleMessages: string[] }> {
  const violations: Violation[] = [];
  const consoleMessages: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, violation: Violation) => void violations.push(violation));
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (violation: unknown) => void }).reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ frame: location.href, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return { violations, consoleMessages };
}

test.describe('the composed site under its Content-Security-Policy', () => {
  let watched: Awaited<ReturnType<typeof watchPolicy>>;

  test.beforeEach(async ({ context, page }) => {
    watched = await watchPolicy(context);
    await startInLanguage(page, 'EN');
  });

  test('the watch sees a violation when there is one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    // An inline script, as an injection would add one: the policy blocks it, and the watch must say so.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => watched.violations.map((violation) => violation.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  test('home, a game, the member centre, the deposit and payment pages and a remote swap break no rule', async ({ page, request }) => {
    test.setTimeout(120_000);
    const home = await page.goto('/');
    // index.html carries the answer's own nonce, which its inline style and emotion's style tags use.
    expect(home?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[^']+'/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The shell's styles applied (emotion's tags were allowed): the page is dark, as the theme draws it.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await logIn(page, ACCOUNT, 'Demo1234');

    // A game in its iframe, from this origin.
    const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'PG' });
    const trial = games.find((game) => game.supportPlay === 0) ?? games[0]!;
    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Free trial of ${trial.displayName}` })
      .click();
    const popup = page.getByRole('dialog', { name: trial.displayName });
    const game = popup.frameLocator('iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ })).toBeVisible();
    await popup.getByRole('button', { name: 'Close the game' }).click();

    // The member centre and its deposit form; the demo payment page opens in a window of its own.
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    const form = memberCentre(page).getByRole('form', { name: 'Deposit form' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('50,000');
    const gatewayOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    const gateway = await gatewayOpened;
    await expect(gateway.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
    // Its stylesheet applied: the payment button is green.
    await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toHaveCSS('background-color', 'rgb(11, 122, 62)');
    await gateway.getByRole('button', { name: 'Fail payment' }).click();
    await expect(gateway.getByText(/^The payment failed/)).toBeVisible();
    await gateway.close();

    // A remote swapped out (maintenance) and back in on the open page: its parcel unmounts and mounts again.
    try {
      release('maintenance', 'mf_member', 'on');
      await expect(memberCentre(page).getByRole('heading', { name: 'This section is under maintenance' })).toBeVisible(SWAP_WITHIN);
    } finally {
      release('maintenance', 'mf_member', 'off');
    }
    await expect(memberCentre(page).getByRole('heading', { name: 'This section is under maintenance' })).toBeHidden(SWAP_WITHIN);
    await memberCentre(page).getByRole('button', { name: 'Close' }).click();
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(form).toBeVisible(SWAP_WITHIN);

    expect(watched.violations).toEqual([]);
    expect(watched.consoleMessages).toEqual([]);
  });
});

// For people to look at: styles the policy blocked would show here (an unstyled shell, a plain payment page).
for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const) {
  test(`under the policy, ${size.name}: home, a game, the member centre and the payment page keep their styles`, async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    const watched = await watchPolicy(context);
    await startInLanguage(page, 'EN');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/csp-home-${size.name}.png` });

    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Free trial of / })
      .first()
      .click();
    const game = page.getByRole('dialog').frameLocator('iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status').filter({ hasText: /^(You won .+|No win)$/ })).toBeVisible();
    await page.screenshot({ path: `screenshots/csp-game-${size.name}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Close the game' }).click();

    await logIn(page, ACCOUNT, 'Demo1234');
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    const form = memberCentre(page).getByRole('form', { name: 'Deposit form' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('50,000');
    await page.screenshot({ path: `screenshots/csp-member-centre-${size.name}.png` });
    const gatewayOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    const gateway = await gatewayOpened;
    await gateway.setViewportSize({ width: size.width, height: size.height });
    await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await gateway.screenshot({ path: `screenshots/csp-payment-${size.name}.png` });
    await gateway.getByRole('button', { name: 'Fail payment' }).click();
    // Closed only once its answer has loaded: a page closed while its form post is still navigating can hang close().
    await expect(gateway.getByText(/^The payment failed/)).toBeVisible();
    await gateway.close();

    expect(watched.violations).toEqual([]);
  });
}

test.describe('a foreign origin cannot frame the site', () => {
  let foreign: http.Server;
  let foreignOrigin = '';
  let foreignPage = '';

  test.beforeAll(async () => {
    // Another origin (localhost, not 127.0.0.1, another port): its page is whatever the test last set.
    foreign = http.createServer((request, response) => {
      if (request.url === '/own')
        return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>own</title><p>Framed fine</p>');
      response.writeHead(200, { 'content-type': 'text/html' }).end(foreignPage);
    });
    // Every address, IPv6 too: Chromium may look localhost up as ::1.
    await new Promise<void>((resolve) => foreign.listen(0, resolve));
    foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

  test('the home page and the payment page stay blank in its frames; its own page in a frame shows', async ({
    page: browserPage,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await startInLanguage(browserPage, 'EN');
    await browserPage.goto('/');
    await logIn(browserPage, ACCOUNT, 'Demo1234');
    // A real pending payment page to aim at.
    await header(browserPage).getByRole('button', { name: 'Deposit' }).click();
    const form = memberCentre(browserPage).getByRole('form', { name: 'Deposit form' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('50,000');
    const gatewayOpened = browserPage.waitForEvent('popup');
    await form.getByRole('button', { name: 'Submit deposit' }).click();
    const gateway = await gatewayOpened;
    await expect(gateway.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    const payUrl = gateway.url();
    await gateway.close();

    const targets = { site: `${baseURL}/`, payment: payUrl, own: `${foreignOrigin}/own` };
    // Each frame's load event is recorded, blocked or not, so the checks below run on frames that are done.
    foreignPage = `<!doctype html><title>foreign</title><script>window.loadedFrames = [];</script>${Object.entries(targets)
      .map(
        ([name, url]) =>
          `<iframe name="${name}" title="${name}" src="${url}" width="600" height="400" onload="loadedFrames.push(this.name)"></iframe>`,
      )
      .join('')}`;
    const attacker = await browserPage.context().newPage();
    await attacker.goto(`${foreignOrigin}/`);
    await expect.poll(() => attacker.evaluate(() => (window as unknown as { loadedFrames: string[] }).loadedFrames.length)).toBe(3);

    // The control: a frame the browser allows shows its content.
    await expect(attacker.frameLocator('iframe[name="own"]').getByText('Framed fine')).toBeVisible();
    // The site's frames were refused (frame-ancestors 'self', X-Frame-Options): loaded, yet none of the site's content
    // (the lobby's search, the payment page's 'Pay') is in them.
    await expect(attacker.frameLocator('iframe[name="site"]').getByRole('searchbox')).toHaveCount(0);
    await expect(attacker.frameLocator('iframe[name="payment"]').getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    for (const name of ['site', 'payment'])
      expect({ name, url: attacker.frame({ name })?.url() }).toEqual({ name, url: 'chrome-error://chromewebdata/' });
    await attacker.close();
  });
});
