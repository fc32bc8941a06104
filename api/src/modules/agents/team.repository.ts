// The agent centre's team reports over the caller's own subtree (issue 17; requirements §2 agentTeamOverview,
// downlineManagmentView, palStatementsAgentCopy): the overview of a period, the downline list and one downline's
// detail, and profit and loss per downline. Every query is driven from the closure table's index range of the agent
// (tree.ts) and reads the per business day totals the database keeps (records.table.ts) rather than the bets and
// postings themselves, so its cost follows the team's members and days, never the number of bets.
import type { z } from 'zod';
import type { downlineSchema, teamOverviewSchema, userLossRowSchema } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { isAgent } from '../accounts/members.repository';
import { businessDaysOf, type InstantRange } from '../records/business-days';
import { offsetOf, pageOf, summaries, totalsOf, whole, type BetTotals, type Page, type Paging } from '../records/records.repository';
import { walletAccount, walletAccountOf } from '../ledger';
import { subtreeOf, type SubtreeScope } from './tree';
import type { ResolvedPeriod } from './team-period';

/** The entry kinds that make up deposits and withdrawals on a wallet: a hold takes, a release or refund gives back. */
const DEPOSIT_KINDS = ['DEPOSIT'] as const;
const WITHDRAWAL_KINDS = ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_REFUND'] as const;

/** Whose figures: every member below an agent (of a scope), or one member. */
type Whose = { ancestorId: string; scope?: SubtreeScope } | { memberId: string };

interface MoneyTotals {
  deposits: number;
  withdrawals: number;
}

/** Deposits and net withdrawals of the members' wallets over the range's business days, from the per-day postings. */
async function moneyTotals(db: Db, whose: Whose, range: InstantRange): Promise<MoneyTotals> {
  const days = businessDaysOf(range);
  let query = summaries(db)
    .selectFrom('wallet_day_postings as w')
    .select(['w.kind', (eb) => eb.fn.sum<string | number>('w.amountMinor').as('amount')])
    .where('w.day', '>=', days.first)
    .where('w.day', '<', days.afterLast)
    .where('w.kind', 'in', [...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS])
    .groupBy('w.kind');
  if ('memberId' in whose) query = query.where('w.accountId', '=', walletAccount(whose.memberId));
  else
    query = query.innerJoin(subtreeOf(db, whose.ancestorId, whose.scope).as('t'), (join) =>
      join.on('w.accountId', '=', walletAccountOf('t.descendantId')),
    );
  const rows = await query.execute();
  const sum = (kinds: readonly string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((all, r) => all + whole(r.amount), 0);
  // Wallet postings are signed: a deposit adds, a hold takes (negative), a release or refund gives back.
  return { deposits: sum(DEPOSIT_KINDS), withdrawals: -sum(WITHDRAWAL_KINDS) };
}

/** Standing bets of the members over the range's business days (and how many members had one), from the per-day totals. */
async function betTotals(db: Db, whose: Whose, range: InstantRange): Promise<BetTotals & { activeMembers: number }> {
  const days = businessDaysOf(range);
  let query = summaries(db)
    .selectFrom('bet_day_totals as b')
    .select((eb) => [
      eb.fn.count<string | number>('b.memberId').distinct().as('members'),
      eb.fn.sum<string | number>('b.standing').as('standing'),
      eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
      eb.fn.sum<string | number>('b.winMinor').as('win'),
    ])
    .where('b.day', '>=', days.first)
    .where('b.day', '<', days.afterLast)
    .where('b.standing', '>', 0);
  if ('memberId' in whose) query = query.where('b.memberId', '=', whose.memberId);
  else query = query.innerJoin(subtreeOf(db, whose.ancestorId, whose.scope).as('t'), 't.descendantId', 'b.memberId');
  const row = await query.executeTakeFirst();
  return { ...totalsOf(whole(row?.standing), whole(row?.stake), whole(row?.win)), activeMembers: whole(row?.members) };
}

/** The team overview of a period: members, active and new ones, deposits, withdrawals, valid bets and P&L. */
export async function teamOverview(db: Db, agentId: string, period: ResolvedPeriod): Promise<z.output<typeof teamOverviewSchema>> {
  const { range } = period;
  const whose = { ancestorId: agentId };
  const [members, bets, money] = await Promise.all([
    // One index range: the registration time is kept on the tree's rows.
    db
      .selectFrom('member_tree as t')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('teamSize'),
        eb.fn.sum<string | number>(eb.case().when('t.depth', '=', 1).then(1).else(0).end()).as('direct'),
        eb.fn.sum<string | number>(eb.case().when('t.descendantCreatedAt', '>=', range.from).then(1).else(0).end()).as('new'),
      ])
      .where('t.ancestorId', '=', agentId)
      .where('t.descendantCreatedAt', '<', range.to)
      .where('t.depth', '>', 0)
      .executeTakeFirst(),
    betTotals(db, whose, range),
    moneyTotals(db, whose, range),
  ]);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    teamSize: whole(members?.teamSize),
    directCount: whole(members?.direct),
    activeMembers: bets.activeMembers,
    newMembers: whole(members?.new),
    deposits: money.deposits,
    withdrawals: money.withdrawals,
    betCount: bets.betCount,
    validBets: bets.stake,
    win: bets.win,
    profit: bets.profit,
  };
}

export type Downline = z.output<typeof downlineSchema>;

