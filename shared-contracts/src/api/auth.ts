// Accounts and sessions: login (username, SMS, free play, second factor), register, passwords, SMS codes,
// captcha, affiliate check, member info and balance — their schemas, failure codes, and the client-side
// hybrid encryption (AES-256-GCM payload, RSA-OAEP key) of the calls requirements §7 marks enc.
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from './endpoint';
import { PATHS } from './paths';
import { memberInfoSchema } from '../session/session';
import { REGISTRATION_TYPES } from '../constants/site';
import { freeText } from '../field-rules/free-text';

/** Stable machine codes of the failures of these calls (requirements §8 phone-auth codes included). */
export const AUTH_ERROR_CODES = [
  'wrong-credentials',
  'captcha-required',
  'invalid-captcha',
  'account-locked',
  'non-member',
  'non-agent',
  'second-factor-required',
  'invalid-second-factor',
  'challenge-expired',
  'invalid-phone-number',
  'missing-phone-number',
  'too-many-requests',
  'invalid-verification-code',
  'missing-verification-code',
  'code-expired',
  'invitation_code_error',
  'username-taken',
  'mobile-taken',
  'trial-account',
  'wrong-old-password',
  'account-not-found',
  /** The reset link's token is unknown, already used or past its 30 minutes. */
  'reset-link-invalid',
  'feature-disabled',
  'unauthorized',
  'bad-request',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const ENTRANCES = ['member', 'agent'] as const;
export type Entrance = (typeof ENTRANCES)[number];

export const SECOND_FACTOR_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** Currency of the site: Lao kip. Amounts travel as integers in minor units (1/100). */
export const CURRENCY_SYMBOL = '₭';

// ---------------------------------------------------------------------------------------------
// Failure values: the `value` a failure envelope carries for these codes.

/** 'captcha-required' and 'invalid-captcha': show the captcha field and fetch an image. */
export const captchaFailureValueSchema = z.object({ captcha: z.literal(true) });
/** 'second-factor-required': ask one of `methods`, then call loginVerify with the challenge id. */
export const secondFactorChallengeSchema = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).check(z.minLength(1)),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;
/** 'account-locked': when the lock ends (ISO 8601 UTC); the message says it too. */
export const accountLockedValueSchema = z.object({ lockedUntil: z.string() });
/** 'bad-request' of register and password calls: the message of each field that broke its rule. */
export const fieldErrorsValueSchema = z.object({ fields: z.record(z.string(), z.string()) });
/** 'too-many-requests': seconds until a new request is accepted. */
export const retryAfterValueSchema = z.object({ retryAfterSeconds: z.int().check(z.nonnegative()) });

// ---------------------------------------------------------------------------------------------
// Hybrid encryption of enc calls.

