// Referral (requirements §2 register center, §6 Agent): each agent's invitation code and the register link that fills
// and locks it, the accounts a link brought, and the account an agent creates for a downline (its upline the agent,
// its rows of the tree written in the member's own transaction by createMember).
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { createMember, MEMBER_TYPE, type MemberRow } from '../accounts/members.repository';
import { isUniqueViolation } from '../ledger';
import { offsetOf, pageOf, whole, type Page, type Paging } from '../records/records.repository';

/** Codes are read aloud and typed from a poster: no 0/O or 1/I. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** The register page with the agent's code filled and locked (the shell's register popup reads affiliateCode). */
export const referralLink = (domain: string, code: string): string =>
  `https://${domain}/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * The agent's invitation code, given one the first time it is asked for when it has none (an account made an agent
 * by ops): set only where still empty, so two first asks at once agree on one code.
 */
export async function ensureAffiliateCode(db: Db, agent: Pick<MemberRow, 'id' | 'affiliateCode'>): Promise<string> {
  if (agent.affiliateCode) return agent.affiliateCode;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db
        .updateTable('members')
        .set({ affiliateCode: newCode() })
        .where('id', '=', agent.id)
        .where('affiliateCode', 'is', null)
        .execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const row = await db.selectFrom('members').select('affiliateCode').where('id', '=', agent.id).executeTakeFirstOrThrow();
  if (!row.affiliateCode) throw new Error(`No invitation code could be given to ${agent.id}`);
  return row.affiliateCode;
}

export interface Referral {
  account: string;
  registeredAt: string;
  lastLoginAt: string | null;
}

/** The accounts that registered with the agent's code, newest first. */
export async function listReferrals(db: Db, agentId: string, paging: Paging): Promise<Page<Referral>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('members')
      .select(['account', 'createdAt', 'lastLoginAt'])
      .where('referredBy', '=', agentId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('referredBy', '=', agentId)
      .executeTakeFirst(),
  ]);
  const list = rows.map((row) => ({ account: row.account, registeredAt: row.createdAt, lastLoginAt: row.lastLoginAt }));
  return pageOf(list, whole(count?.n), paging);
}

/** A member account under the agent, made from its register-center form (checked by the caller); the agent is its audit actor. */
export function createDownline(
  db: Db,
  agent: Pick<MemberRow, 'id' | 'treePath'>,
  form: { account: string; passwordHash: string; registerIp: string },
): Promise<MemberRow> {
  const agentActor = { kind: 'member' as const, memberId: agent.id, ip: form.registerIp };
  return createMember(
    db,
    {
      account: form.account,
      type: MEMBER_TYPE,
      passwordHash: form.passwordHash,
      passwordIsDefault: false,
      parent: agent,
      registerIp: form.registerIp,
    },
    agentActor,
  );
}
