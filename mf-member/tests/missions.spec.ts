// Missions, the leaderboard and VIP levels against the real API: demo_member's seeded rounds of today (₭3,470.00 of
// settled bets) complete the daily ₭1,000 mission, whose reward is claimed once and moves the balance; the
// leaderboard shows masked accounts and my rank; my account shows VIP level 1 with the levels and benefits; axe, and
// screenshots at 1350 and 390 px in LO and EN.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const signIn = async (page: Page, language: 'EN' | 'LO', path: string) => {
  await page.addInitScript((lng) => window.localStorage.setItem('hisLang', lng), language);
  await page.goto(path);
  // The host's toolbar: language, route, then the session select (named in the chosen language).
  await page.getByRole('toolbar').getByRole('combobox').nth(2).selectOption('member');
  await expect(page.getByText(/demo_member/).first()).toBeVisible();
};

const balanceOnWallet = async (page: Page) => {
  await page.goto('/member?page=transferFund');
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText(/^₭ [\d,]+\.\d{2}$/);
  return Number((await balance.textContent())!.replace(/[^\d.]/g, ''));
};

test('a member with settled bets sees progress, claims a reward once and sees the balance move; the leaderboard masks names', async ({
  page,
}) => {
  // Both projects share one API and database: the one claim of the day is the desktop run's.
  test.skip(test.info().project.name !== 'desktop', 'the claim is made once a day');
  await signIn(page, 'EN', '/member?page=transferFund');
  const before = await balanceOnWallet(page);

  await page.goto('/member?page=missionLeaderboard');
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('link', { name: /^Mission leaderboard \d+ to claim$/ })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Progress of Bet ₭1,000 today' });
  await expect(bar).toHaveAttribute('aria-valuetext', '₭ 1,000.00 of ₭ 1,000.00');
  await expect(page.getByRole('progressbar', { name: 'Progress of Place 20 bets today' })).toHaveAttribute('aria-valuetext', '11 of 20');
  await expect(page.getByRole('button', { name: 'Claim the reward of Place 20 bets today' })).toBeDisabled();

  await page.getByRole('button', { name: 'Claim the reward of Bet ₭1,000 today' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Bet ₭1,000 today' });
  await expect(card.getByText('Claimed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim the reward of Bet ₭1,000 today' })).toHaveCount(0);

  // The leaderboard: my masked account, marked as me, and my rank.
  const table = page.getByRole('table', { name: 'Members by settled valid turnover this period' });
  await expect(table.getByRole('cell', { name: 'de***r (you)' })).toBeVisible();
  await expect(table.getByText('demo_member')).toHaveCount(0);
  await expect(page.getByText(/^Your rank: 1 · valid turnover ₭ 3,470\.00$/)).toBeVisible();

  // ₭10.00 more, once.
  expect(await balanceOnWallet(page)).toBeCloseTo(before + 10, 2);
  await page.goto('/member?page=missionLeaderboard');
  await expect(page.getByRole('listitem').filter({ hasText: 'Bet ₭1,000 today' }).getByText('Claimed')).toBeVisible();
});

test('my account shows my VIP level, the progress to the next and the levels with their benefits', async ({ page }) => {
  await signIn(page, 'EN', '/member');
  const vip = page.getByRole('region', { name: 'VIP levels' });
  await expect(vip.getByText('VIP1 Bronze').first()).toBeVisible();
  await expect(vip.getByRole('progressbar', { name: 'Progress to VIP2 Silver' })).toHaveAttribute(
    'aria-valuetext',
    '₭ 46,530.00 more to VIP2 Silver',
  );
  const levels = vip.getByRole('table', { name: 'Levels and benefits' });
  await expect(levels.getByRole('row')).toHaveCount(6);
  await expect(levels.getByRole('row', { name: /VIP3 Gold ₭ 200,000\.00 ₭ 500\.00 0\.5% rebate, priority withdrawals/ })).toBeVisible();
});

for (const [name, width, height] of [
  ['desktop', 1350, 900],
  ['mobile', 390, 844],
] as const) {
  for (const language of ['LO', 'EN'] as const) {
    test(`no serious axe violation, and screenshots at ${name} width in ${language}`, { tag: '@both-widths' }, async ({ page }) => {
      test.skip(test.info().project.name !== name, `the ${name} project's own screen`);
      await page.setViewportSize({ width, height });
      await signIn(page, language, '/member?page=missionLeaderboard');
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      const check = async () => {
        const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await check();
      await page.screenshot({ path: test.info().outputPath(`missions-${name}-${language}.png`), fullPage: true });
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await page.goto('/member');
      await expect(page.getByRole('table')).toBeVisible();
      // The levels table fits the box it is in at every width: nothing of it runs past the card.
      const levels = page.getByRole('table');
      const [tableBox, boxAround] = await Promise.all([levels.boundingBox(), levels.locator('..').boundingBox()]);
      expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(boxAround!.x + boxAround!.width + 0.5);
      await check();
      await page.screenshot({ path: test.info().outputPath(`vip-${name}-${language}.png`), fullPage: true });
    });
  }
}