/** The wire body of an enc call; every field base64. `data` is the ciphertext with the 16-byte GCM tag appended. */
export const encryptedBodySchema = z.object({
  enc: z.object({
    keyId: z.string().check(z.minLength(1), z.maxLength(100)),
    key: z.string().check(z.minLength(1), z.maxLength(2000)),
    iv: z.string().check(z.minLength(1), z.maxLength(100)),
    data: z.string().check(z.minLength(1), z.maxLength(200_000)),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/**
 * An enc call: `input` is the wire body (what the API client sends and the server validates first);
 * `payload` is the JSON inside it, validated by the server after decryption.
 */
export interface EncryptedEndpoint<P extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> extends Endpoint<
  typeof encryptedBodySchema,
  O
> {
  encrypted: true;
  payload: P;
}
export type EncryptedEndpointPayload<E> = E extends EncryptedEndpoint<infer P, z.ZodMiniType> ? z.input<P> : never;

export function encryptedEndpoint<P extends z.ZodMiniType, O extends z.ZodMiniType>(
  e: Omit<Endpoint<typeof encryptedBodySchema, O>, 'input'> & { payload: P },
): EncryptedEndpoint<P, O> {
  const { payload, ...rest } = e;
  return { ...endpoint({ ...rest, input: encryptedBodySchema }), encrypted: true, payload };
}

export function isEncryptedEndpoint(e: Endpoint): e is EncryptedEndpoint {
  return (e as Partial<EncryptedEndpoint>).encrypted === true;
}

/** A key handle of WebCrypto, opaque here: the contracts have no DOM lib. */
export type CryptoKeyLike = object;

/**
 * The part of WebCrypto's SubtleCrypto that encryptPayload needs, typed structurally so that
 * `window.crypto.subtle` (browsers) and `globalThis.crypto.subtle` (Node 20) both fit.
 */
export interface SubtleCryptoLike {
  importKey(
    format: 'spki',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'RSA-OAEP'; hash: 'SHA-256' },
    extractable: false,
    keyUsages: ['encrypt'],
  ): Promise<CryptoKeyLike>;
  generateKey(algorithm: { name: 'AES-GCM'; length: 256 | 128 }, extractable: true, keyUsages: ['encrypt']): Promise<CryptoKeyLike>;
  exportKey(format: 'raw', key: CryptoKeyLike): Promise<ArrayBuffer>;
  encrypt(
    algorithm: { name: 'RSA-OAEP' } | { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> },
    key: CryptoKeyLike,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding (no btoa/Buffer: the contracts run without DOM and Node types). */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out +=
      B64[(n >> 18) & 63]! +
      B64[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=') +
      (i + 2 < bytes.length ? B64[n & 63]! : '=');
  }
  return out;
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '');
  const bytes = new Uint8Array(new ArrayBuffer(Math.floor((clean.length * 3) / 4)));
  let bits = 0;
  let buffer = 0;
  let j = 0;
  for (const ch of clean) {
    buffer = (buffer << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, j);
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  const bytes = new Uint8Array(new ArrayBuffer(out.length));
  bytes.set(out);
  return bytes;
}

/** The DER bytes of a PEM 'PUBLIC KEY' (SPKI) block. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, ''));
}

/**
 * Encrypts an enc call's payload for the server: a fresh AES-256-GCM key encrypts the JSON, RSA-OAEP
 * (SHA-256) with the server's public key (from publicKey) wraps that key.
 */
export async function encryptPayload(
  publicKeyPem: string,
  keyId: string,
  payload: unknown,
  subtle: SubtleCryptoLike,
): Promise<EncryptedBody> {
  const rsaKey = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  // SubtleCrypto has no getRandomValues: the IV is taken from a second freshly generated key's random bytes.
  const iv = new Uint8Array(
    await subtle.exportKey('raw', await subtle.generateKey({ name: 'AES-GCM', length: 128 }, true, ['encrypt'])),
  ).slice(0, 12);
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, utf8(JSON.stringify(payload)));
  const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return {
    enc: {
      keyId,
      key: bytesToBase64(new Uint8Array(wrappedKey)),
      iv: bytesToBase64(iv),
      data: bytesToBase64(new Uint8Array(data)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes.

/** Every text field but passwords (any characters, never shown) is under the free-text rule. */
const text = (max = 255) => freeText(z.string().check(z.trim(), z.maxLength(max)));
const optionalText = (max = 255) => z.optional(text(max));

export const publicKeySchema = z.object({ keyId: z.string(), publicKeyPem: z.string() });
export type PublicKey = z.infer<typeof publicKeySchema>;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** 'data:image/svg+xml;base64,…' */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

const captchaFields = {
  /** The characters read from the captcha image, when the server asked for one. */
  captcha: optionalText(20),
  captchaId: optionalText(100),
};
const entranceField = { entrance: z._default(z.enum(ENTRANCES), 'member') };

export const loginPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text(50),
    password: z.string().check(z.maxLength(100)),
    ...captchaFields,
    ...entranceField,
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: text(30),
    verificationCode: text(255),
    countryDialingCode: optionalText(8),
    ...captchaFields,
    ...entranceField,
  }),
]);
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginAnswerSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** True when the password expiry feature is on and the password is older than allowed. */
  passwordExpired: z.boolean(),
  /** True while the password is the site default '{secret}' (LIMITS.defaultPassword): force a change. */
  defaultPassword: z.boolean(),
  memberInfo: memberInfoSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginVerifyInputSchema = z.object({
  challengeId: text(100).check(z.minLength(1)),
  method: z.enum(SECOND_FACTOR_METHODS),
  /** The SMS code, the binding email, the bank-account real name, or the 6-digit authenticator code. */
  value: text(255).check(z.minLength(1)),
});

export const freeplayInputSchema = z.object({
  os: optionalText(50),
  platform: optionalText(20),
  encryption: z.optional(z.union([z.boolean(), z.string()])),
  gatewayVersion: optionalText(20),
});

export const memberProfileSchema = z.extend(memberInfoSchema, {
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.int(),
  currencySymbol: z.string(),
  avatarUrl: z.string(),
  /** Masked, e.g. '20****5678'; null when none is bound. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  defaultPassword: z.boolean(),
  secondFactorOnNewIp: z.boolean(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Registration user of requirements §3; which fields are required and their patterns come from the register setting. */
export const registerPayloadSchema = z.object({
  username: optionalText(),
  password: z.optional(z.string().check(z.maxLength(100))),
  confirmPassword: z.optional(z.string().check(z.maxLength(100))),
  payeeName: optionalText(),
  email: optionalText(),
  qqNum: optionalText(),
  mobileNum: optionalText(30),
  captcha: optionalText(20),
  captchaId: optionalText(100),
  verificationCode: optionalText(),
  affiliateCode: optionalText(50),
  paymentPassword: z.optional(z.string().check(z.maxLength(100))),
  line: optionalText(),
  whatsapp: optionalText(),
  facebook: optionalText(),
  wechat: optionalText(),
  idNumber: optionalText(),
  birthday: optionalText(20),
  referralCode: optionalText(50),
  domain: optionalText(),
  countryDialingCode: optionalText(8),
  login: z.optional(z.boolean()),
  registerUrl: optionalText(500),
  registerMethod: z.optional(z.literal('WEB')),
  firebaseChannel: optionalText(),
  firebaseIdToken: optionalText(4000),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const changePasswordPayloadSchema = z.object({
  oldPassword: z.string().check(z.maxLength(100)),
  newPassword: z.string().check(z.maxLength(100)),
  confirmNewPassword: z.string().check(z.maxLength(100)),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/**
 * The failure code (403) of every call but the password change and logout while the session owes a forced change;
 * its value says why, so the client can open the change popup with the right note.
 */
export const PASSWORD_CHANGE_REQUIRED = 'password-change-required';
export const FORCED_CHANGE_REASONS = ['default', 'expired'] as const;
export type ForcedChangeReason = (typeof FORCED_CHANGE_REASONS)[number];
export const passwordChangeRequiredValueSchema = z.object({ reason: z.enum(FORCED_CHANGE_REASONS) });

export const passwordByEmailInputSchema = z.object({ username: text(50).check(z.minLength(1)), email: text(255).check(z.minLength(1)) });

export const passwordByVerificationPayloadSchema = z.object({
  mobileNum: text(30),
  verificationCode: text(255),
  newPassword: z.string().check(z.maxLength(100)),
  countryDialingCode: optionalText(8),
  /** Demanded like a login's once failures of the number or the IP reach the threshold ('captcha-required'). */
  ...captchaFields,
});
export type PasswordByVerificationPayload = z.infer<typeof passwordByVerificationPayloadSchema>;

/** The token comes from the emailed reset link `/resetPassword?token=…`; the new password follows the password rule. */
export const resetPasswordByTokenPayloadSchema = z.object({
  token: text(200).check(z.minLength(1)),
  newPassword: z.string().check(z.maxLength(100)),
  confirmNewPassword: z.string().check(z.maxLength(100)),
});
export type ResetPasswordByTokenPayload = z.infer<typeof resetPasswordByTokenPayloadSchema>;

export const smsCodeAnswerSchema = z.object({ expiredMinutes: z.int().check(z.positive()) });
export const smsNoLoginInputSchema = z.object({ mobileNum: text(30), countryDialingCode: text(8) });
/** The captcha is demanded like a login's once failures of the number or the IP reach the threshold. */
export const smsRegisterInputSchema = z.object({
  mobileNo: text(30),
  countryDialingCode: text(8),
  regType: z.enum(REGISTRATION_TYPES),
  ...captchaFields,
});

/** With a code: is it an agent's (the register popup's check). Without one: the signed-in agent's own code (issue 17). */
export const affiliateInputSchema = z.object({ code: z.optional(text(50).check(z.minLength(1))), domain: optionalText() });
export const affiliateAnswerSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  /** The register link that fills and locks the code: https://<domain>/register?affiliateCode=<code>. */
  link: z.optional(z.string()),
});

export const balanceSchema = z.object({
  /** Minor units (1/100 kip). */
  balance: z.int(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

const empty = z.object({});

export const authEndpoints = {
  publicKey: endpoint({ method: 'GET', path: PATHS.session.publicKey, access: 'public', input: empty, output: publicKeySchema }),
  captcha: endpoint({ method: 'GET', path: PATHS.system.captcha, access: 'public', input: empty, output: captchaSchema }),
  /** Failures: wrong-credentials, captcha-required, invalid-captcha, account-locked, non-member, non-agent, second-factor-required, SMS codes. */
  login: encryptedEndpoint({
    method: 'POST',
    path: PATHS.session.login,
    access: 'public',
    payload: loginPayloadSchema,
    output: loginAnswerSchema,
  }),
  /** Second step of an unregistered-IP login; remembers the IP on success. */
  loginVerify: endpoint({
    method: 'POST',
    path: PATHS.session.loginVerify,
    access: 'public',
    input: loginVerifyInputSchema,
    output: loginAnswerSchema,
  }),
  /** Sends the SMS code of a second-factor challenge to the account's mobile. */
  loginVerifySms: endpoint({
    method: 'POST',
    path: PATHS.session.loginVerifySms,
    access: 'public',
    input: z.object({ challengeId: text(100).check(z.minLength(1)) }),
    output: smsCodeAnswerSchema,
  }),
  freeplay: endpoint({
    method: 'POST',
    path: PATHS.session.freeplay,
    access: 'public',
    input: freeplayInputSchema,
    output: loginAnswerSchema,
  }),
  logout: endpoint({ method: 'DELETE', path: PATHS.session.logout, access: 'token', input: empty, output: z.null() }),
  firstLogin: endpoint({
    method: 'POST',
    path: PATHS.session.firstLogin,
    access: 'token',
    input: empty,
    output: z.object({ firstLoginAt: z.string() }),
  }),
  memberInfo: endpoint({ method: 'GET', path: PATHS.member.info, access: 'token', input: empty, output: memberProfileSchema }),
  infoIcon: endpoint({ method: 'GET', path: PATHS.member.infoIcon, access: 'token', input: empty, output: z.object({ url: z.string() }) }),
  register: encryptedEndpoint({
    method: 'PUT',
    path: PATHS.member.register,
    access: 'public',
    payload: registerPayloadSchema,
    output: loginAnswerSchema,
  }),
  registerMobile: encryptedEndpoint({
    method: 'PUT',
    path: PATHS.member.registerMobile,
    access: 'public',
    payload: registerPayloadSchema,
    output: loginAnswerSchema,
  }),
  changePassword: encryptedEndpoint({
    method: 'POST',
    path: PATHS.member.password,
    access: 'token',
    payload: changePasswordPayloadSchema,
    output: z.null(),
  }),
  /** Also accepts application/x-www-form-urlencoded, as requirements §7 sends it. Answers success whether or not the pair exists. */
  passwordByEmail: endpoint({
    method: 'POST',
    path: PATHS.member.passwordEmail,
    access: 'public',
    input: passwordByEmailInputSchema,
    output: z.null(),
  }),
  passwordByVerification: encryptedEndpoint({
    method: 'POST',
    path: PATHS.member.passwordVerification,
    access: 'public',
    payload: passwordByVerificationPayloadSchema,
    output: loginAnswerSchema,
  }),
  /** Consumes the emailed reset link once and signs the member in. Failures: reset-link-invalid, bad-request. */
  resetPasswordByToken: encryptedEndpoint({
    method: 'POST',
    path: PATHS.member.passwordReset,
    access: 'public',
    payload: resetPasswordByTokenPayloadSchema,
    output: loginAnswerSchema,
  }),
  smsNoLogin: endpoint({
    method: 'POST',
    path: PATHS.verification.smsNoLogin,
    access: 'public',
    input: smsNoLoginInputSchema,
    output: smsCodeAnswerSchema,
  }),
  smsRegister: endpoint({
    method: 'POST',
    path: PATHS.verification.smsRegister,
    access: 'public',
    input: smsRegisterInputSchema,
    output: smsCodeAnswerSchema,
  }),
  /**
   * Failure 'invitation_code_error' when no agent has the code. Without a code it answers the caller's own code and
   * link: a bearer token of an agent is needed then (without one, bad-request as before; trial-account, non-agent).
   */
  affiliate: endpoint({
    method: 'GET',
    path: PATHS.agent.affiliate,
    access: 'public',
    input: affiliateInputSchema,
    output: affiliateAnswerSchema,
  }),
  balance: endpoint({ method: 'GET', path: PATHS.wallet.balance, access: 'token', input: empty, output: balanceSchema }),
};
