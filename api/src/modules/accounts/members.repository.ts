// Queries of members: lookups by id, account, mobile and affiliate code, creation under an agent (materialized
// tree path, and the closure table's rows in the same transaction), password changes, login bookkeeping, known IPs, and the downline subtree.
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { AGENT_TYPES, TRIAL_TYPE } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { toFlag } from '../columns';
import { newSecret } from '../../security/tokens';
import type { MembersTable } from './accounts.table';
import { accountBalance, postOpeningBalance, walletAccount } from '../ledger';
import { addToTree } from '../agents/tree';
import { appendAuditEntry, inTransaction, SECRET_CHANGED, type AuditActor, type RegisteringActor } from '../audit/audit-trail';

export type MemberRow = Selectable<MembersTable>;

export const MEMBER_TYPE = 0;

export const isAgent = (type: number): boolean => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrial = (type: number): boolean => type === TRIAL_TYPE;

/** The VIP label of a level, as member info and public state show it. */
export const vipLabel = (vipLevel: number): string => `VIP${vipLevel}`;

/**
 * Accounts are matched case-insensitively: they are stored lower-cased. Compatibility forms are folded first (NFKC):
 * the username rule takes any letter, so without it a fullwidth "ＡＤＭＩＮ" or "ａｇｅｎｔ１" would be an account of its
 * own that reads as an existing one (docs/security.md, accounts).
 */
export const normalizeAccount = (account: string): string => account.normalize('NFKC').trim().toLowerCase();

export function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('account', '=', normalizeAccount(account)).executeTakeFirst();
}

export function findMemberByMobile(db: Db, mobileNum: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('mobileNum', '=', mobileNum).executeTakeFirst();
}

export interface NewMember {
  account: string;
  nickname?: string;
  type: number;
  passwordHash: string;
  passwordIsDefault: boolean;
  withdrawPasswordHash?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  profile?: Record<string, string>;
  totpSecret?: string | null;
  secondFactorOnNewIp?: boolean;
  /** Starting money (demo accounts, tests): posted as an opening entry from the house. */
  balanceMinor?: number;
  vipLevel?: number;
  parent?: Pick<MemberRow, 'id' | 'treePath'> | null;
  affiliateCode?: string | null;
  /** The agent whose invitation code the member registered with. */
  referredBy?: string | null;
  registerIp?: string | null;
}

export class DuplicateMemberError extends Error {
  constructor(readonly field: 'account' | 'mobileNum') {
    super(`duplicate ${field}`);
  }
}

/** What a new account's audit entry records: who it is and where it hangs, never a password or its hash. */
const registeredValues = (row: MemberRow) => ({
  account: row.account,
  type: row.type,
  mobileNum: row.mobileNum,
  email: row.email,
  payeeName: row.payeeName,
  parentId: row.parentId,
  referredBy: row.referredBy,
  password: row.passwordHash ? SECRET_CHANGED : null,
  withdrawPassword: row.withdrawPasswordHash ? SECRET_CHANGED : null,
});

/**
 * Inserts a member with a fresh random 8-digit id, and its `account.register` audit entry in the same transaction
 * (by `registeredBy`: the member itself from its IP, an agent, or ops). Throws DuplicateMemberError when the account
 * or mobile is taken.
 */
