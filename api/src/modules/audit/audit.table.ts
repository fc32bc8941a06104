// The audit trail's table (issue 20): append-only rows of who changed which account or moved money by hand, and how.
export interface AuditTrailTable {
  id: string;
  occurredAt: string;
  actorKind: 'member' | 'ops' | 'system';
  actor: string;
  source: string;
  subjectMemberId: string | null;
  action: string;
  beforeJson: string | null;
  afterJson: string | null;
}

export interface AuditTables {
  audit_trail: AuditTrailTable;
}
