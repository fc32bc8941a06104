// The game page for the iframe: a small HTML document in the session's language that loads one vanilla ES
// module and one stylesheet (served as they are, no build step), with the page texts embedded as JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@mekong/contracts';
import { escapeHtml, HTML_LANG } from '@mekong/contracts/server';
import { PAGE_TEXTS } from './texts';

export const PAGE_ASSETS_PATH = '/provider/assets';

/** The browser files beside this module, read once: name → content and type. */
export const PAGE_ASSETS: Record<string, { body: string; type: string }> = {
  'game.js': { body: readFileSync(path.join(__dirname, 'game.js'), 'utf8'), type: 'text/javascript; charset=utf-8' },
  'game.css': { body: readFileSync(path.join(__dirname, 'game.css'), 'utf8'), type: 'text/css; charset=utf-8' },
};

/** JSON inside a script element: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGamePage(language: Language, gameName: string): string {
  const texts = PAGE_TEXTS[language];
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(gameName)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PAGE_ASSETS_PATH}/game.css">
<script type="application/json" id="game-texts">${scriptJson(texts)}</script>
<script type="module" src="${PAGE_ASSETS_PATH}/game.js"></script>
</head>
<body>
<main id="game" aria-busy="true"><p class="loading">${escapeHtml(texts.loading)}</p></main>
</body>
</html>
`;
}

/** For a token that opens nothing: the same note in the three languages, since the session's is unknown. */
export function renderEndedPage(): string {
  const lines = (['LO', 'EN', 'CN'] as const).map(
    (language) => `<p lang="${HTML_LANG[language]}">${escapeHtml(PAGE_TEXTS[language].error_session)}</p>`,
  );
  return `<!doctype html>
<html lang="lo">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mekong</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PAGE_ASSETS_PATH}/game.css">
</head>
<body>
<main class="ended" role="alert">${lines.join('')}</main>
</body>
</html>
`;
}
