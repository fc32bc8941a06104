// Brute-force and flood limits through rate-limiter-flexible. Every guess of a secret (password, SMS code, withdraw
// password, second factor) claims its place in the counts of its key and its IP before it is checked, so concurrent
// guesses cannot slip past a limit read earlier; plus SMS requests per number and per IP, free-play accounts and
// reset mails per IP. An IPv6 address is counted by its /64, which one subscriber holds whole (as the hash gate and
// the live socket count it). In memory on one node; with REDIS_URL in Redis, so a limit reached on one API node holds
// on every other (each claim is one atomic increment in either store).
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { CHAT_LIMITS } from '@mekong/contracts/socket';
import { ipKey } from './hash-admission';

/** Guesses of a key or an IP checked without a captcha; from the next one on, a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failed guesses of a key that lock it: the captcha's 3 and 5 more. */
export const LOCK_AFTER_FAILURES = CAPTCHA_AFTER_FAILURES + 5;
export const LOCK_SECONDS = 15 * 60;
/** How long a key's failures are remembered (from its first one). */
export const FAILURE_WINDOW_SECONDS = 60 * 60;
const IP_WINDOW_SECONDS = 15 * 60;
/** Guesses one IP may have counted in its window, whatever the keys; then it waits for the window's end. */
const IP_GUESS_CAP = 1000;
/** Requirements §8 'too-many-requests': try again after 5 minutes. */
export const TOO_MANY_WAIT_SECONDS = 5 * 60;
/** A locked key's count: far above any count of real guesses, so every claim on it reads "locked" until it expires. */
const LOCKED_COUNT = 1_000_000;
/** Retry hint when more guesses of one key are being checked at once than it has left. */
const IN_FLIGHT_WAIT_SECONDS = 5;

export interface LoginState {
  captchaRequired: boolean;
  /** Set while the key is locked. */
  lockedUntil: Date | null;
}

/** A guess that holds its place in the counts: settle it exactly once. */
export interface GuessClaim {
  kind: 'claimed';
  /** The 4th and later guess of the key or the IP within their windows may be checked only with a solved captcha. */
  captchaDue: boolean;
  /** The secret was right: only this guess's own place is given back; the failures before and around it stand. */
  succeeded(): Promise<void>;
  /** The secret was wrong: its place stays. Locks the key when it was the last one allowed. */
  failed(): Promise<LoginState>;
  /** Turned away before the secret was checked (no or a wrong captcha, a busy hash gate): its place is given back. */
  withdrawn(): Promise<void>;
}

export type Claim =
  | GuessClaim
  | { kind: 'locked'; lockedUntil: Date }
  /** The key's remaining guesses are all being checked right now, or the IP used up its guesses. */
  | { kind: 'busy'; retryAfterSeconds: number };

export interface Limits {
  /**
   * Claims one guess of `key` (an account, `mobile:<number>`, a withdraw-password key) from `ip`, before the secret is
   * checked: one atomic increment per count, so N concurrent guesses get N distinct places and no more than the
   * limits allow are ever checked.
   */
  claimGuess(key: string, ip: string): Promise<Claim>;
  /** Whether a guess of `key` from `ip` would need a captcha now, for calls that send a code rather than check one. */
  guessState(key: string, ip: string): Promise<LoginState>;
  /** Forgets the failures of a key whose secret was replaced (a password reset): they were guesses of the old one. */
  forget(key: string): Promise<void>;
  /** Resolves when allowed; otherwise resolves to the seconds to wait. */
  smsRequest(mobileNum: string, ip: string): Promise<number | null>;
  freeplay(ip: string): Promise<number | null>;
  resetMail(ip: string): Promise<number | null>;
  /** One chat message of a member (CHAT_LIMITS: so many a window), taken before the message is accepted. */
  chatMessage(memberId: string): Promise<number | null>;
}

/** Consumes one point from every limiter; the wait in seconds when one refuses. */
async function consumeAll(entries: [RateLimiterAbstract, string][]): Promise<number | null> {
  try {
    for (const [limiter, key] of entries) await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return waitSeconds(rejection.msBeforeNext);
    throw rejection;
  }
}

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Where the counts live: this process, or a Redis shared by the nodes (keys under `keyPrefix`). */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; keyPrefix: string };

type LimiterFactory = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