export async function createMember(db: Db, member: NewMember, registeredBy: RegisteringActor): Promise<MemberRow> {
  const account = normalizeAccount(member.account);
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    const id = String(randomInt(10_000_000, 100_000_000));
    try {
      // The member, its rows of the downline tree and its opening money commit together or not at all.
      const insert = async (trx: Db) => {
        const created = await trx
          .insertInto('members')
          .values({
            id,
            account,
            nickname: member.nickname ?? account,
            type: member.type,
            passwordHash: member.passwordHash,
            passwordIsDefault: toFlag(member.passwordIsDefault),
            passwordChangedAt: now,
            withdrawPasswordHash: member.withdrawPasswordHash ?? null,
            mobileNum: member.mobileNum ?? null,
            countryDialingCode: member.countryDialingCode ?? null,
            email: member.email ?? null,
            payeeName: member.payeeName ?? null,
            profile: JSON.stringify(member.profile ?? {}),
            totpSecret: member.totpSecret ?? null,
            totpLastStep: null,
            secondFactorOnNewIp: toFlag(member.secondFactorOnNewIp ?? false),
            vipLevel: member.vipLevel ?? 0,
            parentId: member.parent?.id ?? null,
            treePath: `${member.parent?.treePath ?? '/'}${id}/`,
            affiliateCode: member.affiliateCode?.toUpperCase() ?? null,
            referredBy: member.referredBy ?? null,
            avatarSeed: newSecret(12),
            firstLoginAt: null,
            lastLoginAt: null,
            registerIp: member.registerIp ?? null,
            createdAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await addToTree(trx, created);
        if (member.balanceMinor) await postOpeningBalance(trx, created.id, member.balanceMinor);
        await appendAuditEntry(trx, {
          actor: registeredBy.kind === 'self' ? { kind: 'member', memberId: created.id, ip: registeredBy.ip } : registeredBy,
          subjectMemberId: created.id,
          action: 'account.register',
          before: null,
          after: registeredValues(created),
          occurredAt: now,
        });
        return created;
      };
      return await (db.isTransaction ? insert(db) : db.transaction().execute(insert));
    } catch (error) {
      // Which unique column clashed is read back rather than parsed from two databases' error texts.
      if (await findMemberByAccount(db, account)) throw new DuplicateMemberError('account');
      if (member.mobileNum && (await findMemberByMobile(db, member.mobileNum))) throw new DuplicateMemberError('mobileNum');
      if (attempt >= 3 || !(await findMemberById(db, id))) throw error;
    }
  }
}

/**
 * Sets the login password and records it (`action`, e.g. password.change or password.reset) as changed, never its hash;
 * `endSessions` ends the member's sessions but the one kept (null: all) in the same transaction.
 */
export async function setPassword(
  db: Db,
  memberId: string,
  passwordHash: string,
  isDefault: boolean,
  audit: { actor: AuditActor; action: string; endSessions?: { except: string | null } },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    await trx
      .updateTable('members')
      .set({ passwordHash, passwordIsDefault: toFlag(isDefault), passwordChangedAt: now })
      .where('id', '=', memberId)
      .execute();
    let signedOut: number | undefined;
    if (audit.endSessions) {
      let ended = trx.deleteFrom('sessions').where('memberId', '=', memberId);
      if (audit.endSessions.except) ended = ended.where('tokenHash', '!=', audit.endSessions.except);
      signedOut = Number((await ended.executeTakeFirst()).numDeletedRows);
    }
    await appendAuditEntry(trx, {
      actor: audit.actor,
      subjectMemberId: memberId,
      action: audit.action,
      before: null,
      after: { password: SECRET_CHANGED, defaultPassword: isDefault, ...(signedOut === undefined ? {} : { sessionsEnded: signedOut }) },
      occurredAt: now,
    });
  });
}

/** Replaces a hash with a stronger one of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Db, memberId: string, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('members').set({ passwordHash: newHash }).where('id', '=', memberId).where('passwordHash', '=', oldHash).execute();
}

/**
 * Records a login (the last one becomes the previous one, which the member is shown) unless the member is on a break
 * from play: one conditional update, which also holds the member's row until the caller's transaction ends, so a
 * break starting at the same instant either waits for this login (and then ends its session) or refuses it.
 * False when refused.
 */
export async function recordLogin(db: Db, memberId: string, ip: string | null = null, now: Date = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const updated = await db
    .updateTable('members')
    .set((eb) => ({ previousLoginAt: eb.ref('lastLoginAt'), previousLoginIp: eb.ref('lastLoginIp'), lastLoginAt: at, lastLoginIp: ip }))
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('breakEndsAt', 'is', null), eb('breakEndsAt', '<=', at)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets the first-login time once; returns the time kept. */
export async function markFirstLogin(db: Db, memberId: string): Promise<string> {
  await db
    .updateTable('members')
    .set({ firstLoginAt: new Date().toISOString() })
    .where('id', '=', memberId)
    .where('firstLoginAt', 'is', null)
    .execute();
  const row = await db.selectFrom('members').select('firstLoginAt').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.firstLoginAt ?? new Date().toISOString();
}

/** Accepts a TOTP step only if it is later than the last one accepted (no replay, even under races). */
export async function acceptTotpStep(db: Db, memberId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ totpLastStep: step })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isKnownIp(db: Db, memberId: string, ip: string): Promise<boolean> {
  const row = await db.selectFrom('member_known_ips').select('ip').where('memberId', '=', memberId).where('ip', '=', ip).executeTakeFirst();
  return row !== undefined;
}

export async function rememberIp(db: Db, memberId: string, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ memberId, ip, firstSeenAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['memberId', 'ip']).doNothing())
    .execute();
}

/** Forgets every IP the member logged in from (a support action, recorded when any were); how many were forgotten. */
export async function forgetKnownIps(db: Db, memberId: string, actor: AuditActor): Promise<number> {
  return inTransaction(db, async (trx) => {
    const forgotten = await trx.deleteFrom('member_known_ips').where('memberId', '=', memberId).returning('ip').execute();
    if (forgotten.length > 0)
      await appendAuditEntry(trx, {
        actor,
        subjectMemberId: memberId,
        action: 'devices.forget',
        before: { knownIps: forgotten.map((row) => row.ip).sort() },
        after: { knownIps: [] },
      });
    return forgotten.length;
  });
}

/** The members below an agent, at any depth (the agent itself excluded). */
export function listDownline(db: Db, agent: Pick<MemberRow, 'id' | 'treePath'>): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('treePath', 'like', `${agent.treePath}%`)
    .where('id', '!=', agent.id)
    .orderBy('account')
    .execute();
}

/** The member's wallet balance, from the ledger. */
export function getBalanceMinor(db: Db, memberId: string): Promise<number> {
  return accountBalance(db, walletAccount(memberId));
}
