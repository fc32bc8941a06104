// Line detection's probe logic: timing, timeouts and failures, the fastest pick, and when a line is suggested.
import { fastestLine, lineToSuggest, probeLine, probeLines, samePathOn, LINE_HEALTH_PATH } from './probe';

const ok = () => Promise.resolve({ ok: true } as Response);

describe('probeLine', () => {
  it('times a good answer and asks without credentials or cache', async () => {
    const times = [100, 340];
    const fetchFn = jest.fn(ok);
    const result = await probeLine('https://a.example', fetchFn as unknown as typeof fetch, 1000, { now: () => times.shift() ?? 0 });
    expect(result).toEqual({ origin: 'https://a.example', ms: 240 });
    expect(fetchFn).toHaveBeenCalledWith(
      `https://a.example${LINE_HEALTH_PATH}`,
      expect.objectContaining({ credentials: 'omit', cache: 'no-store', mode: 'cors' }),
    );
  });

  it('counts a refusal, a failed answer and a timeout as unreachable', async () => {
    const refused = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const failing = (() => Promise.resolve({ ok: false, status: 503 } as Response)) as unknown as typeof fetch;
    // Never answers on its own: only the abort at the timeout ends it.
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    expect(await probeLine('https://a.example', refused)).toEqual({ origin: 'https://a.example', ms: null });
    expect(await probeLine('https://a.example', failing)).toEqual({ origin: 'https://a.example', ms: null });
    jest.useFakeTimers();
    try {
      const pending = probeLine('https://a.example', hanging, 5000);
      jest.advanceTimersByTime(5000);
      expect(await pending).toEqual({ origin: 'https://a.example', ms: null });
    } finally {
      jest.useRealTimers();
    }
  });

  it('probes every domain, keeping their order', async () => {
    const results = await probeLines(['https://a.example', 'https://b.example'], ok as unknown as typeof fetch);
    expect(results.map((r) => r.origin)).toEqual(['https://a.example', 'https://b.example']);
    expect(results.every((r) => r.ms !== null)).toBe(true);
  });
});

describe('fastestLine and lineToSuggest', () => {
  const a = 'https://a.example';
  const b = 'https://b.example';
  const c = 'https://c.example';

  it('picks the fastest reachable domain, or none when all are unreachable', () => {
    expect(
      fastestLine([
        { origin: a, ms: 900 },
        { origin: b, ms: null },
        { origin: c, ms: 120 },
      ]),
    ).toEqual({ origin: c, ms: 120 });
    expect(
      fastestLine([
        { origin: a, ms: null },
        { origin: b, ms: null },
      ]),
    ).toBeNull();
    expect(fastestLine([])).toBeNull();
  });

  it('suggests nothing while the current line is quick enough', () => {
    expect(
      lineToSuggest(
        [
          { origin: a, ms: 1500 },
          { origin: b, ms: 50 },
        ],
        a,
        2000,
      ),
    ).toBeNull();
  });

  it('suggests the fastest other line when the current one is slow or unreachable', () => {
    expect(
      lineToSuggest(
        [
          { origin: a, ms: 2500 },
          { origin: b, ms: 300 },
          { origin: c, ms: 100 },
        ],
        a,
        2000,
      ),
    ).toEqual({ origin: c, ms: 100 });
    expect(
      lineToSuggest(
        [
          { origin: a, ms: null },
          { origin: b, ms: 3000 },
        ],
        a,
        2000,
      ),
    ).toEqual({ origin: b, ms: 3000 });
  });

  it('suggests nothing when every other line is unreachable or slower', () => {
    expect(
      lineToSuggest(
        [
          { origin: a, ms: null },
          { origin: b, ms: null },
        ],
        a,
        2000,
      ),
    ).toBeNull();
    expect(
      lineToSuggest(
        [
          { origin: a, ms: 2500 },
          { origin: b, ms: 4000 },
        ],
        a,
        2000,
      ),
    ).toBeNull();
  });

  it('treats a current domain missing from the list as unreachable', () => {
    expect(lineToSuggest([{ origin: b, ms: 400 }], a, 2000)).toEqual({ origin: b, ms: 400 });
  });
});

it('keeps path, query and hash on the other domain', () => {
  expect(samePathOn('https://b.example', { pathname: '/news', search: '?slug=x', hash: '#top' })).toBe('https://b.example/news?slug=x#top');
});
