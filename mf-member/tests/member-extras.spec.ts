// Refer and earn, manual rebate and feedback (issue 19) against the real API: ops turn the manual rebate on and set
// its rates with the ops commands, demo_member claims its rebate on today's seeded settled bets once and the history
// shows it; feedback with a png image is sent, listed with the image (read with the member's token) and answered by
// ops; refer and earn shows the link and its QR. Axe, and screenshots at desktop and phone width in LO, EN and CN.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { runOpsCli } from '../../deploy/testing/opsCli';

/** The isolated API's data folder (deploy/testing/isolatedSuite.ts): ops commands run on the same database. */
const ops = (...args: string[]) => runOpsCli(path.resolve(__dirname, '..', '.api-data'), args);

const signIn = async (page: Page, language: 'EN' | 'LO' | 'CN', where: string) => {
  await page.addInitScript((lng) => window.localStorage.setItem('hisLang', lng), language);
  await page.goto(where);
  await page.getByRole('toolbar').getByRole('combobox').nth(2).selectOption('member');
  await expect(page.getByText(/demo_member/).first()).toBeVisible();
};

const noSeriousAxe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

// A 24 × 16 blue png.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGPQqDhBFcQwatCoQaMGjRpEGQIAPLEcH9Ol6TsAAAAASUVORK5CYII=',
  'base64',
);

test.beforeAll(() => {
  ops('manual-rebate', 'on');
  for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']) ops('manual-rebate-rate', type, '100');
});

test('a member claims its manual rebate once, and the claim shows in the history', async ({ page }) => {
  // Both projects share demo_member's bets: one claim takes them all.
  test.skip(test.info().project.name !== 'desktop', 'one claim of the seeded bets');
  await signIn(page, 'EN', '/member?page=manualRebate');
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('link', { name: 'Manual rebate' })).toBeVisible();
  const now = page.getByRole('table', { name: 'Rebate you can claim now' });
  await expect(now.getByRole('cell', { name: '1.00%' }).first()).toBeVisible();
  await noSeriousAxe(page);
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText(/^₭ [\d,]+\.\d{2} was paid into your wallet\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Claims' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  // Turned off: the menu hides it and the page says it is not available.
  ops('manual-rebate', 'off');
  try {
    await page.reload();
    await expect(page.getByText('Manual rebate is not available at the moment.')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manual rebate' })).toHaveCount(0);
  } finally {
    ops('manual-rebate', 'on');
  }
});

test('a member sends feedback with an image, sees it with the image, and reads ops’ reply', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one feedback of demo_member');
  await signIn(page, 'EN', '/member?page=feedback');
  await page.getByRole('combobox', { name: 'Question type' }).selectOption('WITHDRAWAL');
  await page.getByRole('textbox', { name: 'Your feedback' }).fill('My withdrawal from this morning has not arrived yet');
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();
  const past = page.getByRole('list', { name: 'Your feedback' });
  await expect(past.getByText('My withdrawal from this morning has not arrived yet')).toBeVisible();
  const image = past.getByRole('img', { name: 'Attached image 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await noSeriousAxe(page);

  const id = /^(\S+) /.exec(ops('feedback'))?.[1] ?? '';
  expect(ops('feedback-reply', id, 'It', 'was', 'paid', 'at', 'noon.')).toContain('Replied');
  await page.reload();
  await expect(past.getByText('It was paid at noon.')).toBeVisible();
});

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['mobile', 390, 844],
] as const) {
  for (const language of ['LO', 'EN', 'CN'] as const) {
    test(
      `refer and earn, manual rebate and feedback: axe and screenshots at ${name} width in ${language}`,
      { tag: '@both-widths' },
      async ({ page }) => {
        test.skip(test.info().project.name !== name, `the ${name} project's own screen`);
        await page.setViewportSize({ width, height });
        await signIn(page, language, '/member?page=referral');
        await expect(page.getByRole('img', { name: /./ }).locator('xpath=self::*[name()="svg"]')).toBeVisible();
        await noSeriousAxe(page);
        await page.screenshot({ path: test.info().outputPath(`referral-${name}-${language}.png`), fullPage: true });
        await page.goto('/member?page=manualRebate');
        await expect(page.getByRole('table').first()).toBeVisible();
        await noSeriousAxe(page);
        await page.screenshot({ path: test.info().outputPath(`rebate-${name}-${language}.png`), fullPage: true });
        await page.goto('/member?page=feedback');
        await expect(page.getByRole('textbox')).toBeVisible();
        await noSeriousAxe(page);
        await page.screenshot({ path: test.info().outputPath(`feedback-${name}-${language}.png`), fullPage: true });
      },
    );
  }
}
