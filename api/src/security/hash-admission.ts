// Admission control for password hashing: scrypt at OWASP's cost holds 128 MiB and a libuv thread for ~0.5 s, so
// anyone able to trigger hashes (an anonymous login) could otherwise queue every other login behind theirs. A hash is
// admitted only while its IP and its account have fewer than a few in the gate, runs under a global concurrency
// below the thread pool, and waits in a bounded FIFO queue; past any bound it is refused at once with HashingBusy.
import { isIPv4, isIPv6 } from 'node:net';
import { availableParallelism } from 'node:os';

export interface HashAdmissionOptions {
  /** Hashes running at once on this node. Default: one less than libuv's pool (so file and DNS work keep a thread),
   * and no more than the CPUs, at least 1. */
  concurrency?: number;
  /** Hashes waiting for a slot; one more is refused. Default 16. */
  queueLimit?: number;
  /** Hashes admitted (running or waiting) for one IP. Default 2. */
  perIp?: number;
  /** Hashes admitted (running or waiting) for one account. Default 2. */
  perAccount?: number;
}

/** Who asks for the hash: the client's IP and, when known, the account (a username or member id). */
export interface HashRequester {
  ip: string;
  account?: string;
}

export interface HashAdmission {
  /** Runs `work` (one hash) once admitted; throws HashingBusy without running it when a bound is reached. */
  run<T>(who: HashRequester, work: () => Promise<T>): Promise<T>;
}

export type HashingBusyReason = 'ip' | 'account' | 'queue';

/** A hash refused by admission control; the HTTP layer answers 429 too-many-requests with Retry-After. */
export class HashingBusy extends Error {
  constructor(
    readonly reason: HashingBusyReason,
    readonly retryAfterSeconds: number,
  ) {
    super('The server is busy, please try again in a moment');
    this.name = 'HashingBusy';
  }
}

function defaultConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(pool - 1, availableParallelism()));
}

/**
 * The key an IP is counted under: an IPv4 address as is (also when a dual-stack socket shows it as ::ffff:a.b.c.d),
 * an IPv6 address by its /64, the block one subscriber gets, so one visitor cannot spread a flood over its addresses.
 */
export function ipKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Hash time assumed before any hash has finished (OWASP cost on a slow core). */
const INITIAL_HASH_SECONDS = 1;

export function createHashAdmission(options: HashAdmissionOptions = {}): HashAdmission {
  const concurrency = options.concurrency ?? defaultConcurrency();
  const queueLimit = options.queueLimit ?? 16;
  const perIp = options.perIp ?? 2;
  const perAccount = options.perAccount ?? 2;

  let running = 0;
  const queue: (() => void)[] = [];
  const byIp = new Map<string, number>();
  const byAccount = new Map<string, number>();
  // A moving average of hash times, so Retry-After tells roughly when the queue in front will have drained.
  let hashSeconds = INITIAL_HASH_SECONDS;

  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  const retryAfter = (ahead: number) => Math.max(1, Math.ceil(hashSeconds * (1 + ahead / concurrency)));

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(who, work) {
      // Usernames are matched case-insensitively, so 'Alice' and 'alice' are one account here too.
      const account = who.account?.toLowerCase();
      const ip = ipKey(who.ip);
      if ((byIp.get(ip) ?? 0) >= perIp) throw new HashingBusy('ip', retryAfter(0));
      if (account !== undefined && (byAccount.get(account) ?? 0) >= perAccount) throw new HashingBusy('account', retryAfter(0));
      if (running >= concurrency && queue.length >= queueLimit) throw new HashingBusy('queue', retryAfter(queue.length));

      add(byIp, ip, 1);
      if (account !== undefined) add(byAccount, account, 1);
      try {
        // A slot passes straight from a finishing hash to the first in the queue, so `running` never overshoots.
        if (running < concurrency) running += 1;
        else await new Promise<void>((resolve) => queue.push(resolve));
        const started = performance.now();
        try {
          return await work();
        } finally {
          hashSeconds = 0.8 * hashSeconds + 0.2 * ((performance.now() - started) / 1000);
          release();
        }
      } finally {
        add(byIp, ip, -1);
        if (account !== undefined) add(byAccount, account, -1);
      }
    },
  };
}
