// Helpers of the composed-site suite: choosing the language before load and running ops commands
// against the same database as the server under test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const dataDir = path.join(__dirname, '..', '.data');
const repoRoot = path.join(__dirname, '..', '..');

/**
 * Starts the page in a language, as a returning visitor whose choice is kept under hisLang, who has
 * already closed this session's announcement popup (so it does not cover what a test clicks).
 */
export async function useLanguage(page: Page, language: 'LO' | 'EN' | 'CN', { announcementsClosed = true } = {}): Promise<void> {
  await page.addInitScript(
    ([lang, closed]) => {
      if (!window.localStorage.getItem('hisLang')) window.localStorage.setItem('hisLang', lang);
      if (closed) window.sessionStorage.setItem('announcementPopupClosed:B', 'true');
    },
    [language, announcementsClosed] as const,
  );
}

/** Runs `pnpm --filter @mekong/api ops …` on the server's database (the real ops command). */
export function ops(...args: string[]): string {
  return execFileSync('pnpm', ['--silent', '--filter', '@mekong/api', 'ops', ...args], {
    cwd: repoRoot,
    env: { ...process.env, MEKONG_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}
