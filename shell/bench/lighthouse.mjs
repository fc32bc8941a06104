// Lighthouse mobile (default simulated throttling) on the running site's `/` and `/rng` and on a bare React page
// built and served beside it, in the same loop, N runs each (default 3), medians; prints the table of issue 15.
// Run by hand against a running site (`npm start`, or the API serving a build):
//   node shell/bench/lighthouse.mjs [http://127.0.0.1:8080] [runs]
// Before/after: name several sites separated by commas (e.g. the old build served from a copy through MEKONG_ROOT
// on another port, then the new one): all are measured in the same interleaved loop. PAGES=/ measures only some
// paths; LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report (long tasks, bootup time) there.
// Lighthouse 12.8 (the last line for Node 20) runs through npx, outside the workspace's dependencies, with Debian's
// Chromium (deploy/testing/chromium.json): nothing is downloaded but the tool itself.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import browserLaunch from '../../deploy/testing/chromium.json' with { type: 'json' };

const LIGHTHOUSE = 'lighthouse@12.8.2';
const siteUrls = (process.argv[2] ?? 'http://127.0.0.1:8080').split(',').map((url) => url.replace(/\/$/, ''));
const runs = Number(process.argv[3] ?? 3);
const paths = (process.env.PAGES ?? '/,/rng').split(',');
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/** Builds the bare page with the shell's own webpack and swc into a temporary folder; returns its files. */
async function buildBarePage() {
  const require = createRequire(path.join(here, '..', 'package.json'));
  const webpack = require('webpack');
  const outputPath = mkdtempSync(path.join(tmpdir(), 'mekong-bare-react-'));
  const compiler = webpack({
    mode: 'production',
    entry: path.join(here, 'bare-react', 'index.jsx'),
    output: { path: outputPath, filename: 'main.js' },
    resolve: { modules: [path.join(here, '..', 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.jsx$/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: { parser: { syntax: 'ecmascript', jsx: true }, target: 'es2020', transform: { react: { runtime: 'automatic' } } },
            },
          },
        },
      ],
    },
  });
  await promisify(compiler.run.bind(compiler))();
  const script = readFileSync(path.join(outputPath, 'main.js'));
  rmSync(outputPath, { recursive: true, force: true });
  const html = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="A bare React page"><title>Bare React</title></head>' +
      '<body><div id="root"></div><script src="/main.js" defer></script></body></html>',
  );
  return { '/': { type: 'text/html; charset=utf-8', body: html }, '/main.js': { type: 'text/javascript', body: script } };
}

/** Serves the bare page on a free port, brotli-compressed like the site's files. */
async function serveBarePage(files) {
  const compressed = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, { ...file, body: brotliCompressSync(file.body) }]),
  );
  const server = createServer((request, response) => {
    const file = compressed[new URL(request.url, 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function lighthouse(url, reportName) {
  const chromeFlags = ['--headless=new', ...browserLaunch.args].join(' ');
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: browserLaunch.executablePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${reportName}.json`), stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    seo: report.categories.seo.score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
  };
}

/** On a loaded machine Lighthouse sometimes loses its own trace (NO_NAVSTART): such a run is made again, twice at most. */
async function lighthouseWithRetries(url, reportName, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, reportName);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`${url}: Lighthouse failed (${String(error.message).split('\n')[1] ?? error.message}), running it again\n`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const bare = await serveBarePage(await buildBarePage());
// One column per site and path, named by the path alone when there is one site.
const pages = Object.fromEntries([
  ...siteUrls.flatMap((siteUrl) =>
    paths.map((pagePath) => [siteUrls.length > 1 ? `${siteUrl}${pagePath}` : pagePath, `${siteUrl}${pagePath}`]),
  ),
  ['bare React page', bare.url],
]);
const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
try {
  // Interleaved, so a busy moment of the machine falls on every page alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, url] of Object.entries(pages)) {
      const reportName = `${round}-${name.replace(/\W+/g, '_')}`;
      results[name].push(await lighthouseWithRetries(url, reportName));
      process.stderr.write(`run ${round}/${runs} ${name} done\n`);
    }
  }
} finally {
  bare.server.close();
}

const rows = [
  ['Lighthouse mobile performance', 'performance', (v) => v.toFixed(0)],
  ['Accessibility', 'accessibility', (v) => v.toFixed(0)],
  ['SEO', 'seo', (v) => v.toFixed(0)],
  ['First contentful paint', 'fcp', (v) => `${(v / 1000).toFixed(1)} s`],
  ['Largest contentful paint', 'lcp', (v) => `${(v / 1000).toFixed(1)} s`],
  ['Total blocking time', 'tbt', (v) => `${Math.round(v)} ms`],
  ['Cumulative layout shift', 'cls', (v) => v.toFixed(3)],
];
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, medians of ${runs} runs, ${siteUrls.join(' and ')}`);
console.log(`| | ${Object.keys(pages).join(' | ')} |`);
console.log(
  `|---|${Object.keys(pages)
    .map(() => '---')
    .join('|')}|`,
);
for (const [label, key, format] of rows) {
  console.log(
    `| ${label} | ${Object.keys(pages)
      .map((name) => format(median(results[name].map((r) => r[key]))))
      .join(' | ')} |`,
  );
}
