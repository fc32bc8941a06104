// Runs read statements on a SQLite file from worker threads, each with its own READ-ONLY connection, so a heavy read
// (a deep records page, a report over months, an agent's team) never holds the server's event loop. Under WAL a
// reader never blocks the writer and sees every commit made before its statement began. The pool is small (1–2
// threads), its queue bounded: past the bound a read is refused at once with ReadersBusy instead of piling up. A
// thread that dies is replaced, and the reads it held are sent again once (a read is safe to repeat).
import { Worker } from 'node:worker_threads';
import { DomainFailure } from '../modules/failure';

// Plain CommonJS run by each thread (no TypeScript loader there), like the checkpointer's (wal-checkpointer.ts).
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 1000');
// Reads come from a fixed set of query shapes: prepared once each, as the server's own connection does (database.ts).
const statements = new Map();
function prepared(source) {
  let statement = statements.get(source);
  if (!statement) {
    statement = db.prepare(source);
    if (statements.size >= 500) statements.delete(statements.keys().next().value);
    statements.set(source, statement);
  }
  return statement;
}
// A Buffer crosses the thread boundary as a plain Uint8Array, which better-sqlite3 does not bind.
const bindable = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepared(sql);
    if (!statement.reader) throw new Error('this connection reads only: ' + sql.slice(0, 40));
    parentPort.postMessage({ id, rows: statement.all(parameters.map(bindable)) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String((error && error.message) || error), code: error && error.code } });
  }
});
`;

/** Refused at once: the readers' queue is full. The same answer as a refused password hash (429, try again shortly). */
export class ReadersBusy extends DomainFailure {
  constructor() {
    super(429, 'too-many-requests', 'The server is busy, please try again in a moment', { retryAfterSeconds: 1 });
  }
}

/** A read the thread refused or SQLite failed, with SQLite's code (SQLITE_READONLY, …) when it had one. */
export class ReaderError extends Error {
  override name = 'ReaderError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface SqliteReaderSettings {
  /** Threads, each with its own connection (1–2 on a small machine: each takes a core while it reads). */
  workers: number;
  /** Reads sent to the threads and not yet answered, all threads together; one more is refused with ReadersBusy. */
  queueLimit: number;
}

export interface SqliteReaderStats {
  /** Reads sent and not yet answered. */
  waiting: number;
  answered: number;
  /** Threads started again after one ended. */
  restarts: number;
}

export interface SqliteReaders {
  /** The rows of one read statement with its parameters, run on a reader thread. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  stats(): SqliteReaderStats;
  /** The threads running now (tests end one to see it replaced). */
  threads(): Worker[];
  /** Lets the threads answer what they were sent, then stops them; later reads are refused. */
  close(): Promise<void>;
}

interface Read {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** Threads that ended while holding this read: sent again once, refused after a second. */
  losses: number;
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  reads: Map<number, Read>;
  /** Threads in a row that ended before answering anything: the restart waits longer after each (a file gone, say). */
  failures: number;
  restartTimer: NodeJS.Timeout | null;
}

const RESTART_BACKOFF_MS = 100;
const RESTART_BACKOFF_MAX_MS = 5_000;
/** A read held by this many threads that ended is refused rather than sent again: it may be what ends them. */
const MAX_LOSSES = 2;

type Reply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/** Starts `settings.workers` reader threads on `file` (a SQLite database in WAL mode that exists). `onError` hears a thread that failed. */
export function startSqliteReaders(
  file: string,
  settings: SqliteReaderSettings,
  onError: (error: Error) => void = () => undefined,
): SqliteReaders {
  const driver = require.resolve('better-sqlite3');
  const slots: Slot[] = Array.from({ length: Math.max(1, settings.workers) }, () => ({
    worker: null,
    reads: new Map(),
    failures: 0,
    restartTimer: null,
  }));
  let nextId = 0;
  let waiting = 0;
  let answered = 0;
  let restarts = 0;
  let closing = false;

  const settle = (slot: Slot, id: number): Read | undefined => {
    const read = slot.reads.get(id);
    if (!read) return undefined;
    slot.reads.delete(id);
    waiting -= 1;
    // An idle thread must not keep a process alive that has nothing else to do (a CLI command, a test); one holding
    // a read must, or a process awaiting only that read would end with it unanswered.
    if (slot.reads.size === 0) slot.worker?.unref();
    return read;
  };

  const post = (slot: Slot, read: Read) => {
    slot.worker?.ref();
    slot.worker?.postMessage({ id: read.id, sql: read.sql, parameters: read.parameters });
  };

  const start = (slot: Slot) => {
    slot.restartTimer = null;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    slot.worker = worker;
    worker.unref();
    worker.on('message', (reply: Reply) => {
      slot.failures = 0;
      const read = settle(slot, reply.id);
      if (!read) return;
      answered += 1;
      if ('rows' in reply) read.resolve(reply.rows);
      else read.reject(new ReaderError(reply.error.message, reply.error.code));
    });
    worker.on('error', (error) => onError(error));
    worker.once('exit', () => {
      if (slot.worker === worker) slot.worker = null;
      if (closing) {
        for (const id of [...slot.reads.keys()]) settle(slot, id)?.reject(new ReaderError('the records readers closed before answering'));
        return;
      }
      // Replaced; the reads it held go to the new thread, once.
      for (const read of [...slot.reads.values()]) {
        read.losses += 1;
        if (read.losses >= MAX_LOSSES) settle(slot, read.id)?.reject(new ReaderError('a records reader thread ended while reading'));
      }
      slot.failures += 1;
      restarts += 1;
      const delay = slot.failures <= 1 ? 0 : Math.min(RESTART_BACKOFF_MS * 2 ** (slot.failures - 2), RESTART_BACKOFF_MAX_MS);
      slot.restartTimer = setTimeout(() => {
        start(slot);
        for (const read of slot.reads.values()) post(slot, read);
      }, delay);
      slot.restartTimer.unref();
    });
  };

  for (const slot of slots) start(slot);

  return {
    all(sql, parameters) {
      if (closing) return Promise.reject(new ReaderError('the records readers are closed'));
      // Refused before anything is queued: the queue never grows past its bound, whatever the load.
      if (waiting >= settings.queueLimit) return Promise.reject(new ReadersBusy());
      const slot = slots.reduce((least, candidate) => (candidate.reads.size < least.reads.size ? candidate : least));
      return new Promise<unknown[]>((resolve, reject) => {
        const read: Read = { id: nextId++, sql, parameters, losses: 0, resolve, reject };
        slot.reads.set(read.id, read);
        waiting += 1;
        post(slot, read);
      });
    },
    stats: () => ({ waiting, answered, restarts }),
    threads: () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : [])),
    async close() {
      if (closing) return;
      closing = true;
      await Promise.all(
        slots.map((slot) => {
          if (slot.restartTimer) clearTimeout(slot.restartTimer);
          for (const id of [...slot.reads.keys()])
            if (!slot.worker) settle(slot, id)?.reject(new ReaderError('the records readers are closed'));
          const worker = slot.worker;
          if (!worker) return Promise.resolve();
          // Kept alive until it exits, having answered what it was sent first (messages are taken in order).
          worker.ref();
          const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
          worker.postMessage('stop');
          return exited;
        }),
      );
    },
  };
}
