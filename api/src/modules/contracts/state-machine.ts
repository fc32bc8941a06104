// The contract state machine (requirements §4 Contracts; docs/architecture.md §4 Contracts): offer (an upline agent to
// a direct downline agent, or the house to a top agent), accept or reject (the downline), withdraw (the upline, while
// the offer waits), a termination request by
// either side and its answer by the other, a downline's new-contract request, and ops' termination. Every transition
// is one conditional UPDATE on the state it leaves (… WHERE status = 'offered'), and the partial unique indexes allow
// one pending offer and one active contract per downline and kind, so two answers at once give one winner and the
// loser changes nothing (contract-state). Accepting ends the downline's current contract of the kind ('superseded')
// in the same transaction; when that one's rate is higher, the offer needs the upline's agreement.
import { randomUUID } from 'node:crypto';
import { type ContractKind } from '@mekong/contracts';
import { topRateBp, type ContractTier, type DividendPeriod } from '@mekong/contracts/agents';
import { isPostgres, type Db } from '../../db/database';
import { findMemberByAccount, isAgent, isTrial, type MemberRow } from '../accounts/members.repository';
import { isUniqueViolation } from '../ledger';
import { depthInSubtree } from '../agents/tree';
import { DomainFailure } from '../failure';
import {
  activeContractOf,
  noSuchContract,
  partyContract,
  partyRequest,
  tiersOf,
  type ContractRow,
  type RequestRow,
} from './contracts.repository';
import { rateAboveCap, tierRowsOf, type CapTier, type TierInput } from './tiers';

const failure = (status: number, code: string, message: string) => new DomainFailure(status, code, message);
const stateChanged = () => failure(409, 'contract-state', 'This contract or request has already been answered or has ended');
const notYourCall = () => failure(403, 'not-your-call', 'This is for the other side of the contract to answer');

/** The party making an offer: an agent, or the house (ops) for a top agent. */
export type Offerer = MemberRow | 'house';

export interface Offer {
  kind: ContractKind;
  /** The downline's account. */
  account: string;
  /** Dividends only. */
  period?: DividendPeriod;
  tiers: readonly TierInput[];
  agreeToTerminate: boolean;
  requestId?: string;
}

/** The downline an offerer may offer to: a direct downline agent (the house: a top agent); refusals otherwise. */
async function offeree(db: Db, offerer: Offerer, account: string): Promise<MemberRow> {
  const downline = await findMemberByAccount(db, account);
  if (offerer === 'house') {
    if (!downline) throw failure(404, 'not-in-your-team', 'No such account');
    if (downline.parentId !== null) throw failure(409, 'not-direct-downline', 'House contracts go to top agents only');
  } else {
    const depth = downline && downline.id !== offerer.id ? await depthInSubtree(db, offerer.id, downline.id) : null;
    if (!downline || depth === null) throw failure(404, 'not-in-your-team', 'No such account in your team');
    if (depth !== 1) throw failure(409, 'not-direct-downline', 'Contracts are offered to direct downlines only');
  }
  if (!isAgent(downline.type) || isTrial(downline.type)) throw failure(409, 'downline-not-agent', 'Contracts are offered to agents only');
  return downline;
}

/** The first rate field of `tiers` above the upline's own contract `own` of the kind, or null when every rate is within it. */
async function fieldAboveCap(db: Db, own: ContractRow, kind: ContractKind, tiers: readonly CapTier[]): Promise<string | null> {
  return rateAboveCap(kind, tiers, (await tiersOf(db, [own.id])).get(own.id) ?? []);
}

/**
 * The upline's active contract of the kind that covers an agent's offer at its acceptance, read on the accepting
 * transaction before anything else is written: since the offer, the upline's own may have ended or been superseded by
 * a lower one (requirements §4: a downline's rate never above its upline's). On PostgreSQL the row is read FOR SHARE,
 * the first lock the acceptance takes, above the rows it writes (locks go top-down, as endBelow takes them): a
 * transaction ending or capping that contract holds its row, so this waits and then finds it ended; one that comes
 * to it later waits for this acceptance to commit, and its walk down (endBelow) then sees the new contract and ends it
 * if it is above. SQLite runs one writer at a time.
 */
