// Line detection's logic, free of React: probe each mirror domain's health route with a timeout, time it, and decide
// whether the visitor should be pointed at a faster line (requirements §1, issue 19).

/** A probe that has not answered by then counts as unreachable. */
export const LINE_PROBE_TIMEOUT_MS = 5000;
/** Slower than this, the current line is "slow" and a reachable faster one is suggested. */
export const LINE_SLOW_MS = 2000;
/** The small, public, credential-free call each mirror answers cross-origin. */
export const LINE_HEALTH_PATH = '/wps/health';

/** One domain's result: its round trip in whole milliseconds, or null when it failed or timed out. */
export interface LineResult {
  origin: string;
  ms: number | null;
}

export interface ProbeClock {
  now: () => number;
}

/**
 * Times one GET of the domain's health route: no cookies, no cache, aborted at the timeout. Any failure (network,
 * CORS, CSP, a non-2xx answer) makes the domain unreachable; nothing here throws.
 */
export async function probeLine(
  origin: string,
  fetchFn: typeof fetch,
  timeoutMs = LINE_PROBE_TIMEOUT_MS,
  clock: ProbeClock = performance,
): Promise<LineResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = clock.now();
  try {
    const answer = await fetchFn(`${origin}${LINE_HEALTH_PATH}`, {
      credentials: 'omit',
      cache: 'no-store',
      mode: 'cors',
      signal: controller.signal,
    });
    return { origin, ms: answer.ok ? Math.round(clock.now() - started) : null };
  } catch {
    return { origin, ms: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Every domain at once (a slow one never holds up the others), in the configured order. */
export function probeLines(origins: readonly string[], fetchFn: typeof fetch, timeoutMs = LINE_PROBE_TIMEOUT_MS): Promise<LineResult[]> {
  return Promise.all(origins.map((origin) => probeLine(origin, fetchFn, timeoutMs)));
}

/** The fastest reachable domain, or null when none answered. */
export function fastestLine(results: readonly LineResult[]): LineResult | null {
  return results.reduce<LineResult | null>(
    (best, r) => (r.ms !== null && (best === null || r.ms < (best.ms ?? Infinity)) ? r : best),
    null,
  );
}

/**
 * The domain to suggest: another reachable one that is faster, when the current line is slow (over slowMs) or failing.
 * Null when the current line is fine, when nothing else answered, or when the current one is already the fastest.
 */
export function lineToSuggest(results: readonly LineResult[], currentOrigin: string, slowMs = LINE_SLOW_MS): LineResult | null {
  const current = results.find((r) => r.origin === currentOrigin);
  if (current && current.ms !== null && current.ms <= slowMs) return null;
  const best = fastestLine(results.filter((r) => r.origin !== currentOrigin));
  if (!best) return null;
  return current?.ms == null || (best.ms ?? Infinity) < current.ms ? best : null;
}

/** The same page on another domain: path, query and hash kept. */
export function samePathOn(origin: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${origin}${location.pathname}${location.search}${location.hash}`;
}
