// Schemas of the member's account calls (issue 19, securityCenter): the overview (profile, bindings, bank accounts,
// authenticator, second factor, last login, sessions), editing the profile, binding a mobile number or email with a
// code sent to the new address, bank accounts for withdrawals, the authenticator's set-up, the unregistered-IP second
// factor's choice, and signing out sessions. Refusal codes are stable; their texts are the client's, by code.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { SECOND_FACTOR_METHODS } from './auth';
import { freeText } from '../field-rules/free-text';

/** Limits of the account calls (requirements §9 leaves them to the site). */
export const ACCOUNT_LIMITS = {
  /** Bank accounts a member may keep for withdrawals. */
  maxBankAccounts: 3,
  /** Minutes a binding code lives. */
  bindingCodeMinutes: 10,
  /** Guesses of one binding code, each taken before the comparison. */
  bindingCodeTries: 5,
} as const;

/** The refusals of these calls (every other failure is a general one of the envelope). */
export const ACCOUNT_FAILURES = {
  /** The mobile number or email is bound to another account. */
  addressTaken: 'address-taken',
  /** The binding code is wrong, used, or from another address. */
  codeInvalid: 'invalid-verification-code',
  /** The binding code is past its time or its tries: ask for a new one. */
  codeExpired: 'code-expired',
  /** Binding an address needs the login password. */
  passwordRequired: 'password-required',
  wrongPassword: 'wrong-old-password',
  /** The birthday says the member is under LIMITS.birthdayAge. */
  underAge: 'under-age',
  /** A bank account's holder must be the member's real name (payeeName). */
  nameMismatch: 'bank-name-mismatch',
  bankLimit: 'bank-account-limit',
  bankDuplicate: 'bank-account-duplicate',
  bankNotFound: 'bank-account-not-found',
  sessionNotFound: 'session-not-found',
  /** The authenticator code is wrong or already used. */
  totpInvalid: 'invalid-authenticator-code',
  /** No set-up was started (or the authenticator is already on / already off). */
  totpState: 'authenticator-state',
  /** A withdrawal to an account the member has not bound. */
  bankNotBound: 'bank-account-not-bound',
  tooMany: 'too-many-requests',
} as const;

export const BINDING_CHANNELS = ['mobile', 'email'] as const;
export type BindingChannel = (typeof BINDING_CHANNELS)[number];

const text = (max: number) => freeText(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)));
const isoTime = z.string();
const id = z.string().check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id must be at most 64 characters'));

