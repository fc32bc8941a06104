// Accounts ops commands: open a member account for a player with the site's default password, or put an account
// back on it (a support reset, which ends its sessions). Either way the player must change it before anything else
// (issue 12 item 8): the session the default password opens is refused every call but the change and logout. And
// forget an account's known devices (issue 19): its next login from any IP then asks the second factor, when it is on.
// Each change is recorded in the audit trail with the operator (issue 20).
import { LIMITS } from '@mekong/contracts';
import type { Db } from '../db/database';
import {
  createMember,
  DuplicateMemberError,
  findMemberByAccount,
  forgetKnownIps,
  MEMBER_TYPE,
  normalizeAccount,
  setPassword,
} from '../modules/accounts/members.repository';
import type { AuditActor } from '../modules/audit/audit-trail';
import { hashPassword, OWASP_SCRYPT_COST, type ScryptCost } from '../security/passwords';

export const ACCOUNT_USAGE = `  account-open <account>           Open a member account with the default password (changed at its first login)
  password-default <account>       Set an account's password back to the default and end its sessions
  devices-forget <account>         Forget an account's known IPs: its next login asks the second factor (when on)`;

const ACCOUNT_COMMANDS = ['account-open', 'password-default', 'devices-forget'] as const;

export type AccountOpsCommand = { kind: (typeof ACCOUNT_COMMANDS)[number]; account: string };

const isAccountCommandName = (command: string): command is AccountOpsCommand['kind'] =>
  (ACCOUNT_COMMANDS as readonly string[]).includes(command);

/** A letter, then letters or digits: what any register rule accepts, in the 4–16 characters a username may have. */
const ACCOUNT_NAME = /^[a-z][a-z0-9]{3,15}$/;

export function isAccountCommand(command: { kind: string }): command is AccountOpsCommand {
  return isAccountCommandName(command.kind);
}

/** A command the accounts part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseAccountCommand(command: string, rest: string[]): AccountOpsCommand | { error: string } | null {
  if (!isAccountCommandName(command)) return null;
  const [account, extra] = rest;
  if (account === undefined) return { error: `'${command}' needs an account name` };
  if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
  const name = normalizeAccount(account);
  if (!ACCOUNT_NAME.test(name)) return { error: `'${account}' is not an account name: a letter, then letters or digits, 4 to 16 in all` };
  return { kind: command, account: name };
}

/** `cost` is lowered only by tests; ops hash at OWASP's cost like the server. */
export async function runAccountCommand(
  db: Db,
  command: AccountOpsCommand,
  actor: AuditActor,
  cost: ScryptCost = OWASP_SCRYPT_COST,
): Promise<string> {
  const passwordHash = await hashPassword(LIMITS.defaultPassword, cost);
  if (command.kind === 'account-open') {
    try {
      await createMember(db, { account: command.account, type: MEMBER_TYPE, passwordHash, passwordIsDefault: true }, actor);
    } catch (error) {
      if (error instanceof DuplicateMemberError) return `Account ${command.account} already exists; nothing changed.`;
      throw error;
    }
    return `Opened account ${command.account} with the default password; it must be changed at the first login.`;
  }
  const member = await findMemberByAccount(db, command.account);
  if (!member) return `No account ${command.account}; nothing changed.`;
  if (command.kind === 'devices-forget') {
    const forgotten = await forgetKnownIps(db, member.id, actor);
    return `Account ${member.account}: ${forgotten} known IP(s) forgotten; its next login asks the second factor when that is on.`;
  }
  await setPassword(db, member.id, passwordHash, true, { actor, action: 'password.reset', endSessions: { except: null } });
  return `Account ${member.account} is back on the default password; its sessions ended, and it must change the password at the next login.`;
}
