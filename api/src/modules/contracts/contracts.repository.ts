// Reads of agent contracts and requests as a party sees them (its side, the other party's account, the rows, a pending
// termination), and the consolidated contract info (requirements §3). A contract or request is visible to its two
// parties only; to anyone else it reads as one that does not exist (not-in-your-team, docs/security.md agents).
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import {
  type Contract,
  type ContractRequest,
  type ContractRequestStatus,
  type ContractSide,
  type ContractStatus,
  type ContractTier,
} from '@mekong/contracts/agents';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { offsetOf, pageOf, whole, type Page, type Paging } from '../records/records.repository';
import type { AgentContractsTable, ContractRequestsTable } from './contracts.table';
import { tierOf } from './tiers';

export type ContractRow = Selectable<AgentContractsTable>;
export type RequestRow = Selectable<ContractRequestsTable>;

/** The refusal of a contract or request the caller is no party to, the same whether it exists or not. */
export const noSuchContract = () => new DomainFailure(404, 'not-in-your-team', 'No such contract in your team');

export const findContract = (db: Db, id: string): Promise<ContractRow | undefined> =>
  db.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirst();

export const findRequest = (db: Db, id: string): Promise<RequestRow | undefined> =>
  db.selectFrom('contract_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** The member's active contract of a kind as downline, if any (at most one: a unique index). */
export const activeContractOf = (db: Db, downlineId: string, kind: ContractKind): Promise<ContractRow | undefined> =>
  db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('downlineId', '=', downlineId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .executeTakeFirst();

export async function tiersOf(db: Db, contractIds: readonly string[]): Promise<Map<string, ContractTier[]>> {
  const byContract = new Map<string, ContractTier[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .selectFrom('agent_contract_tiers')
    .selectAll()
    .where('contractId', 'in', contractIds)
    .orderBy('contractId')
    .orderBy('position')
    .execute();
  for (const row of rows) byContract.get(row.contractId)?.push(tierOf(row));
  return byContract;
}

/** The contracts as `viewerId` sees them, in the order given. */
async function present(db: Db, viewerId: string | null, rows: readonly ContractRow[]): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const memberIds = [...new Set(rows.flatMap((row) => (row.uplineId ? [row.uplineId, row.downlineId] : [row.downlineId])))];
  const [tiers, members, pending] = await Promise.all([
    tiersOf(db, ids),
    db.selectFrom('members').select(['id', 'account']).where('id', 'in', memberIds).execute(),
    db
      .selectFrom('contract_requests')
      .select(['id', 'contractId', 'fromMemberId'])
      .where('contractId', 'in', ids)
      .where('type', '=', 'termination')
      .where('status', '=', 'pending')
      .execute(),
  ]);
  const accountOf = new Map(members.map((m) => [m.id, m.account]));
  const pendingOf = new Map(pending.map((p) => [p.contractId, p]));
  return rows.map((row) => {
    const termination = pendingOf.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      side: viewerId !== null && row.downlineId === viewerId ? 'received' : 'given',
      upline: row.uplineId ? (accountOf.get(row.uplineId) ?? null) : null,
      downline: accountOf.get(row.downlineId) ?? '',
      period: row.period,
      tiers: tiers.get(row.id) ?? [],
      topRateBp: Number(row.topRateBp),
      uplineAgreed: Number(row.uplineAgreed) === 1,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      terminatedAt: row.terminatedAt,
      terminationReason: row.terminationReason,
      pendingTermination: termination
        ? { requestId: termination.id, requestedBy: termination.fromMemberId === row.downlineId ? 'downline' : 'upline' }
        : null,
    };
  });
}

export async function presentContract(db: Db, viewerId: string | null, row: ContractRow): Promise<Contract> {
  const [contract] = await present(db, viewerId, [row]);
  return contract!;
}

/** A contract the member is a party to; not-in-your-team otherwise, existing or not. */
export async function partyContract(db: Db, memberId: string, id: string): Promise<ContractRow> {
  const row = await findContract(db, id);
  if (!row || (row.uplineId !== memberId && row.downlineId !== memberId)) throw noSuchContract();
  return row;
}

export interface ContractFilter extends Paging {
  side: ContractSide;
  kind?: ContractKind;
  status?: ContractStatus;
  /** Given side: only the contracts with this downline. */
  downlineId?: string;
}

/** The member's contracts of one side (null member: the house's, for ops), newest first. */
export async function listContracts(db: Db, memberId: string | null, filter: ContractFilter): Promise<Page<Contract>> {
  let query = db.selectFrom('agent_contracts');
  if (filter.side === 'received') query = query.where('downlineId', '=', memberId ?? '');
  else query = memberId === null ? query.where('uplineId', 'is', null) : query.where('uplineId', '=', memberId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.downlineId) query = query.where('downlineId', '=', filter.downlineId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset(offsetOf(filter)).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return pageOf(await present(db, memberId, rows), whole(count?.n), filter);
}

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────

export async function presentRequest(db: Db, viewerId: string | null, row: RequestRow): Promise<ContractRequest> {
  const [request] = await presentRequests(db, viewerId, [row]);
  return request!;
}

async function presentRequests(db: Db, viewerId: string | null, rows: readonly RequestRow[]): Promise<ContractRequest[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => (row.toMemberId ? [row.fromMemberId, row.toMemberId] : [row.fromMemberId])))];
  const members = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', ids).execute();
  const accountOf = new Map(members.map((m) => [m.id, m.account]));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: row.kind,
    status: row.status,
    contractId: row.contractId,
    box: viewerId !== null && row.fromMemberId === viewerId ? 'sent' : 'received',
    from: accountOf.get(row.fromMemberId) ?? '',
    to: row.toMemberId ? (accountOf.get(row.toMemberId) ?? null) : null,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
  }));
}

