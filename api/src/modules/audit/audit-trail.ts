// The audit trail (issue 20, docs/architecture.md §4 "Audit trail"): one append-only row per change to an account or
// manual money action, written in the SAME transaction as the change it records, so a change is never without its row
// and a rolled-back change leaves none. The database refuses updates and deletes of these rows (the migration's
// triggers). Values are JSON of the changed fields only; secrets never enter it (pass `SECRET_CHANGED` instead).
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

/** Who made a change, and from where. */
export type AuditActor =
  | { kind: 'member'; memberId: string; ip: string }
  | { kind: 'ops'; operator: string; host: string }
  | { kind: 'system'; name: string; node: string };

/** What a secret's value is recorded as: that it changed, never the value or its hash. */
export const SECRET_CHANGED = '(changed)';

export type AuditValues = Readonly<Record<string, unknown>>;

export interface AuditEntryInput {
  actor: AuditActor;
  /** The account changed; null when the change is of no one account. */
  subjectMemberId: string | null;
  /** Dotted name of what changed, e.g. `profile.update`, `limits.set`, `ops.money.adjust`. */
  action: string;
  before: AuditValues | null;
  after: AuditValues | null;
  /** Defaults to now; pass the change's own timestamp to keep both rows on one clock. */
  occurredAt?: string;
}

function actorColumns(actor: AuditActor): { actorKind: AuditActor['kind']; actor: string; source: string } {
  switch (actor.kind) {
    case 'member':
      return { actorKind: 'member', actor: actor.memberId, source: actor.ip };
    case 'ops':
      return { actorKind: 'ops', actor: actor.operator, source: actor.host };
    case 'system':
      return { actorKind: 'system', actor: actor.name, source: actor.node };
  }
}

/** Runs `work` on `db` when it is already a transaction, else in a new one: a change and its entry commit together. */
export function inTransaction<T>(db: Kysely<Database> | Transaction<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Who else may be named as a new account's actor: the account itself, registering from an IP. */
export type RegisteringActor = AuditActor | { kind: 'self'; ip: string };

const json = (values: AuditValues | null) => (values === null ? null : JSON.stringify(values));

/** Appends entries; call it inside the transaction that makes the change. */
export async function appendAuditEntries(db: Kysely<Database> | Transaction<Database>, entries: readonly AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('audit_trail')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        occurredAt: entry.occurredAt ?? now,
        ...actorColumns(entry.actor),
        subjectMemberId: entry.subjectMemberId,
        action: entry.action,
        beforeJson: json(entry.before),
        afterJson: json(entry.after),
      })),
    )
    .execute();
}

export const appendAuditEntry = (db: Kysely<Database> | Transaction<Database>, entry: AuditEntryInput) => appendAuditEntries(db, [entry]);

/**
 * The fields of `after` whose values differ from `before`, each side holding only those: what an update records,
 * so an entry says what changed rather than repeating the whole row.
 */
export function changedValues(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
