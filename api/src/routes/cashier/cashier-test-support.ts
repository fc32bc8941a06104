// Test helpers of the money suites: members with a session (and a withdraw password, money, an upline), calls with
// their token, the live pushes a member receives, an app built with cashier/ops options, and the ledger's invariant.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { type SocketPush } from '@mekong/contracts/socket';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../app';
import { buildTestApp, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { call, makeMember } from '../../test-support/accounts';
import { createSession } from '../../modules/accounts/sessions.repository';
import type { MemberRow, NewMember } from '../../modules/accounts/members.repository';
import { hashPassword } from '../../security/passwords';
import { checkLedgerInvariant } from '../../modules/ledger';

export const WITHDRAW_PASSWORD = '246810';

export interface MoneyMember {
  member: MemberRow;
  token: string;
  get(path: string, query?: object): Promise<LightMyRequestResponse>;
  post(path: string, body?: object): Promise<LightMyRequestResponse>;
}

export interface MoneyMemberOptions extends Partial<NewMember> {
  /** Sets this withdraw password (null: none). Default WITHDRAW_PASSWORD. */
  withdrawPassword?: string | null;
}

/** A member with a live session; by default it has WITHDRAW_PASSWORD and no money. */
export async function moneyMember(app: FastifyInstance, options: MoneyMemberOptions = {}): Promise<MoneyMember> {
  const { withdrawPassword = WITHDRAW_PASSWORD, ...overrides } = options;
  const member = await makeMember(app, {
    ...overrides,
    withdrawPasswordHash: withdrawPassword === null ? null : await hashPassword(withdrawPassword, TEST_SCRYPT_COST),
  });
  const token = await createSession(app.db, member.id, '127.0.0.1', app.accounts.sessionPolicy);
  return {
    member,
    token,
    get: (path, query = {}) => call(app, 'GET', path, query, { token }),
    post: (path, body = {}) => call(app, 'POST', path, body, { token }),
  };
}

/** A fresh idempotency key, as a client makes one per submission. */
export const newKey = (): string => randomUUID();

/** `who` asks to withdraw `amount` to a test bank account, with a new key each time. */
export const requestWithdrawal = (who: MoneyMember, amount: number) =>
  who.post(PATHS.cashier.withdrawals, {
    amount,
    withdrawPassword: WITHDRAW_PASSWORD,
    bankName: 'LDB',
    bankAccountNo: '123456789',
    accountName: 'NOY',
    idempotencyKey: newKey(),
  });

/** Every push published to the member from now on, in order. */
export function pushesOf(app: FastifyInstance, memberId: string): SocketPush[] {
  const pushes: SocketPush[] = [];
  app.liveEvents.subscribe(memberId, (push) => pushes.push(push));
  return pushes;
}

export async function expectLedgerTrue(app: FastifyInstance): Promise<void> {
  expect((await checkLedgerInvariant(app.db)).problems).toEqual([]);
}

/** A test app with cashier settings, the ops channel or other app options. */
export function buildAppWith(options: Partial<AppOptions>): Promise<TestApp> {
  return buildTestApp(undefined, {}, options);
}
