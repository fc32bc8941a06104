// Brute-force and flood limits through rate-limiter-flexible: failed logins per account and per IP (captcha after 3,
// 15-minute lock after 5 more), SMS requests per number and per IP, free-play accounts and reset mails per IP. In
// memory on one node; with REDIS_URL in Redis, so a limit reached on one API node holds on every other.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = CAPTCHA_AFTER_FAILURES + 5;
export const LOCK_SECONDS = 15 * 60;
/** Spec §8 'too-many-requests': try again after 5 minutes. */
export const TOO_MANY_WAIT_SECONDS = 5 * 60;

export interface LoginState {
  captchaRequired: boolean;
  /** Set while the account is locked. */
  lockedUntil: Date | null;
}

export interface Limits {
  /** Whether the next login of this account from this IP must carry a captcha, and whether the account is locked. */
  loginState(accountKey: string, ip: string): Promise<LoginState>;
  /** Counts a failed login (or second factor); locks the account when it reaches the limit. */
  loginFailed(accountKey: string, ip: string): Promise<LoginState>;
  /** A successful login clears the account's count; the IP's count decays on its own, so spraying many accounts stays visible. */
  loginSucceeded(accountKey: string): Promise<void>;
  /** Resolves when allowed; otherwise resolves to the seconds to wait. */
  smsRequest(mobileNum: string, ip: string): Promise<number | null>;
  freeplay(ip: string): Promise<number | null>;
  resetMail(ip: string): Promise<number | null>;
}

/** Consumes one point from every limiter; the wait in seconds when one refuses. */
async function consumeAll(entries: [RateLimiterAbstract, string][]): Promise<number | null> {
  try {
    for (const [limiter, key] of entries) await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Where the counts live: this process, or a Redis shared by the nodes (keys under `keyPrefix`). */
export type LimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; keyPrefix: string };

type LimiterFactory = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

function limiterFactory(store: LimitStore): LimiterFactory {
  if (store.kind === 'memory') return (options) => new RateLimiterMemory(options);
  // While Redis is unreachable each node counts in memory (the insurance limiter) instead of failing every login.
  return (options) =>
    new RateLimiterRedis({ ...options, keyPrefix: `${store.keyPrefix}${options.keyPrefix}`, storeClient: store.client, insuranceLimiter: new RateLimiterMemory(options) });
}

export function createLimits(store: LimitStore = { kind: 'memory' }): Limits {
  const limiter = limiterFactory(store);
  const failuresByAccount = limiter({ keyPrefix: 'login_fail_account', points: LOCK_AFTER_FAILURES, duration: 60 * 60 });
  const failuresByIp = limiter({ keyPrefix: 'login_fail_ip', points: 1000, duration: 15 * 60 });
  const smsByNumber = limiter({ keyPrefix: 'sms_number', points: 3, duration: TOO_MANY_WAIT_SECONDS, blockDuration: TOO_MANY_WAIT_SECONDS });
  const smsByIp = limiter({ keyPrefix: 'sms_ip', points: 10, duration: TOO_MANY_WAIT_SECONDS, blockDuration: TOO_MANY_WAIT_SECONDS });
  const freeplayByIp = limiter({ keyPrefix: 'freeplay_ip', points: 30, duration: 60 * 60 });
  const mailByIp = limiter({ keyPrefix: 'reset_mail_ip', points: 5, duration: TOO_MANY_WAIT_SECONDS, blockDuration: TOO_MANY_WAIT_SECONDS });

  const state = (account: RateLimiterRes | null, ip: RateLimiterRes | null): LoginState => {
    const accountFailures = account?.consumedPoints ?? 0;
    const locked = accountFailures >= LOCK_AFTER_FAILURES && account !== null && account.msBeforeNext > 0;
    return {
      captchaRequired: accountFailures >= CAPTCHA_AFTER_FAILURES || (ip?.consumedPoints ?? 0) >= CAPTCHA_AFTER_FAILURES,
      lockedUntil: locked ? new Date(Date.now() + account.msBeforeNext) : null,
    };
  };

  return {
    loginState: async (accountKey, ip) => state(await failuresByAccount.get(accountKey), await failuresByIp.get(ip)),
    async loginFailed(accountKey, ip) {
      let account = await failuresByAccount.penalty(accountKey);
      const byIp = await failuresByIp.penalty(ip);
      if (account.consumedPoints >= LOCK_AFTER_FAILURES) account = await failuresByAccount.block(accountKey, LOCK_SECONDS);
      return state(account, byIp);
    },
    loginSucceeded: async (accountKey) => void (await failuresByAccount.delete(accountKey)),
    smsRequest: (mobileNum, ip) => consumeAll([[smsByIp, ip], [smsByNumber, mobileNum]]),
    freeplay: (ip) => consumeAll([[freeplayByIp, ip]]),
    resetMail: (ip) => consumeAll([[mailByIp, ip]]),
  };
}
