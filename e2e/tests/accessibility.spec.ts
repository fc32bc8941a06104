// Accessibility of the composed site: axe-core's default rules (WCAG 2 A/AA and best practices) find no serious or
// critical violation on the main pages and popups, in Lao, English and Chinese, at desktop and mobile widths.
// Each language and width runs in one browser context: a visitor's pages and popups first, then the same context
// signs in (demo_agent, an agent is also a member) for the member centre, the lottery and the agent centre.
// Names come from the packages' own locale files, so a page is found by role and name in every language.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { startInLanguage } from '../support/site';
import { cn as agentCn } from '../../mf-agent/src/i18n/locales/cn';
import { en as agentEn } from '../../mf-agent/src/i18n/locales/en';
import { lo as agentLo } from '../../mf-agent/src/i18n/locales/lo';
import { cn as lobbyCn } from '../../mf-lobby/src/i18n/locales/cn';
import { en as lobbyEn } from '../../mf-lobby/src/i18n/locales/en';
import { lo as lobbyLo } from '../../mf-lobby/src/i18n/locales/lo';
import { cn as memberCn } from '../../mf-member/src/i18n/locales/cn';
import { en as memberEn } from '../../mf-member/src/i18n/locales/en';
import { lo as memberLo } from '../../mf-member/src/i18n/locales/lo';
import { cn as promotionsCn } from '../../mf-promotions/src/i18n/locales/cn';
import { en as promotionsEn } from '../../mf-promotions/src/i18n/locales/en';
import { lo as promotionsLo } from '../../mf-promotions/src/i18n/locales/lo';
import { cn as remoteCn } from '../../shared-ui/src/remote/locales/cn';
import { en as remoteEn } from '../../shared-ui/src/remote/locales/en';
import { lo as remoteLo } from '../../shared-ui/src/remote/locales/lo';
import { cn as shellCoreCn } from '../../shell/src/features/i18n/locales/cn';
import { en as shellCoreEn } from '../../shell/src/features/i18n/locales/en';
import { lo as shellCoreLo } from '../../shell/src/features/i18n/locales/lo';
import { cnAuth as shellAuthCn } from '../../shell/src/features/i18n/locales/sign-in/cn';
import { enAuth as shellAuthEn } from '../../shell/src/features/i18n/locales/sign-in/en';
import { loAuth as shellAuthLo } from '../../shell/src/features/i18n/locales/sign-in/lo';

// A page of the composed site loads its remotes, texts and data: on a busy machine that can take far longer than the
// suite's 15 s default, and how long it takes is not what this suite checks.
const expect = baseExpect.configure({ timeout: 60_000 });

