// Test helpers for accounts: encrypt a payload with the real client code of the contracts, read SMS codes from
// the outbox and captcha answers from the database, log in, and call with a bearer token.
import { authEndpoints, encryptPayload, type EncryptedBody, type LoginAnswer } from '@mekong/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { lastSmsTo } from '../modules/accounts/sms';
import { captchaAnswer } from '../modules/accounts/captcha';
import { expectValue, TEST_SCRYPT_COST } from './test-app';
import { createMember, MEMBER_TYPE, type MemberRow, type NewMember } from '../modules/accounts/members.repository';
import { hashPassword } from '../security/passwords';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The enc body a browser would send: encryptPayload with WebCrypto, against the app's public key. */
export async function encrypt(app: FastifyInstance, payload: unknown): Promise<EncryptedBody> {
  const key = expectValue(await app.inject({ method: 'GET', url: authEndpoints.publicKey.path }), authEndpoints.publicKey);
  return encryptPayload(key.publicKeyPem, key.keyId, payload, globalThis.crypto.subtle);
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

/** A call with a JSON body (or query for GET/DELETE), an optional bearer token and client IP. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  input: object = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const remoteAddress = options.ip ?? '127.0.0.1';
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return app.inject({ method, url: query ? `${url}?${query}` : url, headers, remoteAddress });
  }
  return app.inject({ method, url, headers, remoteAddress, payload: input });
}

/** An enc call: the payload is encrypted first. */
export async function callEncrypted(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload: object,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return call(app, method, url, await encrypt(app, payload), options);
}

export function login(app: FastifyInstance, payload: Record<string, unknown>, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return callEncrypted(app, 'POST', authEndpoints.login.path, { type: 'username', ...payload }, options);
}

export async function loginOk(app: FastifyInstance, username: string, password: string, options: CallOptions = {}): Promise<LoginAnswer> {
  return expectValue(await login(app, { username, password }, options), authEndpoints.login);
}

/** The 6-digit code of the newest SMS to a number. */
export async function lastSmsCode(app: FastifyInstance, mobileNum: string): Promise<string> {
  const sms = await lastSmsTo(app.db, mobileNum);
  if (!sms?.code) throw new Error(`No SMS code sent to ${mobileNum}`);
  return sms.code;
}

/** A fresh captcha from the call, with its answer read from the database. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = expectValue(await app.inject({ method: 'GET', url: authEndpoints.captcha.path }), authEndpoints.captcha);
  const answer = await captchaAnswer(app.db, captchaId);
  if (!answer) throw new Error('captcha not stored');
  return { captchaId, captcha: answer };
}

let serial = 0;

/** A fresh member with a known password (and whatever else is given), straight through the repository. */
export async function makeMember(app: FastifyInstance, overrides: Partial<NewMember> = {}, password = 'Passw0rd9'): Promise<MemberRow> {
  serial += 1;
  return createMember(
    app.db,
    {
      account: `tester${process.pid % 1000}x${serial}`,
      type: MEMBER_TYPE,
      passwordHash: await hashPassword(password, TEST_SCRYPT_COST),
      passwordIsDefault: false,
      ...overrides,
    },
    { kind: 'system', name: 'test', node: 'test' },
  );
}

/** A distinct client IP per call site, so the per-IP limits of one test do not reach into another. */
export function freshIp(): string {
  serial += 1;
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
}

/**
 * Registers a member as the register popup does with an agent's invitation code: the SMS code asked for and read from
 * the outbox, the captcha solved, from a fresh IP. The register call's answer, for the test to check.
 */
export async function registerWithInvitation(
  app: FastifyInstance,
  { username, mobileNo, affiliateCode }: { username: string; mobileNo: string; affiliateCode: string },
): Promise<LightMyRequestResponse> {
  const ip = freshIp();
  expectValue(
    await call(app, 'POST', authEndpoints.smsRegister.path, { mobileNo, countryDialingCode: '856', regType: 'register' }, { ip }),
    authEndpoints.smsRegister,
  );
  return callEncrypted(
    app,
    'PUT',
    authEndpoints.register.path,
    {
      username,
      password: 'Passw0rd9',
      confirmPassword: 'Passw0rd9',
      mobileNum: mobileNo,
      countryDialingCode: '856',
      verificationCode: await lastSmsCode(app, mobileNo),
      ...(await solvedCaptcha(app)),
      affiliateCode,
      agreementAccepted: true,
    },
    { ip },
  );
}