/** The §3 profile fields a member may edit; '' clears an optional one. */
export const PROFILE_FIELDS = [
  'fullname',
  'birthday',
  'telegram',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const profileSchema = z.object({
  nickname: z.string(),
  fullname: z.string(),
  /** yyyy-MM-dd, or ''. */
  birthday: z.string(),
  telegram: z.string(),
  zalo: z.string(),
  address: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  sourceOfIncome: z.string(),
  placeOfBirth: z.string(),
});
export type AccountProfile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z.object({
  nickname: text(30),
  fullname: text(100),
  birthday: text(10),
  telegram: text(60),
  zalo: text(60),
  address: text(200),
  nationality: text(60),
  occupation: text(100),
  sourceOfIncome: text(100),
  placeOfBirth: text(100),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked but for its last 4 digits. */
  accountNo: z.string(),
  accountName: z.string(),
  createdAt: isoTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  ip: z.string(),
  /** The browser's user agent as it said it ('' when unknown). */
  device: z.string(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const accountSecuritySchema = z.object({
  account: z.string(),
  profile: profileSchema,
  /** Masked; null when none is bound. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The bank-account real name, set by the first bank account; null before. */
  payeeName: z.nullable(z.string()),
  bankAccounts: z.array(bankAccountSchema),
  maxBankAccounts: z.int(),
  totpEnabled: z.boolean(),
  secondFactorOnNewIp: z.boolean(),
  /** The factor an unregistered-IP login offers first; null: the default order. */
  secondFactorFirst: z.nullable(z.enum(SECOND_FACTOR_METHODS)),
  /** The factors this member has set up, in the order offered. */
  secondFactorMethods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  lastLogin: z.object({
    at: z.nullable(isoTime),
    ip: z.nullable(z.string()),
    /** Where the server places the IP: an ISO 3166-1 alpha-2 country code, `LOCAL` (the local network) or null (unknown). */
    location: z.nullable(z.string()),
  }),
  sessions: z.array(sessionInfoSchema),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

const address = z.string().check(z.trim(), z.minLength(1, 'address is required'), z.maxLength(120, 'address is too long'));

export const sendBindingCodeInputSchema = z.object({
  channel: z.enum(BINDING_CHANNELS),
  /** The NEW mobile number or email: the code goes there. */
  address,
  /** The login password (a bound address can reset the password, so binding asks for it, first time or change). */
  password: z.optional(z.string().check(z.maxLength(100))),
});

export const confirmBindingInputSchema = z.object({
  channel: z.enum(BINDING_CHANNELS),
  address,
  code: z.string().check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(12, 'code is too long')),
});

export const addBankAccountInputSchema = z.object({
  bankName: text(60).check(z.minLength(1, 'bankName is required')),
  accountNo: z.string().check(z.trim(), z.regex(/^\d{6,30}$/, 'accountNo must be 6 to 30 digits')),
  accountName: text(100).check(z.minLength(1, 'accountName is required')),
});

export const totpSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});

const totpCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'The code is 6 digits'));

export const secondFactorSettingInputSchema = z.object({
  enabled: z.boolean(),
  first: z.nullable(z.enum(SECOND_FACTOR_METHODS)),
});

const empty = z.object({});
const expiry = z.object({ expiredMinutes: z.int() });

const base = '/wps/member/security';

export const ACCOUNT_PATHS = {
  overview: base,
  profile: `${base}/profile`,
  bindingCode: `${base}/binding/code`,
  binding: `${base}/binding`,
  bankAccounts: `${base}/bank-accounts`,
  bankAccountRemove: `${base}/bank-accounts/remove`,
  totpSetup: `${base}/totp/setup`,
  totpEnable: `${base}/totp/enable`,
  totpDisable: `${base}/totp/disable`,
  secondFactor: `${base}/second-factor`,
  sessionRevoke: `${base}/sessions/revoke`,
  sessionsRevokeOthers: `${base}/sessions/revoke-others`,
} as const;

export const accountEndpoints = {
  overview: endpoint({ method: 'GET', path: ACCOUNT_PATHS.overview, access: 'token', input: empty, output: accountSecuritySchema }),
  updateProfile: endpoint({
    method: 'PUT',
    path: ACCOUNT_PATHS.profile,
    access: 'token',
    input: updateProfileInputSchema,
    output: profileSchema,
  }),
  sendBindingCode: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.bindingCode,
    access: 'token',
    input: sendBindingCodeInputSchema,
    output: expiry,
  }),
  confirmBinding: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.binding,
    access: 'token',
    input: confirmBindingInputSchema,
    output: z.null(),
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.bankAccounts,
    access: 'token',
    input: empty,
    output: z.array(bankAccountSchema),
  }),
  addBankAccount: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.bankAccounts,
    access: 'token',
    input: addBankAccountInputSchema,
    output: bankAccountSchema,
  }),
  removeBankAccount: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.bankAccountRemove,
    access: 'token',
    input: z.object({ id }),
    output: z.null(),
  }),
  totpSetup: endpoint({ method: 'POST', path: ACCOUNT_PATHS.totpSetup, access: 'token', input: empty, output: totpSetupSchema }),
  totpEnable: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.totpEnable,
    access: 'token',
    input: z.object({ code: totpCode }),
    output: z.null(),
  }),
  totpDisable: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.totpDisable,
    access: 'token',
    input: z.object({ code: totpCode }),
    output: z.null(),
  }),
  secondFactor: endpoint({
    method: 'PUT',
    path: ACCOUNT_PATHS.secondFactor,
    access: 'token',
    input: secondFactorSettingInputSchema,
    output: z.null(),
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.sessionRevoke,
    access: 'token',
    input: z.object({ id }),
    output: z.null(),
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.sessionsRevokeOthers,
    access: 'token',
    input: empty,
    output: z.object({ signedOut: z.int() }),
  }),
};
