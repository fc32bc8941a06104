// Where the home page's main-thread time goes, in counts that a loaded machine stretches less than Lighthouse's
// figures: a Chromium trace of the page on a phone's screen with the CPU slowed down (4× by default, as Lighthouse's
// mobile preset), then each long task (over 50 ms) after the first contentful paint with what ran in it (the trace's
// events by kind and script, and the CPU profile's functions by self time), the sum of their time over 50 ms (the
// trace's own total blocking time), and the number of React commits (a stand-in devtools hook counts them).
// COUNT_MODULES=1 instead counts the webpack modules the page evaluates (each module's factory is a function named by
// its numeric id), before the first React commit and in all: a run that counts is slowed by its counting, so it
// prints no times.
// Each long task's time is also given by webpack module (the innermost module factory on the stack, with what it calls),
// named through the build's hidden source maps read from the disk (SITE_ROOT, the folder the site is served from:
// shell/dist and <remote>/dist/<version>; by default this repository).
// Run by hand against a running site:
//   node shell/bench/startup-trace.mjs [http://127.0.0.1:8080/] [runs]      (CPU_SLOWDOWN=4, TOP=8, SETTLE_MS=6000)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import browserLaunch from '../../deploy/testing/chromium.json' with { type: 'json' };

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const runs = Number(process.argv[3] ?? 1);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const top = Number(process.env.TOP ?? 8);
const settleMs = Number(process.env.SETTLE_MS ?? 6000);
const countModules = process.env.COUNT_MODULES === '1';
const LONG_TASK_MS = 50;
const siteRoot = process.env.SITE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Runs in the page before any script: counts React commits (and, when asked, module evaluations) on window. */
function pageCounters(counting) {
  const counts = { commits: 0, modules: 0, modulesAtFirstCommit: -1 };
  globalThis.__mekongCounts = counts;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onCommitFiberRoot() {
      if (counts.commits === 0) counts.modulesAtFirstCommit = counts.modules;
      counts.commits += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  if (!counting) return;
  // webpack runs each module as `factory.call(exports, module, exports, require)`; a minified factory is named by its id.
  const call = Function.prototype.call;
  const numeric = /^\d+$/;
  Function.prototype.call = function (thisArg, ...args) {
    if (numeric.test(this.name) && args.length === 3) counts.modules += 1;
    return Reflect.apply(this, thisArg, args);
  };
  // Keep call's own name and length, in case a library inspects them.
  Object.defineProperty(Function.prototype.call, 'name', { value: call.name });
}

async function traceOnce(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(pageCounters, countModules);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  if (!countModules) {
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
    });
  }
  await page.goto(url);
  await page.getByRole('searchbox').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // The idle-time work (the announcement popup, Swiper after the first banner's delay) comes after the page is usable.
  await page.waitForTimeout(settleMs);
  const counts = await page.evaluate(() => globalThis.__mekongCounts);
  if (!countModules) {
    await cdp.send('Tracing.end');
    await complete;
  }
  await context.close();
  return { counts, events };
}

/** The page's renderer main thread: the CrRendererMain with the most top-level task time. */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  let best;
  let bestTime = -1;
  for (const thread of names) {
    const time = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [thread, time];
  }
  return { pid: best.pid, tid: best.tid };
}