function limiterFactory(store: LimitStore): LimiterFactory {
  if (store.kind === 'memory') return (options) => new RateLimiterMemory(options);
  // While Redis is unreachable each node counts in memory (the insurance limiter) instead of failing every login.
  return (options) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: `${store.keyPrefix}${options.keyPrefix}`,
      storeClient: store.client,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

const isLocked = (count: number) => count > LOCKED_COUNT / 2;

export function createLimits(store: LimitStore = { kind: 'memory' }): Limits {
  const limiter = limiterFactory(store);
  // Counts only move by penalty (+1, the claim) and reward (-1, a place given back), both atomic; `points` is unused
  // by them, the thresholds above decide.
  const guessesByKey = limiter({ keyPrefix: 'login_fail_account', points: LOCKED_COUNT * 2, duration: FAILURE_WINDOW_SECONDS });
  const guessesByIp = limiter({ keyPrefix: 'login_fail_ip', points: LOCKED_COUNT * 2, duration: IP_WINDOW_SECONDS });
  const smsByNumber = limiter({
    keyPrefix: 'sms_number',
    points: 3,
    duration: TOO_MANY_WAIT_SECONDS,
    blockDuration: TOO_MANY_WAIT_SECONDS,
  });
  const smsByIp = limiter({ keyPrefix: 'sms_ip', points: 10, duration: TOO_MANY_WAIT_SECONDS, blockDuration: TOO_MANY_WAIT_SECONDS });
  const freeplayByIp = limiter({ keyPrefix: 'freeplay_ip', points: 30, duration: 60 * 60 });
  const mailByIp = limiter({
    keyPrefix: 'reset_mail_ip',
    points: 5,
    duration: TOO_MANY_WAIT_SECONDS,
    blockDuration: TOO_MANY_WAIT_SECONDS,
  });

  const chatByMember = limiter({ keyPrefix: 'chat_member', points: CHAT_LIMITS.messagesPerWindow, duration: CHAT_LIMITS.windowSeconds });

  const giveBack = async (key: string, ip: string) => {
    await guessesByKey.reward(key);
    await guessesByIp.reward(ip);
  };

  async function claimGuess(key: string, address: string): Promise<Claim> {
    const ip = ipKey(address);
    const byKey = await guessesByKey.penalty(key);
    // A locked key keeps its lock count; the extra point changes nothing and expires with it.
    if (isLocked(byKey.consumedPoints)) return { kind: 'locked', lockedUntil: new Date(Date.now() + byKey.msBeforeNext) };
    const byIp = await guessesByIp.penalty(ip);
    if (byKey.consumedPoints > LOCK_AFTER_FAILURES || byIp.consumedPoints > IP_GUESS_CAP) {
      await giveBack(key, ip);
      const retry = byIp.consumedPoints > IP_GUESS_CAP ? waitSeconds(byIp.msBeforeNext) : IN_FLIGHT_WAIT_SECONDS;
      return { kind: 'busy', retryAfterSeconds: retry };
    }
    let settled = false;
    const settle = () => {
      if (settled) throw new Error('A guess was settled twice');
      settled = true;
    };
    return {
      kind: 'claimed',
      captchaDue: byKey.consumedPoints > CAPTCHA_AFTER_FAILURES || byIp.consumedPoints > CAPTCHA_AFTER_FAILURES,
      async succeeded() {
        settle();
        await giveBack(key, ip);
      },
      async withdrawn() {
        settle();
        await giveBack(key, ip);
      },
      async failed() {
        settle();
        if (byKey.consumedPoints >= LOCK_AFTER_FAILURES) {
          await guessesByKey.set(key, LOCKED_COUNT, LOCK_SECONDS);
          return { captchaRequired: true, lockedUntil: new Date(Date.now() + LOCK_SECONDS * 1000) };
        }
        return {
          captchaRequired: byKey.consumedPoints >= CAPTCHA_AFTER_FAILURES || byIp.consumedPoints >= CAPTCHA_AFTER_FAILURES,
          lockedUntil: null,
        };
      },
    };
  }

  return {
    claimGuess,
    async guessState(key, ip) {
      const [byKey, byIp] = [await guessesByKey.get(key), await guessesByIp.get(ipKey(ip))];
      const keyCount = byKey?.consumedPoints ?? 0;
      return {
        captchaRequired: keyCount >= CAPTCHA_AFTER_FAILURES || (byIp?.consumedPoints ?? 0) >= CAPTCHA_AFTER_FAILURES,
        lockedUntil: byKey && isLocked(keyCount) ? new Date(Date.now() + byKey.msBeforeNext) : null,
      };
    },
    forget: async (key) => void (await guessesByKey.delete(key)),
    smsRequest: (mobileNum, ip) =>
      consumeAll([
        [smsByIp, ipKey(ip)],
        [smsByNumber, mobileNum],
      ]),
    freeplay: (ip) => consumeAll([[freeplayByIp, ipKey(ip)]]),
    resetMail: (ip) => consumeAll([[mailByIp, ipKey(ip)]]),
    chatMessage: (memberId) => consumeAll([[chatByMember, memberId]]),
  };
}