type Language = 'LO' | 'EN' | 'CN';
// The shell's texts as the site has them once an account popup has opened (the popups' `auth` texts are their own chunk).
const shellLo = { ...shellCoreLo, auth: shellAuthLo };
const shellEn = { ...shellCoreEn, auth: shellAuthEn };
const shellCn = { ...shellCoreCn, auth: shellAuthCn };
const LANGUAGES: readonly Language[] = ['LO', 'EN', 'CN'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const TEXTS = {
  LO: { shell: shellLo, lobby: lobbyLo, member: memberLo, promotions: promotionsLo, remote: remoteLo, agent: agentLo },
  EN: { shell: shellEn, lobby: lobbyEn, member: memberEn, promotions: promotionsEn, remote: remoteEn, agent: agentEn },
  CN: { shell: shellCn, lobby: lobbyCn, member: memberCn, promotions: promotionsCn, remote: remoteCn, agent: agentCn },
} as const;
type Texts = (typeof TEXTS)[Language];

const ACCOUNT = 'demo_agent';
const PASSWORD = 'Demo1234';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name pattern from an i18next template: each {{placeholder}} matches any text. */
const templatePattern = (template: string, values: Record<string, string> = {}) =>
  new RegExp(
    `^${template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (key === undefined) return escapeRegExp(part);
        return values[key] === undefined ? '.+' : escapeRegExp(values[key]);
      })
      .join('')}$`,
  );

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Where a checked element lives: the remote whose slot holds it, else the shell. */
async function ownerOf(page: Page, target: Violation['nodes'][number]['target']): Promise<string> {
  const selector = target[0];
  // A target inside an iframe is a list of selectors; the frame itself is what the page owns.
  if (typeof selector !== 'string') return 'unknown';
  return page.evaluate((s) => document.querySelector(s)?.closest('[data-remote]')?.getAttribute('data-remote') ?? 'shell', selector);
}

interface Found {
  rule: string;
  impact: string;
  help: string;
  owner: string;
  target: string;
  summary: string;
}

/**
 * What one check covers: the whole page by default. With a modal dialog open, the page behind it is inert and was
 * checked on its own, so a popup's check covers the popup; a signed-in page checks what signing in changed.
 */
interface Scope {
  include?: string;
  exclude?: string;
}
const MODAL: Scope = { include: '[role="dialog"][aria-modal="true"]' };
const MAIN: Scope = { include: 'main' };
const AROUND_MAIN: Scope = { exclude: 'main' };

/** Runs axe on the page as it is now and fails the test (softly, so every page still runs) on serious or critical violations. */
async function expectAccessible(page: Page, where: string, scope: Scope = {}): Promise<void> {
  // Only violations are collected: gathering every passing node makes a run on the lobby's many tiles several times slower.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const results = await axe.analyze();
  const found: Found[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes)
      found.push({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        owner: await ownerOf(page, node.target),
        target: node.target.join(' >>> '),
        summary: (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
      });
  }
  // Kept beside the test's other results, for whoever fixes them.
  const file = test.info().outputPath(`axe-${where.replace(/[^\w-]+/g, '_')}.json`);
  writeFileSync(file, JSON.stringify({ where, url: page.url(), found }, null, 2));
  const report = found.map((f) => `  [${f.impact}] ${f.rule} in ${f.owner}: ${f.target}\n    ${f.help}. ${f.summary}`).join('\n');
  expect.soft(found, `${where} (${page.url()}) has serious or critical axe violations:\n${report}`).toHaveLength(0);
}

/** Waits until the page's data has arrived: no request in flight and no loading indicator left. */
async function settled(page: Page, texts: Texts): Promise<void> {
  await page.waitForLoadState('networkidle');
  const loading = [texts.remote.loading, texts.shell.common.loading, texts.shell.remote.loading];
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^(${loading.map(escapeRegExp).join('|')})$`) })).toHaveCount(0);
}

async function visit(page: Page, texts: Texts, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await settled(page, texts);
}

const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

for (const language of LANGUAGES) {
  const texts = TEXTS[language];
  const { shell, lobby, member, promotions, agent } = texts;
  for (const size of WIDTHS) {
    test.describe(`${language} ${size.name}`, () => {
      // Each test checks several pages, and axe takes seconds a page on a busy machine: the budget is per test, generous.
      test.describe.configure({ timeout: 600_000 });
      let context: BrowserContext;
      let page: Page;
      const where = (what: string) => `${what} ${language} ${size.name}`;
      const sideMenu: Scope = { include: `nav[aria-label="${shell.menu.label}"]` };

      test.beforeAll(async ({ browser }) => {
        // Reduced motion, which stops the notice bar: a moving page gives axe another page from one run to the next,
        // and the endless animation kept the browser busy through each run (twice as slow).
        context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
        page = await context.newPage();
        // The language a returning visitor chose, kept under hisLang; the announcement popups closed at the start of
        // the session, so they cover no page a test clicks on: the tests that check them open them again.
        await page.addInitScript((lang) => {
          if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', lang);
          if (window.sessionStorage.getItem('accessibilitySuite')) return;
          window.sessionStorage.setItem('accessibilitySuite', 'started');
          for (const audience of ['A', 'B']) window.sessionStorage.setItem(`announcementPopupClosed:${audience}`, 'true');
        }, language);
      });

      /** Shows this session's announcement popup again (it shows once per session until closed) and checks it. */
      async function checkAnnouncementPopup(audience: 'A' | 'B', what: string): Promise<void> {
        await page.evaluate((key) => window.sessionStorage.removeItem(key), `announcementPopupClosed:${audience}`);
        await page.reload();
        const popup = dialog(page, shell.popups.announcement_title);
        await expect(popup).toBeVisible();
        await settled(page, texts);
        await expectAccessible(page, where(what), MODAL);
        await popup.getByRole('button', { name: shell.common.close, exact: true }).first().click();
        await expect(popup).toBeHidden();
      }

      /** Signs in through the login popup, unless this context already is (a test after a failed one gets a new context). */
      async function signIn(): Promise<void> {
        await visit(page, texts, '/', (p) => main(p).getByRole('searchbox', { name: lobby.search_label }));
        const accountMenu = banner(page).getByRole('button', { name: templatePattern(shell.account.menu, { account: ACCOUNT }) });
        const unreadMenu = banner(page).getByRole('button', { name: templatePattern(shell.account.menu_unread, { account: ACCOUNT }) });
        if (await accountMenu.or(unreadMenu).isVisible()) return;
        await banner(page).getByRole('button', { name: shell.header.login, exact: true }).click();
        const login = dialog(page, shell.popups.login_title);
        await login.getByLabel(shell.auth.username, { exact: true }).fill(ACCOUNT);
        await login.getByLabel(shell.auth.password, { exact: true }).fill(PASSWORD);
        await login.getByRole('button', { name: shell.auth.submit_login, exact: true }).click();
        await expect(login).toBeHidden();
        await expect(accountMenu.or(unreadMenu)).toBeVisible();
      }
      test.afterAll(async () => {
        await context.close();
      });

      test('a visitor: home with the announcement popup, the login, register and forgot-password popups', async () => {
        await visit(page, texts, '/', (p) => main(p).getByRole('searchbox', { name: lobby.search_label }));
        await expectAccessible(page, where('home (visitor)'));
        await checkAnnouncementPopup('B', 'announcement popup (visitor)');

        await banner(page).getByRole('button', { name: shell.header.login, exact: true }).click();
        const login = dialog(page, shell.popups.login_title);
        await expect(login.getByLabel(shell.auth.password, { exact: true })).toBeVisible();
        await expectAccessible(page, where('login popup'), MODAL);

        await login.getByRole('button', { name: shell.auth.forgot_password, exact: true }).click();
        const forgot = dialog(page, shell.auth.forgot_title);
        await expect(forgot).toBeVisible();
        await settled(page, texts);
        await expectAccessible(page, where('forgot-password popup'), MODAL);
        await page.keyboard.press('Escape');
        await expect(forgot).toBeHidden();

        await banner(page).getByRole('button', { name: shell.header.register, exact: true }).click();
        const register = dialog(page, shell.popups.register_title);
        await expect(register).toBeVisible();
        await settled(page, texts);
        await expectAccessible(page, where('register popup'), MODAL);
        await page.keyboard.press('Escape');
        await expect(register).toBeHidden();
      });

      if (size.name === 'mobile')
        test('a visitor: the side menu open on a phone', async () => {
          await visit(page, texts, '/', (p) => main(p).getByRole('searchbox', { name: lobby.search_label }));
          await banner(page).getByRole('button', { name: shell.header.open_menu, exact: true }).click();
          await expect(page.getByRole('navigation', { name: shell.menu.label, exact: true })).toBeInViewport();
          await settled(page, texts);
          await expectAccessible(page, where('side menu open'), sideMenu);
          await page.keyboard.press('Escape');
        });

      test('a visitor: game lists, in-house games, promotions with a promotion open', async () => {
        // A lobby category, a vendor's slot list and the in-house list.
        for (const path of ['/live', '/rng?vassalage=PG', '/inHouse']) {
          await visit(page, texts, path, main);
          await expectAccessible(page, where(`game list ${path}`));
        }
        await visit(page, texts, '/promotions', heading);
        await expectAccessible(page, where('promotions'));
        await main(page)
          .getByRole('button', { name: templatePattern(promotions.more_about) })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await settled(page, texts);
        await expectAccessible(page, where('promotion details popup'), MODAL);
        await page.keyboard.press('Escape');
        // The points mall needs login: a visitor is sent to /login (points-mall.spec.ts).
      });

      test('a member: home with the members’ announcement popup, lottery pages, promotions, the points mall', async () => {
        await signIn();
        await expectAccessible(page, where('home (member)'), AROUND_MAIN);
        await checkAnnouncementPopup('A', 'announcement popup (member)');

        for (const path of ['/lottery?gameCode=TCG', '/vnLottery?gameCode=TCG_LOTTO_VN']) {
          await visit(page, texts, path, heading);
          await expectAccessible(page, where(`lottery ${path}`));
        }
        await visit(page, texts, '/promotions', heading);
        await expectAccessible(page, where('promotions (member)'), MAIN);
        await visit(page, texts, '/pointMall', heading);
        await expectAccessible(page, where('points mall (member)'), MAIN);
        if (size.name === 'mobile') {
          await banner(page).getByRole('button', { name: shell.header.open_menu, exact: true }).click();
          await expect(page.getByRole('navigation', { name: shell.menu.label, exact: true })).toBeInViewport();
          await expectAccessible(page, where('side menu open (member)'), sideMenu);
          await page.keyboard.press('Escape');
        }
      });

      test('a member: the member centre pages deposit, withdrawal, records and my account', async () => {
        await signIn();
        await banner(page).getByRole('button', { name: shell.account.deposit, exact: true }).click();
        const centre = dialog(page, shell.member_centre.title);
        const menu = centre.getByRole('navigation', { name: member.member_menu, exact: true });
        for (const pageId of ['depositv2', 'withdraw', 'personalHistoryCopy', 'transactionHistory', 'securityCenter'] as const) {
          const link = menu.getByRole('link', { name: member[`page_${pageId}`], exact: true });
          await link.click();
          await expect(link).toHaveAttribute('aria-current', 'page');
          await settled(page, texts);
          await expectAccessible(page, where(`member centre ${pageId}`), MODAL);
        }
      });

      test('an agent: the agent centre, its contract screens and its income and salary records', async () => {
        await signIn();
        await visit(page, texts, '/agentHome', heading);
        await expectAccessible(page, where('agent centre'));
        const menu = main(page).getByRole('navigation', { name: agent.agent_menu, exact: true });
        const open = async (pageId: 'agentRevenueReport' | 'agentDailyWages2' | 'downlineManagmentView') => {
          const link = menu.getByRole('link', { name: agent[`page_${pageId}`], exact: true });
          await link.click();
          await expect(link).toHaveAttribute('aria-current', 'page');
          await settled(page, texts);
        };
        // My income and the daily wages (demo_agent holds the house's daily salary: its flag shows the page).
        for (const pageId of ['agentRevenueReport', 'agentDailyWages2'] as const) {
          await open(pageId);
          await expectAccessible(page, where(`agent centre ${pageId}`), MAIN);
          await page.screenshot({ path: test.info().outputPath(`agent-${pageId}-${language}-${size.name}.png`), fullPage: true });
        }
        // Team management: a direct downline's detail with the contract offer form, the contracts list, the requests.
        await open('downlineManagmentView');
        await main(page)
          .getByRole('button', { name: templatePattern(agent.view_details, { account: 'demo_subagent' }) })
          .click();
        await expect(main(page).getByRole('form', { name: agent.offer_form, exact: true })).toBeVisible();
        await settled(page, texts);
        await expectAccessible(page, where('agent centre contract offer form'), MAIN);
        for (const tab of ['tab_contracts', 'tab_requests'] as const) {
          await main(page).getByRole('tab', { name: agent[tab], exact: true }).click();
          await settled(page, texts);
          await expectAccessible(page, where(`agent centre ${tab}`), MAIN);
          await page.screenshot({ path: test.info().outputPath(`agent-${tab}-${language}-${size.name}.png`), fullPage: true });
        }
      });
    });
  }
}

/** The part of axe's (untyped) colour functions this suite uses. */
interface AxeColour {
  parseString(value: string): AxeColour;
}
interface AxeColourFunctions {
  Color: new () => AxeColour;
  getContrast(background: AxeColour, foreground: AxeColour): number;
}

// axe leaves text laid over a picture undecided (not a violation), so the hot badge over a game's icon gets its own
// check: its text against its own background, measured with axe's colour functions.
test('the hot badge of a game tile has a contrast of at least 4.5:1', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  const badge = main(page).getByText(lobbyEn.hot_badge, { exact: true }).first();
  await expect(badge).toBeVisible();
  // Puts axe (and its colour functions) into the page; the run itself is cheap, one rule on one landmark.
  await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  const contrast = await badge.evaluate((element) => {
    const { color } = (window as unknown as { axe: { commons: { color: AxeColourFunctions } } }).axe.commons;
    const style = window.getComputedStyle(element);
    const parse = (value: string) => new color.Color().parseString(value);
    return color.getContrast(parse(style.backgroundColor), parse(style.color));
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
});
