// axe-core as the composed-site suite runs it: only violations are collected, so axe skips building a selector and an
// HTML snippet for every passing node (most of its time on a large page; axe-core's API docs, Performance). A test
// reads `violations` only.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
