// Demo accounts (listed in api/README.md): a member with a balance, an agent with two downline members and a
// sub-agent with a member of its own, a member
// whose password is the default '{secret}', and a member with the unregistered-IP second factor. Seeded once,
// when the members table is empty; passwords are hashed at the app's scrypt cost.
import { hostname } from 'node:os';
import { LIMITS } from '@mekong/contracts';
import type { Db } from '../database';
import { hashPassword, type ScryptCost } from '../../security/passwords';
import { createMember, DuplicateMemberError, MEMBER_TYPE, type NewMember } from '../../modules/accounts/members.repository';
import type { AuditActor } from '../../modules/audit/audit-trail';

/** The demo accounts' audit entries name the seed as who opened them. */
const SEED_ACTOR: AuditActor = { kind: 'system', name: 'seed', node: hostname() };

export const DEMO_PASSWORD = 'Demo1234';
/** Base32 TOTP secret of demo_2fa; add it to an authenticator app by hand. */
export const DEMO_TOTP_SECRET = 'MEKONGDEMOTWOFAKEYFORTESTINGONLY';
export const DEMO_AGENT_CODE = 'MEKONG88';

export const DEMO_ACCOUNTS = {
  member: { account: 'demo_member', mobileNum: '2055512345', balanceMinor: 123_456_789 },
  agent: { account: 'demo_agent', mobileNum: '2055500001', affiliateCode: DEMO_AGENT_CODE },
  downlines: [
    { account: 'demo_down1', mobileNum: '2055500011', balanceMinor: 5_000_000 },
    { account: 'demo_down2', mobileNum: '2055500012', balanceMinor: 2_500_050 },
  ],
  /** Under demo_agent, with a member of its own: the agent centre's three-level tree (issue 17). */
  subAgent: { account: 'demo_subagent', mobileNum: '2055500021' },
  subDownline: { account: 'demo_down3', mobileNum: '2055500031', balanceMinor: 1_000_000 },
  defaultPassword: { account: 'demo_default' },
  secondFactor: { account: 'demo_2fa', mobileNum: '2055522222', email: 'demo2fa@mekong.example', payeeName: 'SOMPHONE KEOMANY' },
} as const;

export async function seedAccountsIfEmpty(db: Db, cost: ScryptCost): Promise<boolean> {
  const existing = await db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const demoHash = await hashPassword(DEMO_PASSWORD, cost);
  const base = { type: MEMBER_TYPE, passwordHash: demoHash, passwordIsDefault: false } satisfies Partial<NewMember>;
  try {
    await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.member,
        nickname: 'Demo Member',
        vipLevel: 1,
        countryDialingCode: '856',
        email: 'member@mekong.example',
      },
      SEED_ACTOR,
    );
    const agent = await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.agent,
        type: 1,
        nickname: 'Demo Agent',
        countryDialingCode: '856',
        balanceMinor: 10_000_000,
      },
      SEED_ACTOR,
    );
    for (const downline of DEMO_ACCOUNTS.downlines)
      await createMember(db, { ...base, ...downline, nickname: downline.account, countryDialingCode: '856', parent: agent }, SEED_ACTOR);
    const subAgent = await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.subAgent,
        type: 2,
        nickname: 'Demo Sub-agent',
        countryDialingCode: '856',
        parent: agent,
      },
      SEED_ACTOR,
    );
    await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.subDownline,
        nickname: DEMO_ACCOUNTS.subDownline.account,
        countryDialingCode: '856',
        parent: subAgent,
      },
      SEED_ACTOR,
    );
    await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.defaultPassword,
        nickname: 'Demo Default',
        passwordHash: await hashPassword(LIMITS.defaultPassword, cost),
        passwordIsDefault: true,
      },
      SEED_ACTOR,
    );
    await createMember(
      db,
      {
        ...base,
        ...DEMO_ACCOUNTS.secondFactor,
        nickname: 'Demo 2FA',
        countryDialingCode: '856',
        totpSecret: DEMO_TOTP_SECRET,
        secondFactorOnNewIp: true,
      },
      SEED_ACTOR,
    );
    return true;
  } catch (error) {
    // Another node seeding at the same moment got there first.
    if (error instanceof DuplicateMemberError) return false;
    throw error;
  }
}
