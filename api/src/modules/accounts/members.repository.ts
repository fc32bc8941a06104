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

/** Inserts a member with a fresh random 8-digit id. Throws DuplicateMemberError when the account or mobile is taken. */
export async function createMember(db: Db, member: NewMember): Promise<MemberRow> {
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

export async function setPassword(db: Db, memberId: string, passwordHash: string, isDefault: boolean): Promise<void> {
  await db
    .updateTable('members')
    .set({ passwordHash, passwordIsDefault: toFlag(isDefault), passwordChangedAt: new Date().toISOString() })
    .where('id', '=', memberId)
    .execute();
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

/** Forgets every IP the member logged in from (a support action); how many were forgotten. */
export async function forgetKnownIps(db: Db, memberId: string): Promise<number> {
  const result = await db.deleteFrom('member_known_ips').where('memberId', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
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
