// Who runs an ops command, for the audit trail (issue 20): MEKONG_OPS_OPERATOR names the operator (a shared login
// should set it), else the OS user running the command; the source is the machine's host name.
import os from 'node:os';
import type { AuditActor } from '../modules/audit/audit-trail';

export function opsActor(env: NodeJS.ProcessEnv = process.env): Extract<AuditActor, { kind: 'ops' }> {
  const named = env.MEKONG_OPS_OPERATOR?.trim();
  return { kind: 'ops', operator: named || os.userInfo().username, host: os.hostname() };
}
