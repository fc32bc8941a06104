// Measures the JavaScript the composed home page loads, per package (the shell's files carry the shared singletons it
// loads first), and the largest files: the bytes actually sent over the wire (as the browser asked for them, with its
// own Accept-Encoding, and the encoding the server chose), next to gzip -9 of each file and its decoded size. A file
// first asked for after the page was usable (the lobby's search box shown; Swiper, loaded when the page is idle) is
// counted apart, as loaded later.
// Run by hand against a running site: `npm start` in one terminal, then
//   node shell/bench/first-load-js.mjs [http://127.0.0.1:8080]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import browserLaunch from '../../deploy/testing/chromium.json' with { type: 'json' };

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const browser = await chromium.launch({ executablePath: browserLaunch.executablePath, args: browserLaunch.args });
const page = await browser.newPage();
const pending = [];
let acceptEncoding = '';
let usable = false;
const askedBeforeUsable = new Set();
page.on('request', (request) => {
  if (!usable) askedBeforeUsable.add(request.url());
});
page.on('response', (response) => {
  if (response.request().resourceType() !== 'script' || !response.ok()) return;
  pending.push(
    (async () => {
      const body = await response.body();
      // The body's size as it came off the network, before decoding: what the phone downloads.
      const { responseBodySize } = await response.request().sizes();
      acceptEncoding = (await response.request().allHeaders())['accept-encoding'] ?? '(none)';
      const path = new URL(response.url()).pathname;
      const owner = path.startsWith('/remotes/') ? path.split('/')[2] : 'shell (and shared singletons)';
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      const later = !askedBeforeUsable.has(response.url());
      return { path, owner, encoding, later, raw: body.length, wire: responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
    })(),
  );
});
await page.goto(baseUrl);
await page.getByRole('searchbox').waitFor();
usable = true;
await page.waitForLoadState('networkidle');
// The idle-time loads (requestIdleCallback's 2 s bound at most) and their network idle.
await page.waitForTimeout(2500);
await page.waitForLoadState('networkidle');
const files = await Promise.all(pending);
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const sums = (list) =>
  list.reduce((s, f) => ({ raw: s.raw + f.raw, wire: s.wire + f.wire, gzip: s.gzip + f.gzip }), { raw: 0, wire: 0, gzip: 0 });
const line = (name, list) => {
  const sum = sums(list);
  return `  ${name.padEnd(32)} ${String(list.length).padStart(3)} files  ${kb(sum.wire).padStart(10)} wire  ${kb(sum.gzip).padStart(10)} gzip -9  ${kb(sum.raw).padStart(10)} raw`;
};
// Node 20 has no Map.groupBy.
const groupBy = (key) => files.reduce((groups, file) => groups.set(file[key], [...(groups.get(file[key]) ?? []), file]), new Map());
const byOwner = groupBy('owner');
const encodings = [...groupBy('encoding')].map(([name, list]) => `${name} ${list.length}`);
console.log(`JavaScript loaded by ${baseUrl}/ (Accept-Encoding: ${acceptEncoding}; sent as ${encodings.join(', ')})`);
for (const [owner, list] of byOwner) console.log(line(owner, list));
console.log(line('total', files));
console.log(
  line(
    '  until the page is usable',
    files.filter((file) => !file.later),
  ),
);
// The budget is ≤ 200 KiB until usable: the exact bytes, since one decimal of KiB hides which side of it a build is.
const usableBytes = files.filter((file) => !file.later).reduce((sum, file) => sum + file.wire, 0);
console.log(`    (until usable: ${usableBytes} bytes of the budget's ${200 * 1024})`);
console.log(
  line(
    '  later, when idle',
    files.filter((file) => file.later),
  ),
);
console.log('Largest files (wire bytes, encoding):');
for (const file of files.sort((a, b) => b.raw - a.raw).slice(0, Number(process.env.FILES ?? 8)))
  // "later" marks a file first asked for after the page was usable: on a loaded machine the idle-time files can come
  // before the search box shows, and the list then tells which of the "until usable" bytes they are.
  console.log(`  ${kb(file.wire).padStart(10)}  ${file.encoding.padEnd(8)}  ${file.path}${file.later ? '  (later)' : ''}`);