/**
 * The downlines of the agent's subtree with their level, upline, balance and team size: a page in the closure index's
 * own order (level, then id), so a page is a walk of the index and the count is an index-only count.
 */
function downlineRows(db: Db, agentId: string, scope: SubtreeScope) {
  return db
    .selectFrom(subtreeOf(db, agentId, scope).as('t'))
    .innerJoin('members as m', 'm.id', 't.descendantId')
    .leftJoin('members as p', 'p.id', 'm.parentId')
    .leftJoin('ledger_accounts as a', (join) => join.on('a.id', '=', walletAccountOf('m.id')))
    .select((eb) => [
      'm.id',
      'm.account',
      'm.type',
      't.depth',
      'p.account as upline',
      'm.createdAt',
      'm.lastLoginAt',
      'a.balanceMinor',
      eb
        .selectFrom('member_tree as c')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('c.ancestorId', '=', 'm.id')
        .where('c.depth', '>', 0)
        .as('teamSize'),
    ]);
}

type DownlineRow = Awaited<ReturnType<ReturnType<typeof downlineRows>['execute']>>[number];

const downlineOf = (row: DownlineRow): Downline => ({
  id: row.id,
  account: row.account,
  type: row.type,
  isAgent: isAgent(row.type),
  level: Number(row.depth),
  upline: row.upline,
  registeredAt: row.createdAt,
  lastLoginAt: row.lastLoginAt,
  balance: whole(row.balanceMinor),
  teamSize: whole(row.teamSize),
});

export interface DownlineFilter extends Paging {
  scope: 'all' | 'direct';
  /** A member id (the route found the searched account); only it is listed, if it is in the scope. */
  memberId?: string;
}

export async function listDownlines(db: Db, agentId: string, filter: DownlineFilter): Promise<Page<Downline>> {
  const scope: SubtreeScope = { directOnly: filter.scope === 'direct' };
  let rows = downlineRows(db, agentId, scope);
  let count = db.selectFrom(subtreeOf(db, agentId, scope).as('t')).select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (filter.memberId) {
    rows = rows.where('t.descendantId', '=', filter.memberId);
    count = count.where('t.descendantId', '=', filter.memberId);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('t.depth').orderBy('t.descendantId').limit(filter.pageSize).offset(offsetOf(filter)).execute(),
    count.executeTakeFirst(),
  ]);
  return pageOf(list.map(downlineOf), whole(total?.n), filter);
}

/** One downline (already known to be in the agent's subtree) with its own bets and money over the range. */
export async function downlineDetail(db: Db, agentId: string, memberId: string, range: InstantRange) {
  const whose = { memberId };
  const [row, direct, bets, money] = await Promise.all([
    downlineRows(db, agentId, {}).where('t.descendantId', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom(subtreeOf(db, memberId, { directOnly: true }).as('t'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
    betTotals(db, whose, range),
    moneyTotals(db, whose, range),
  ]);
  return {
    ...downlineOf(row),
    directCount: whole(direct?.n),
    betCount: bets.betCount,
    validBets: bets.stake,
    win: bets.win,
    profit: bets.profit,
    ...money,
  };
}

export interface UserLossFilter extends Paging {
  scope: 'all' | 'direct';
  memberId?: string;
}

/** Profit and loss per downline with standing bets in the range (ordered by account), and the whole team's totals. */
export async function userLoss(
  db: Db,
  agentId: string,
  range: InstantRange,
  filter: UserLossFilter,
): Promise<Page<z.output<typeof userLossRowSchema>> & { totals: BetTotals }> {
  const days = businessDaysOf(range);
  const scope: SubtreeScope = { directOnly: filter.scope === 'direct' };
  let base = summaries(db)
    .selectFrom('bet_day_totals as b')
    .innerJoin(subtreeOf(db, agentId, scope).as('t'), 't.descendantId', 'b.memberId')
    .where('b.day', '>=', days.first)
    .where('b.day', '<', days.afterLast)
    .where('b.standing', '>', 0);
  if (filter.memberId) base = base.where('b.memberId', '=', filter.memberId);
  const [rows, totals] = await Promise.all([
    base
      .innerJoin('members as m', 'm.id', 'b.memberId')
      .select((eb) => [
        'm.account',
        't.depth',
        eb.fn.sum<string | number>('b.standing').as('standing'),
        eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
        eb.fn.sum<string | number>('b.winMinor').as('win'),
      ])
      .groupBy(['b.memberId', 'm.account', 't.depth'])
      .orderBy('m.account')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
    base
      .select((eb) => [
        eb.fn.count<string | number>('b.memberId').distinct().as('members'),
        eb.fn.sum<string | number>('b.standing').as('standing'),
        eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
        eb.fn.sum<string | number>('b.winMinor').as('win'),
      ])
      .executeTakeFirst(),
  ]);
  const list = rows.map((row) => {
    const [stake, win] = [whole(row.stake), whole(row.win)];
    // A rolled-back bet returned its stake and is not in these totals, so every stake counted is a valid bet.
    return {
      account: row.account,
      level: Number(row.depth),
      betCount: whole(row.standing),
      stake,
      validBet: stake,
      win,
      profit: win - stake,
    };
  });
  return {
    ...pageOf(list, whole(totals?.members), filter),
    totals: totalsOf(whole(totals?.standing), whole(totals?.stake), whole(totals?.win)),
  };
}
