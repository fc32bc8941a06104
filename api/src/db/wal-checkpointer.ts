// Checkpoints a SQLite file's write-ahead log from a worker thread, so the server's event loop never waits for one.
// SQLite's automatic checkpoint runs inside the COMMIT that crosses its threshold: under the seamless bench about
// one commit in 30 took ~15 ms (copying the log into the file and two fsyncs), blocking every other call meanwhile,
// which was most of a debit/credit pair's time. A PASSIVE checkpoint from another connection never blocks the writer
// (WAL lets one checkpointer run beside it) and leaves the durability of commits as synchronous=NORMAL has it.
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints: it bounds the log's growth between checkpoints (and the fsync's batch). */
const CHECKPOINT_EVERY_MS = 100;

/**
 * The main connection's own automatic checkpoint is kept, at this many pages (about 40 MiB of log), as a safety
 * net: were the worker to stop or fall behind, the log still cannot grow without bound.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// Plain CommonJS run by the worker (no TypeScript loader there): opens the same file, checkpoints on a timer.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** A background checkpoint failed; the main connection's own checkpoint (FALLBACK_AUTOCHECKPOINT_PAGES) still bounds the log. */
export class WalCheckpointError extends Error {
  override name = 'WalCheckpointError';
}

export interface WalCheckpointer {
  /** Stops the worker and closes its connection (before the main connection closes). */
  stop(): Promise<void>;
}

/** Starts checkpointing `file` (a database already in WAL mode) every CHECKPOINT_EVERY_MS; `onError` hears a failed checkpoint. */
export function startWalCheckpointer(file: string, onError: (error: WalCheckpointError) => void = () => undefined): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver: require.resolve('better-sqlite3'), everyMs: CHECKPOINT_EVERY_MS },
  });
  // It must not keep a process alive that has nothing else to do (a CLI command, a test).
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(new WalCheckpointError(message.error));
  });
  worker.on('error', (error) => onError(new WalCheckpointError(error.message)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: () => {
      // Waited for, it must keep the process alive until it exits: unref'd, a process with nothing else left to do
      // ended right here, the await never resolving (the benchmarks stopped silently after their SQLite half).
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