async function lockCoveringContract(trx: Db, offer: ContractRow, kind: ContractKind): Promise<void> {
  if (offer.uplineId === null) return;
  const own = await trx
    .selectFrom('agent_contracts')
    .selectAll()
    .where('downlineId', '=', offer.uplineId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .$if(isPostgres(trx), (qb) => qb.forShare())
    .executeTakeFirst();
  const offered = (await tiersOf(trx, [offer.id])).get(offer.id) ?? [];
  if (!own || (await fieldAboveCap(trx, own, kind, offered)))
    throw failure(409, 'rate-above-upline', "This offer is above your upline's own contract now and can no longer be accepted");
}

/** Offers a contract; answers the downline's pending new-contract request of the kind to this offerer, if any. */
export async function offerContract(db: Db, offerer: Offerer, offer: Offer, now = new Date()): Promise<ContractRow> {
  const downline = await offeree(db, offerer, offer.account);
  const uplineId = offerer === 'house' ? null : offerer.id;
  const rate = topRateBp(offer.tiers);

  if (uplineId !== null) {
    const own = await activeContractOf(db, uplineId, offer.kind);
    if (!own) throw failure(409, 'no-own-contract', `You hold no active ${offer.kind} contract to offer from`);
    const field = await fieldAboveCap(db, own, offer.kind, offer.tiers);
    if (field) throw failure(409, 'rate-above-upline', `${field} is above your own contract's rate`);
  }
  const current = await activeContractOf(db, downline.id, offer.kind);
  if (current && Number(current.topRateBp) > rate && !offer.agreeToTerminate)
    throw failure(
      409,
      'downline-has-higher-rate',
      'The downline already has a higher rate; proceeding ends that contract when this one is accepted',
    );

  const id = randomUUID();
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const request = await answerNewRequest(trx, downline.id, uplineId, offer.kind, offer.requestId, at);
      await trx
        .insertInto('agent_contracts')
        .values({
          id,
          kind: offer.kind,
          uplineId,
          downlineId: downline.id,
          status: 'offered',
          period: offer.kind === 'dividend' ? (offer.period ?? null) : null,
          topRateBp: rate,
          uplineAgreed: offer.agreeToTerminate ? 1 : 0,
          requestId: request,
          createdAt: at,
          answeredAt: null,
          terminatedAt: null,
          terminationReason: null,
        })
        .execute();
      await trx
        .insertInto('agent_contract_tiers')
        .values(tierRowsOf(id, offer.kind, offer.tiers))
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failure(409, 'offer-pending', 'This downline already has a pending offer of this kind');
    throw error;
  }
  return partyContract(db, downline.id, id);
}

/**
 * Marks the downline's pending new-contract request of the kind to this upline accepted (the offer answers it) and
 * answers its id. A requestId named must be that request.
 */
async function answerNewRequest(
  trx: Db,
  downlineId: string,
  uplineId: string | null,
  kind: ContractKind,
  requestId: string | undefined,
  at: string,
): Promise<string | null> {
  let pending = trx
    .selectFrom('contract_requests')
    .select('id')
    .where('type', '=', 'new')
    .where('status', '=', 'pending')
    .where('fromMemberId', '=', downlineId)
    .where('kind', '=', kind);
  pending = uplineId === null ? pending.where('toMemberId', 'is', null) : pending.where('toMemberId', '=', uplineId);
  const found = await pending.executeTakeFirst();
  if (requestId !== undefined && found?.id !== requestId) throw stateChanged();
  if (!found) return null;
  const answered = await trx
    .updateTable('contract_requests')
    .set({ status: 'accepted', answeredAt: at })
    .where('id', '=', found.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(answered.numUpdatedRows) !== 1) throw stateChanged();
  return found.id;
}

