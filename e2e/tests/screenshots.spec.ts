// Screenshots of home at desktop and mobile widths in Lao and English, for people to look at.
import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/site';

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

for (const language of ['LO', 'EN'] as const) {
  for (const size of sizes) {
    test(`home ${language} ${size.name}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/home-${language}-${size.name}.png`, fullPage: false });
    });
  }
}