/** CPU profile samples of the main thread as { ts, node } (ts in the trace's µs), nodes by id. */
function profileSamples(events, pid) {
  const nodes = new Map();
  const byProfile = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') byProfile.set(e.id, { start: e.args.data.startTime, samples: [], deltas: [] });
    if (e.name !== 'ProfileChunk') continue;
    const profile = byProfile.get(e.id);
    if (!profile) continue;
    const data = e.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    profile.samples.push(...(data.samples ?? []).map((id) => `${e.id}:${id}`));
    profile.deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const samples = [];
  for (const profile of byProfile.values()) {
    let ts = profile.start;
    profile.samples.forEach((node, i) => {
      ts += profile.deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's segments per generated line, as [column, source index] (the base64 VLQ of the format, version 3). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return lines;
}

const sourceMaps = new Map();
/** The original file of a position in a served script, from the build's map on the disk; '' when there is none. */
function originalFile(scriptUrl, line, column) {
  const urlPath = shortUrl(scriptUrl);
  if (!sourceMaps.has(urlPath)) {
    const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(urlPath);
    const file = remote
      ? path.join(siteRoot, remote[1].replace(/_/g, '-'), 'dist', remote[2], `${remote[3]}.map`)
      : path.join(siteRoot, 'shell', 'dist', `${urlPath.slice(1)}.map`);
    const map = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    sourceMaps.set(urlPath, map && { sources: map.sources, lines: decodeMappings(map.mappings) });
  }
  const map = sourceMaps.get(urlPath);
  const segments = map?.lines[line];
  if (!segments) return '';
  let found;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  const name = found ? map.sources[found[1]] : '';
  return name
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
}

/** The innermost webpack module factory (a function named by its numeric id) on a sample's stack, as a file name. */
function moduleOf(nodes, key) {
  for (let node = nodes.get(key); node; node = nodes.get(`${key.split(':')[0]}:${node.parent}`)) {
    const frame = node.callFrame;
    if (/^\d+$/.test(frame.functionName))
      return originalFile(frame.url, frame.lineNumber, frame.columnNumber) || `module ${frame.functionName}`;
    if (node.parent === undefined) break;
  }
  return '(no module)';
}

const shortUrl = (u) => (u ? u.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

function analyse(events) {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigationStart = onMain.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts ?? navigationStart;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
  const long = tasks.filter((t) => t.dur / 1000 > LONG_TASK_MS && t.ts >= fcp);
  const { nodes, samples } = profileSamples(events, pid);
  const children = onMain.filter((e) => e.ph === 'X' && e.name !== 'RunTask' && e.dur);
  const report = long.map((task) => {
    const end = task.ts + task.dur;
    // What the trace says ran, by kind and script (top-level children only, so nothing counts twice).
    const inside = children.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    const tops = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
    const kinds = new Map();
    for (const e of tops) {
      const script = shortUrl(e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '');
      const key = `${e.name}${script ? ` ${script}` : ''}`;
      kinds.set(key, (kinds.get(key) ?? 0) + e.dur / 1000);
    }
    // The profile's self time by function, within the task.
    const self = new Map();
    const modules = new Map();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    within.forEach((s, i) => {
      const next = within[i + 1]?.ts ?? end;
      const frame = nodes.get(s.node)?.callFrame;
      if (!frame) return;
      const key = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (next - s.ts) / 1000);
      const module = moduleOf(nodes, s.node);
      modules.set(module, (modules.get(module) ?? 0) + (next - s.ts) / 1000);
    });
    const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
    return {
      at: (task.ts - navigationStart) / 1000,
      ms: task.dur / 1000,
      kinds: sorted(kinds),
      self: sorted(self),
      modules: sorted(modules),
    };
  });
  const blocking = long.reduce((sum, t) => sum + t.dur / 1000 - LONG_TASK_MS, 0);
  return { fcp: (fcp - navigationStart) / 1000, report, blocking };
}

const browser = await chromium.launch({ executablePath: browserLaunch.executablePath, args: browserLaunch.args });
try {
  for (let run = 1; run <= runs; run += 1) {
    const { counts, events } = await traceOnce(browser);
    // TRACE_OUT=<file> keeps the run's trace events (a JSON array) for a closer look.
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT.replace(/(\.json)?$/, `-${run}.json`), JSON.stringify(events));
    console.log(`run ${run}/${runs}: ${url}, CPU ${slowdown}× slower`);
    console.log(`  React commits: ${counts.commits}`);
    if (countModules) {
      console.log(`  modules evaluated: ${counts.modules} (before the first React commit: ${counts.modulesAtFirstCommit})`);
      continue;
    }
    const { fcp, report, blocking } = analyse(events);
    console.log(
      `  first contentful paint ${fcp.toFixed(0)} ms; ${report.length} long tasks after it, ${blocking.toFixed(0)} ms over 50 ms`,
    );
    for (const task of report) {
      console.log(`  task at ${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
      for (const [kind, ms] of task.kinds) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${kind}`);
      console.log('    self time:');
      for (const [fn, ms] of task.self) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
      console.log('    by module (with what it calls):');
      for (const [module, ms] of task.modules) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${module}`);
    }
  }
} finally {
  await browser.close();
}
