// Helpers of the composed-site suite: choosing the language before load and running ops commands
// against the same database as the server under test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { runOpsCli } from '../../deploy/testing/opsCli';

/** Folders of a run on a port other than the default carry the port, so two runs side by side never share them. */
const runSuffix = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
export const dataDir = path.join(__dirname, '..', `.data${runSuffix}`);
/** The server's site root (made by prepare-site.mjs): the built shell and the suite's own copy of the releases. */
export const siteRoot = path.join(__dirname, '..', `.site${runSuffix}`);
const repoRoot = path.join(__dirname, '..', '..');

/**
 * Starts the page in a language, as a returning visitor whose choice is kept under hisLang, who has
 * already closed this session's announcement popup (so it does not cover what a test clicks).
 */
export async function startInLanguage(page: Page, language: 'LO' | 'EN' | 'CN', { announcementsClosed = true } = {}): Promise<void> {
  await page.addInitScript(
    ([lang, closed]) => {
      if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', lang);
      if (closed) for (const audience of ['A', 'B']) window.sessionStorage.setItem(`announcementPopupClosed:${audience}`, 'true');
    },
    [language, announcementsClosed] as const,
  );
}

/** Chooses the language of an open page as its selector keeps it (hisLang, lang): it applies from the next load. */
export async function chooseLanguage(page: Page, language: 'LO' | 'EN' | 'CN'): Promise<void> {
  await page.evaluate((lang) => {
    window.localStorage.setItem('hisLang', lang);
    window.localStorage.setItem('lang', lang);
  }, language);
}

/** What one start of a CLI (pnpm, tsx, the command) may add to a test's time on a loaded machine. */
const CLI_START_BUDGET_MS = 30_000;

/**
 * Gives the running test the time of one more CLI start: what a command costs to start depends on the machine, not
 * on the page, so a test's budget grows with the number of commands it runs instead of failing on a busy machine.
 */
function budgetOneCliStart(): void {
  const info = test.info();
  info.setTimeout(info.timeout + CLI_START_BUDGET_MS);
}

/** Runs the real ops command (`pnpm --filter @mekong/api ops …`, as the build bundled it) on the server's database. */
export function ops(...args: string[]): string {
  budgetOneCliStart();
  return runOpsCli(dataDir, args);
}

/** Runs the real release CLI (`pnpm --filter @mekong/deploy release …`) on the releases the server under test serves. */
export function release(...args: string[]): string {
  budgetOneCliStart();
  return execFileSync('pnpm', ['--silent', '--filter', '@mekong/deploy', 'release', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: path.join(siteRoot, 'releases') },
    encoding: 'utf8',
  });
}

/** The last SMS code the built-in SMS provider sent to a number (read from its outbox). */
export function lastSmsCode(mobileNum: string): string {
  const code = ops('sms-outbox', mobileNum).trim().split('\n')[0] ?? '';
  if (!/^\d{6}$/.test(code)) throw new Error(`No SMS code for ${mobileNum}: ${code}`);
  return code;
}

/** The body of the last mail the built-in mail provider sent to an address (read from its outbox). */
export function lastMailBody(email: string): string {
  const body = ops('mail-outbox', email).trim();
  if (body.startsWith('No mail sent to')) throw new Error(body);
  return body;
}

/** The answer of the captcha a `/wps/captcha` response carried, as a person would read it off the image. */
export async function captchaAnswer(response: Response): Promise<string> {
  const body = (await response.json()) as { value: { captchaId: string } };
  return ops('captcha', body.value.captchaId).trim().split('\n')[0] ?? '';
}

export const isCaptchaResponse = (response: Response) => new URL(response.url()).pathname === '/wps/captcha';

/** Logs in through the login popup with a username and password, and waits for the popup to close. */
export async function logIn(page: Page, username: string, password: string, options: { agent?: boolean } = {}): Promise<void> {
  await logInUnfinished(page, username, password, options);
  await page.getByRole('dialog', { name: 'Log in' }).waitFor({ state: 'hidden' });
}

/** Fills and sends the login popup; what follows (a second step, an error) is the caller's to check. */
export async function logInUnfinished(page: Page, username: string, password: string, { agent = false } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (agent) await dialog.getByRole('checkbox', { name: 'Agent login' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

export interface CatalogueTile {
  nodeId: string;
  displayName: string;
  supportPlay: 0 | 1;
}

/** Games of the seeded catalogue as the API lists them, so the tests name real games. */
export async function catalogue(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<{ games: CatalogueTile[]; totalPages: number }> {
  const response = await request.get('/wps/relay/GCSGAME_gameList', { params: { language: 'EN', ...query } });
  const body = (await response.json()) as { value: { games: CatalogueTile[]; totalPages: number } };
  return body.value;
}

/** Pays a deposit of `amount` (as typed, e.g. '50,000') at the demo gateway, from the header's Deposit button. */
export async function depositAtDemoGateway(page: Page, amount: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const form = page.getByRole('dialog', { name: 'Member centre' }).getByRole('form', { name: 'Deposit form' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const popupOpened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  const gateway = await popupOpened;
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(gateway.getByText(/^Payment complete/)).toBeVisible();
  await gateway.close();
}

/** Opens `game` from the slot list of its vendor (JDB) in real money: the game popup and the game's frame, ready to play. */
export async function openRealSlot(page: Page, game: CatalogueTile) {
  await page.goto('/rng?vassalage=JDB');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${game.displayName}`, exact: true })
    .click();
  const popup = page.getByRole('dialog', { name: game.displayName });
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByText('Real money', { exact: true }).first()).toBeVisible();
  return { popup, frame };
}

/**
 * A fresh account (ops account-open, named `prefix` and a number), signed in in `page` with its default password
 * changed to `password` at the first login as the shell asks.
 */
export async function freshAccount(page: Page, prefix: string, password: string): Promise<string> {
  const defaultPassword = '{secret}';
  const account = `${prefix}${Date.now() % 1_000_000}`;
  expect(ops('account-open', account)).toContain(`Opened account ${account}`);
  await page.goto('/');
  await logIn(page, account, defaultPassword);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Current password').fill(defaultPassword);
  await change.getByLabel('New password', { exact: true }).fill(password);
  await change.getByLabel('Confirm new password').fill(password);
  await change.getByRole('button', { name: 'Change password' }).click();
  // Two hashes at the server's full scrypt cost: slow on a busy machine.
  await expect(change).toBeHidden({ timeout: 60_000 });
  return account;
}
