// The page's first calls whose answers depend on no session and no language: the remotes manifest and the site
// status. main.js starts them before the shared modules download (about a second on a phone), and the shell takes
// each answer the first time it asks for it, instead of asking only once React is up. Kept free of shared modules
// (React, the contracts), since main.js runs before they are negotiated.

/** The same paths as the contracts' PATHS (remotesManifest, system.status); a test holds them equal. */
export const EARLY_PATHS = ['/remotes.json', '/wps/system/status'] as const;

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const started = new Map<string, Promise<Response>>();

export function startEarlyCalls(fetch: Fetch): void {
  for (const path of EARLY_PATHS) {
    // Past every cache, as the shell asks for them (ops change the manifest to swap remotes).
    const answer = fetch(path, { cache: 'no-store', headers: { accept: 'application/json' } });
    // An answer nobody takes (the shell failed to start) must not become an unhandled rejection.
    answer.catch(() => undefined);
    started.set(path, answer);
  }
}

/** `fetch`, but the first GET of an early path gets the answer already on its way. */
export function withEarlyAnswers(fetch: Fetch): Fetch {
  return (input, init) => {
    const early = (init?.method ?? 'GET') === 'GET' ? started.get(input) : undefined;
    if (!early) return fetch(input, init);
    started.delete(input);
    return early;
  };
}
