// Tables of accounts and sessions: members (with the agent tree), sessions, known IPs, login challenges,
// SMS codes and outbox, mail outbox, password resets, captchas, the server's enc key pair, the members' bank
// accounts and the codes that bind a new mobile number or email.
import type { Generated } from 'kysely';

export interface MembersTable {
  id: string;
  account: string;
  nickname: string;
  /** 0 member, 1/2/41/42 agent, 4 trial. */
  type: number;
  /** 'scrypt$…' (see security/passwords.ts), or '' when the account has no password (free play). */
  passwordHash: string;
  passwordIsDefault: number;
  passwordChangedAt: string;
  withdrawPasswordHash: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  /** Bank-account real name, also a second factor. */
  payeeName: string | null;
  /** JSON object of the other registration fields (qqNum, line, whatsapp, …). */
  profile: string;
  /** Base32 RFC 6238 secret, when the authenticator factor is set up. */
  totpSecret: string | null;
  /** Last accepted TOTP time step, so a code cannot be replayed. */
  totpLastStep: number | null;
  secondFactorOnNewIp: number;
  vipLevel: number;
  parentId: string | null;
  treePath: string;
  affiliateCode: string | null;
  /** The agent whose invitation code the member registered with (a referral promotion rewards them). */
  referredBy: Generated<string | null>;
  avatarSeed: string;
  firstLoginAt: string | null;
  lastLoginAt: string | null;
  /** The IP of the last login (migration 20251203100000_account_security). */
  lastLoginIp: Generated<string | null>;
  /** A set-up secret waiting for its confirming code; it becomes totpSecret then. */
  totpPendingSecret: Generated<string | null>;
  /** The factor an unregistered-IP login offers first; null: the default order. */
  secondFactorFirst: Generated<string | null>;
  /** How many bank accounts the member keeps: the limit is taken on it by one conditional increment. */
  bankAccountCount: Generated<number>;
  registerIp: string | null;
  createdAt: string;
  /** When the member's time-out or self-exclusion ends (null: none ever; migration 20251204110000_play_breaks). */
  breakEndsAt: Generated<string | null>;
  /** Minutes of play between reality checks; 0 is off. */
  realityCheckMinutes: Generated<number>;
  /** The login before the last one, shown to the member after a login. */
  previousLoginAt: Generated<string | null>;
  previousLoginIp: Generated<string | null>;
}

/**
 * The downline tree as a closure table (migration 20251201100000_member_tree): a row for every member and each of its
 * uplines at any level, and the member's own row at depth 0. Written with the member, in its transaction
 * (agents/tree.ts); never changed afterwards, as a member never moves.
 */
export interface MemberTreeTable {
  ancestorId: string;
  descendantId: string;
  /** Levels between them: 0 the member itself, 1 a direct downline. */
  depth: number;
  /** The descendant's registration time (members.created_at, which never changes). */
  descendantCreatedAt: string;
}

export interface SessionsTable {
  tokenHash: string;
  memberId: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  /** Absolute expiry; the idle expiry is measured from lastSeenAt. */
  expiresAt: string;
  /** The id a member names the session by (sessions opened before 20251203100000 have none). */
  publicId: Generated<string | null>;
  /** The user agent that logged in. */
  device: Generated<string>;
}

/** A bank account a member may withdraw to (its holder is the member's real name). */
export interface MemberBankAccountsTable {
  id: string;
  memberId: string;
  bankName: string;
  accountNo: string;
  accountName: string;
  createdAt: string;
}

/** A code sent to a new mobile number or email to bind it: hashed, single-use, expiring, with counted tries. */
export interface BindingCodesTable {
  id: string;
  memberId: string;
  channel: string;
  address: string;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface MemberKnownIpsTable {
  memberId: string;
  ip: string;
  firstSeenAt: string;
}

export interface LoginChallengesTable {
  idHash: string;
  memberId: string;
  ip: string;
  /** JSON list of the second-factor methods offered. */
  methods: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
}

export interface SmsCodesTable {
  id: string;
  mobileNum: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SmsOutboxTable {
  id: string;
  mobileNum: string;
  text: string;
  createdAt: string;
}

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: string;
}

export interface PasswordResetsTable {
  tokenHash: string;
  memberId: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface ServerKeysTable {
  keyId: string;
  publicPem: string;
  privatePem: string;
  createdAt: string;
}

export interface AccountTables {
  members: MembersTable;
  member_tree: MemberTreeTable;
  sessions: SessionsTable;
  member_known_ips: MemberKnownIpsTable;
  login_challenges: LoginChallengesTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  captchas: CaptchasTable;
  server_keys: ServerKeysTable;
  member_bank_accounts: MemberBankAccountsTable;
  binding_codes: BindingCodesTable;
}
