// Measures the JavaScript the composed home page loads: bytes over the wire after gzip, per package
// (the shell's files carry the shared singletons it loads first), and the largest files.
// Run by hand against a running site: `npm start` in one terminal, then
//   node shell/bench/first-load-js.mjs [http://127.0.0.1:8080]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import browserLaunch from '../../deploy/testing/chromium.json' with { type: 'json' };

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const browser = await chromium.launch({ executablePath: browserLaunch.executablePath, args: browserLaunch.args });
const page = await browser.newPage();
const files = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script' || !response.ok()) return;
  const body = await response.body();
  const path = new URL(response.url()).pathname;
  const owner = path.startsWith('/remotes/') ? path.split('/')[2] : 'shell (and shared singletons)';
  files.push({ path, owner, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
await page.goto(baseUrl, { waitUntil: 'networkidle' });
await page.getByRole('searchbox').waitFor();
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const byOwner = new Map();
for (const file of files) {
  const sum = byOwner.get(file.owner) ?? { raw: 0, gzip: 0, count: 0 };
  byOwner.set(file.owner, { raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, count: sum.count + 1 });
}
console.log(`JavaScript loaded by ${baseUrl}/ (gzip level 9)`);
for (const [owner, sum] of byOwner)
  console.log(
    `  ${owner.padEnd(32)} ${String(sum.count).padStart(3)} files  ${kb(sum.gzip).padStart(10)} gzip  ${kb(sum.raw).padStart(10)} raw`,
  );
const total = files.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
console.log(
  `  ${'total'.padEnd(32)} ${String(files.length).padStart(3)} files  ${kb(total.gzip).padStart(10)} gzip  ${kb(total.raw).padStart(10)} raw`,
);
console.log('Largest files:');
for (const file of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.log(`  ${kb(file.gzip).padStart(10)}  ${file.path}`);