/** The contract named to a kind's call, for one of its parties: another kind's reads as not found. */
async function contractOfKind(db: Db, member: MemberRow, kind: ContractKind, id: string): Promise<ContractRow> {
  const row = await partyContract(db, member.id, id);
  if (row.kind !== kind) throw noSuchContract();
  return row;
}

/** Ends the downline's active contract of the kind because another was accepted; closes its pending termination requests. */
async function supersede(trx: Db, downlineId: string, kind: ContractKind, at: string): Promise<void> {
  const ended = await trx
    .updateTable('agent_contracts')
    .set({ status: 'terminated', terminatedAt: at, terminationReason: 'superseded' })
    .where('downlineId', '=', downlineId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .returning('id')
    .execute();
  for (const { id } of ended) await closeTerminationRequests(trx, id, at);
}

/** A contract that ended answers its pending termination requests: they got what they asked for. */
async function closeTerminationRequests(trx: Db, contractId: string, at: string): Promise<void> {
  await trx
    .updateTable('contract_requests')
    .set({ status: 'accepted', answeredAt: at })
    .where('contractId', '=', contractId)
    .where('type', '=', 'termination')
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Ends, down the tree from `holderId`, every active contract of the kind that now exceeds what its upline holds
 * (requirements §4: a downline's rate never above its upline's; reason 'upline-capped'), in the caller's transaction.
 * `cap` is what the holder holds now: the tiers of the contract it just accepted (the contracts it gave above them
 * end; one within them stays, and so does everything below it, within it and so within the cap), or null when its
 * contract of the kind ended and it holds none (every contract it gave ends). Below an ended contract its downline
 * holds none either, so the walk ends everything on down. Every ending of a contract calls this (acceptance,
 * termination by request or by ops), so a contract never outlives its upline's. Answers the ended contracts, whose
 * parties get a push. Rows are taken top-down, level by level, the order acceptOffer locks in too.
 */
async function endBelow(
  trx: Db,
  holderId: string,
  kind: ContractKind,
  cap: readonly ContractTier[] | null,
  at: string,
): Promise<ContractRow[]> {
  const ended: ContractRow[] = [];
  let uplines = [holderId];
  let levelCap = cap;
  while (uplines.length > 0) {
    const given = await trx
      .selectFrom('agent_contracts')
      .selectAll()
      .where('uplineId', 'in', uplines)
      .where('kind', '=', kind)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    const capTiers = levelCap;
    const tiers =
      capTiers === null
        ? null
        : await tiersOf(
            trx,
            given.map((row) => row.id),
          );
    const above = given.filter((row) => capTiers === null || rateAboveCap(kind, tiers?.get(row.id) ?? [], capTiers) !== null);
    uplines = [];
    levelCap = null;
    for (const row of above) {
      const taken = await trx
        .updateTable('agent_contracts')
        .set({ status: 'terminated', terminatedAt: at, terminationReason: 'upline-capped' })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      await closeTerminationRequests(trx, row.id, at);
      ended.push({ ...row, status: 'terminated', terminatedAt: at, terminationReason: 'upline-capped' });
      uplines.push(row.downlineId);
    }
  }
  return ended;
}

/** The members to tell of contracts that ended below an action (both parties of each), but the caller. */
export const partiesOf = (ended: readonly ContractRow[], callerId: string): string[] =>
  ended.flatMap((row) => [row.downlineId, ...(row.uplineId ? [row.uplineId] : [])]).filter((id) => id !== callerId);

export interface Accepted {
  contract: ContractRow;
  /** Contracts below the accepting agent ended because they were above its new rate (endBelow). */
  capped: ContractRow[];
}

/**
 * The downline accepts an offer: offered → active, ending its current contract of the kind, and, in the same
 * transaction, its downlines' contracts of the kind now above its rate (endBelow).
 */
export async function acceptOffer(db: Db, member: MemberRow, kind: ContractKind, id: string, now = new Date()): Promise<Accepted> {
  const offer = await contractOfKind(db, member, kind, id);
  if (offer.downlineId !== member.id) throw notYourCall();
  if (offer.status !== 'offered') throw stateChanged();
  const current = await activeContractOf(db, member.id, kind);
  // The rule is checked at offering; this holds it when the downline's contract changed since.
  if (current && Number(current.topRateBp) > Number(offer.topRateBp) && Number(offer.uplineAgreed) !== 1)
    throw failure(409, 'downline-has-higher-rate', 'Your current contract has a higher rate and your upline has not agreed to end it');
  const offered = (await tiersOf(db, [id])).get(id) ?? [];
  const at = now.toISOString();
  let capped: ContractRow[] = [];
  await db.transaction().execute(async (trx) => {
    await lockCoveringContract(trx, offer, kind);
    // The old contract goes first: the unique index allows one active contract per downline and kind.
    await supersede(trx, member.id, kind, at);
    const taken = await trx
      .updateTable('agent_contracts')
      .set({ status: 'active', answeredAt: at })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw stateChanged();
    capped = await endBelow(trx, member.id, kind, offered, at);
  });
  return { contract: await partyContract(db, member.id, id), capped };
}

/**
 * An offer closed without a contract, by one conditional update off 'offered' (of it and an accept at once, one wins):
 * rejected by its downline, or withdrawn by its upline.
 */
async function closeOffer(
  db: Db,
  member: MemberRow,
  kind: ContractKind,
  id: string,
  status: 'rejected' | 'withdrawn',
  now: Date,
): Promise<ContractRow> {
  const offer = await contractOfKind(db, member, kind, id);
  if ((status === 'rejected' ? offer.downlineId : offer.uplineId) !== member.id) throw notYourCall();
  const taken = await db
    .updateTable('agent_contracts')
    .set({ status, answeredAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw stateChanged();
  return partyContract(db, member.id, id);
}

/** The downline rejects an offer: offered → rejected. */
export const rejectOffer = (db: Db, member: MemberRow, kind: ContractKind, id: string, now = new Date()): Promise<ContractRow> =>
  closeOffer(db, member, kind, id, 'rejected', now);

/**
 * The upline takes back its waiting offer: offered → withdrawn. A new-contract request the offer answered stays
 * answered (the downline may ask again).
 */
export const withdrawOffer = (db: Db, member: MemberRow, kind: ContractKind, id: string, now = new Date()): Promise<ContractRow> =>
  closeOffer(db, member, kind, id, 'withdrawn', now);

/** Either party asks the other to end an active contract (a house contract's other side is ops). */
export async function requestTermination(db: Db, member: MemberRow, kind: ContractKind, id: string, now = new Date()): Promise<RequestRow> {
  const contract = await contractOfKind(db, member, kind, id);
  if (contract.status !== 'active') throw stateChanged();
  const to = contract.downlineId === member.id ? contract.uplineId : contract.downlineId;
  const requestId = randomUUID();
  const at = now.toISOString();
  try {
    // One statement that inserts only while the contract is active. On PostgreSQL the contract row is read FOR SHARE:
    // a transaction ending it (supersede, an answer, ops) holds its row, so this waits for it and then sees it ended,
    // and one that ends it later waits for this insert to commit and then closes the request (closeTerminationRequests)
    // — a request never stays pending on an ended contract. SQLite runs one writer at a time.
    const inserted = await db
      .insertInto('contract_requests')
      .columns(['id', 'type', 'kind', 'contractId', 'fromMemberId', 'toMemberId', 'status', 'createdAt', 'answeredAt'])
      .expression((eb) =>
        eb
          .selectFrom('agent_contracts')
          .select((s) => [
            s.val(requestId).as('id'),
            s.val('termination').as('type'),
            'kind',
            'id as contractId',
            s.val(member.id).as('fromMemberId'),
            s.val(to).as('toMemberId'),
            s.val('pending').as('status'),
            s.val(at).as('createdAt'),
            s.val(null).as('answeredAt'),
          ])
          .where('id', '=', id)
          .where('status', '=', 'active')
          .$if(isPostgres(db), (qb) => qb.forShare()),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw stateChanged();
  } catch (error) {
    if (isUniqueViolation(error)) throw failure(409, 'request-pending', 'A termination request of this contract is already pending');
    throw error;
  }
  return partyRequest(db, member.id, requestId);
}

/** A downline agent asks its direct upline (a top agent: the house) for a new contract of a kind. */
export async function requestNewContract(db: Db, member: MemberRow, kind: ContractKind, now = new Date()): Promise<RequestRow> {
  const id = randomUUID();
  try {
    await db
      .insertInto('contract_requests')
      .values({
        id,
        type: 'new',
        kind,
        contractId: null,
        fromMemberId: member.id,
        toMemberId: member.parentId,
        status: 'pending',
        createdAt: now.toISOString(),
        answeredAt: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw failure(409, 'request-pending', 'A new-contract request of this kind is already pending');
    throw error;
  }
  return partyRequest(db, member.id, id);
}

/**
 * The addressee answers a request. A termination accepted ends the contract (active → terminated, 'request') and, in
 * the same transaction, the contracts its downline gave below (endBelow); a new-contract request is accepted by
 * offering (offerContract), so here it can only be rejected.
 */
export async function answerRequest(
  db: Db,
  member: MemberRow,
  kind: ContractKind,
  requestId: string,
  accept: boolean,
  now = new Date(),
): Promise<{ request: RequestRow; contract: ContractRow | null; capped: ContractRow[] }> {
  const request = await partyRequest(db, member.id, requestId);
  if (request.kind !== kind) throw noSuchContract();
  if (request.toMemberId !== member.id) throw notYourCall();
  if (request.type === 'new' && accept) throw failure(409, 'answer-with-offer', 'Answer a new-contract request by offering a contract');
  const capped = await answerPending(db, request, accept, now);
  return {
    request: await partyRequest(db, member.id, requestId),
    contract: request.contractId ? await partyContract(db, member.id, request.contractId) : null,
    capped,
  };
}

/** Ends an active contract (one conditional update) and, below it, every contract its downline gave (endBelow). */
async function endContract(trx: Db, id: string, reason: 'request' | 'ops', at: string): Promise<{ ended: boolean; capped: ContractRow[] }> {
  const row = await trx
    .updateTable('agent_contracts')
    .set({ status: 'terminated', terminatedAt: at, terminationReason: reason })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning(['downlineId', 'kind'])
    .executeTakeFirst();
  if (!row) return { ended: false, capped: [] };
  await closeTerminationRequests(trx, id, at);
  return { ended: true, capped: await endBelow(trx, row.downlineId, row.kind, null, at) };
}

/**
 * pending → accepted | rejected, and for an accepted termination active → terminated with the contracts below, in one
 * transaction. Answers the contracts ended below.
 */
async function answerPending(db: Db, request: RequestRow, accept: boolean, now: Date): Promise<ContractRow[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('contract_requests')
      .set({ status: accept ? 'accepted' : 'rejected', answeredAt: at })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1) throw stateChanged();
    if (!accept || request.type !== 'termination' || !request.contractId) return [];
    const { ended, capped } = await endContract(trx, request.contractId, 'request', at);
    if (!ended) throw stateChanged();
    return capped;
  });
}

/**
 * Ops end an active contract (any, the house's or an agent's): active → terminated ('ops'), its pending termination
 * requests answered and the contracts below it ended (endBelow), in one transaction. Answers the contract and those.
 */
export async function terminateByOps(db: Db, id: string, now = new Date()): Promise<{ contract: ContractRow; capped: ContractRow[] }> {
  const at = now.toISOString();
  const capped = await db.transaction().execute(async (trx) => {
    const { ended, capped: below } = await endContract(trx, id, 'ops', at);
    if (!ended) throw failure(409, 'contract-state', `No active contract ${id}`);
    return below;
  });
  const contract = await db.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { contract, capped };
}