/** A request the member sent or received; not-in-your-team otherwise. */
export async function partyRequest(db: Db, memberId: string, id: string): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row || (row.fromMemberId !== memberId && row.toMemberId !== memberId)) throw noSuchContract();
  return row;
}

export interface RequestFilter extends Paging {
  box: 'received' | 'sent';
  status?: ContractRequestStatus;
  kind?: ContractKind;
}

/** Requests the member received or sent (null member: those addressed to the house, for ops), newest first. */
export async function listRequests(db: Db, memberId: string | null, filter: RequestFilter): Promise<Page<ContractRequest>> {
  let query = db.selectFrom('contract_requests');
  if (filter.box === 'sent') query = query.where('fromMemberId', '=', memberId ?? '');
  else query = memberId === null ? query.where('toMemberId', 'is', null) : query.where('toMemberId', '=', memberId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset(offsetOf(filter)).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return pageOf(await presentRequests(db, memberId, rows), whole(count?.n), filter);
}

// ── Consolidated contract info (requirements §3) ───────────────────────────────────────────────────────────

/** What awaits the member's answer in a kind: an offer or a new-contract request ('new'), a termination request, or nothing. */
export type PendingAnswer = 'new' | 'termination' | null;

export interface ContractInfo {
  pending: Record<ContractKind, PendingAnswer>;
  /** The member is a party (either side) to a contract of the kind that is or was active. */
  has: Record<ContractKind, boolean>;
}

export async function contractInfo(db: Db, memberId: string): Promise<ContractInfo> {
  const [offers, requests, held] = await Promise.all([
    db.selectFrom('agent_contracts').select('kind').distinct().where('downlineId', '=', memberId).where('status', '=', 'offered').execute(),
    db
      .selectFrom('contract_requests')
      .select(['kind', 'type'])
      .distinct()
      .where('toMemberId', '=', memberId)
      .where('status', '=', 'pending')
      .execute(),
    db
      .selectFrom('agent_contracts')
      .select('kind')
      .distinct()
      .where((eb) => eb.or([eb('downlineId', '=', memberId), eb('uplineId', '=', memberId)]))
      .where('status', 'in', ['active', 'terminated'])
      .execute(),
  ]);
  const pending = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, null])) as Record<ContractKind, PendingAnswer>;
  const has = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, false])) as Record<ContractKind, boolean>;
  for (const { kind, type } of requests) if (type === 'termination') pending[kind] = 'termination';
  // An offer or a new-contract request to answer comes first: it is what the contract popup shows.
  for (const { kind, type } of requests) if (type === 'new') pending[kind] = 'new';
  for (const { kind } of offers) pending[kind] = 'new';
  for (const { kind } of held) has[kind] = true;
  return { pending, has };
}
