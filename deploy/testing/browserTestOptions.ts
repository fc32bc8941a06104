// What every browser suite (the composed site's and each remote's isolated suite) sets on its pages, chosen for a busy
// 2-core CI machine where Chromium's rendering is most of the work.
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

export const BROWSER_TEST_OPTIONS: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  // Pages as a visitor who asked for less motion sees them: the notice bar's endless scroll, spinners and skeletons
  // stand still (the site honours prefers-reduced-motion), so the browser is not redrawing them through every test.
  // The banner carousel does not autoplay for them either (WCAG 2.2.2): a test of autoplay asks for no preference itself.
  reducedMotion: 'reduce',
  // A trace records every action of every test, which costs CPU all run long: it is kept for a retried test only.
  // A failure's screenshot is taken at the failure.
  trace: 'on-first-retry',
  screenshot: 'only-on-failure',
};
