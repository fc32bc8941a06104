// Reading the audit trail (issue 20): entries newest first, filtered by member, action prefix, actor and time, a page
// at a time by keyset (the last entry's time and id), so a page far down costs what the first does.
import type { Db } from '../../db/database';
import type { AuditTrailTable } from './audit.table';

export interface AuditFilter {
  memberId?: string;
  /** The start of the action's name: `profile` finds `profile.update`; compared as text (no wildcards, case kept). */
  actionPrefix?: string;
  /** The member id, operator or job name. */
  actor?: string;
  /** ISO instants, inclusive. */
  from?: string;
  to?: string;
  limit: number;
  /** Entries older than this one (a previous page's last entry). */
  before?: { occurredAt: string; id: string };
}

/** One page of entries, newest first; `more` says whether older ones match too. */
export async function listAuditEntries(db: Db, filter: AuditFilter): Promise<{ entries: AuditTrailTable[]; more: boolean }> {
  let query = db.selectFrom('audit_trail').selectAll();
  if (filter.memberId !== undefined) query = query.where('subjectMemberId', '=', filter.memberId);
  if (filter.actionPrefix !== undefined)
    // substr rather than LIKE: SQLite's LIKE ignores case and both databases would read % and _ in it as wildcards.
    query = query.where((eb) =>
      eb(eb.fn('substr', ['action', eb.val(1), eb.val(filter.actionPrefix?.length ?? 0)]), '=', filter.actionPrefix ?? ''),
    );
  if (filter.actor !== undefined) query = query.where('actor', '=', filter.actor);
  if (filter.from !== undefined) query = query.where('occurredAt', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('occurredAt', '<=', filter.to);
  const { before } = filter;
  if (before)
    query = query.where((eb) =>
      eb.or([eb('occurredAt', '<', before.occurredAt), eb.and([eb('occurredAt', '=', before.occurredAt), eb('id', '<', before.id)])]),
    );
  const rows = await query
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  return { entries: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}
