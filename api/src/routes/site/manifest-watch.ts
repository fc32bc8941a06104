// Watches the remotes manifest file and announces each new valid version, so open pages swap a released, rolled
// back or maintained remote without waiting for their next poll (docs/architecture.md §3 Hot swap). Reading a small file every
// few seconds works on every filesystem a releases folder may live on (a shared volume where inotify says nothing).
import type { FastifyBaseLogger } from 'fastify';
import { manifestVersion, readManifest } from './manifest-file';

export const MANIFEST_WATCH_MS = 2_000;

export interface ManifestWatch {
  /** Stops watching; resolves once a check in progress is done. */
  stop(): Promise<void>;
  /** Resolves once a check that began after this call has finished: it saw the file as it is now. */
  nextCheck(): Promise<void>;
}

/**
 * Calls `onChange` with the version of each valid manifest that differs from the last valid one seen. The manifest
 * at start is the baseline, not a change. A missing or broken file is skipped (the shell would refuse it too) and
 * logged once per problem, so a half-done edit by hand never reaches the pages.
 */
export function watchManifest(file: string, everyMs: number, onChange: (version: string) => void, log: FastifyBaseLogger): ManifestWatch {
  let known: string | null | undefined;
  let lastProblem: string | null = null;
  let running: Promise<void> | null = null;
  let waiting: (() => void)[] = [];

  const check = async () => {
    // Who waits from now on waits for this check; who comes while it runs, for the next one.
    const toldAfter = waiting;
    waiting = [];
    try {
      const read = await readManifest(file);
      if ('problem' in read) {
        if (read.problem !== lastProblem) log.warn({ file }, `manifest watch: ${read.problem}`);
        lastProblem = read.problem;
        known ??= null;
        return;
      }
      lastProblem = null;
      const version = manifestVersion(read.text);
      const isChange = known !== undefined && version !== known;
      known = version;
      if (isChange) onChange(version);
    } catch (error) {
      log.error({ err: error, file }, 'manifest watch: the manifest could not be read');
    } finally {
      running = null;
      toldAfter.forEach((tell) => tell());
    }
  };
  const tick = () => {
    running ??= check();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    nextCheck: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
