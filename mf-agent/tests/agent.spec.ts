// The agent remote alone in its standalone host: the agent layout with its menu (dividend page by the whitelabel
// tree), switching pages, and the notices for visitors, trial accounts and non-agents.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

test('an agent sees the agent centre, agentTeamOverview first, and switches pages', { tag: '@both-widths' }, async ({ page, request }) => {
  const whitelabel = await (await request.get('/wps/system/whitelabel')).json();
  const dividendOn = JSON.stringify(whitelabel.value).includes('"modId":"enableCt","enabled":true');

  await page.goto('/agentHome');
  await page.getByRole('combobox', { name: 'Session' }).selectOption('agent');
  await expect(page.getByText('Signed in as demo_agent')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
  await expect(page.getByText('Agent demo_agent')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu.getByRole('link')).toHaveCount(dividendOn ? 12 : 11);
  await expect(menu.getByRole('link', { name: 'Bonus' })).toHaveCount(dividendOn ? 1 : 0);
  await expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/agentHome\?page=registerCenter$/);
  await expect(page.getByRole('region', { name: 'Create account' }).getByText('No data')).toBeVisible();
});

test('visitors, trial accounts and non-agents get their notice instead of the centre', async ({ page }) => {
  await page.goto('/agent');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
  await page.getByRole('combobox', { name: 'Session' }).selectOption('trial');
  await expect(page.getByText(/^Signed in as trial/)).toBeVisible();
  await expect(page.getByText('Please register a real account to use this feature')).toBeVisible();
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await expect(page.getByText('Non-agents cannot log in')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent centre menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
});
