// The agent centre's team reports over the caller's own subtree (issue 17; requirements §2 agentTeamOverview,
// downlineManagmentView, palStatementsAgentCopy): the overview of a period, the downline list and one downline's
// detail, and profit and loss per downline. Every query is driven from the closure table's index range of the agent
// (tree.ts) and reads the per business day totals the database keeps (records.table.ts) rather than the bets and
// postings themselves, so its cost follows the team's members and days, never the number of bets.
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { downlineSchema, teamOverviewSchema, userLossRowSchema } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { isAgent } from '../accounts/members.repository';
import { businessDaysOf, type InstantRange } from '../records/business-days';
import { offsetOf, pageOf, summaries, totalsOf, whole, type BetTotals, type Page, type Paging } from '../records/records.repository';
import { walletAccount, walletAccountOf } from '../ledger';
import { sumBetDays, teamActiveMembers, teamBetDays, teamDays, teamPostingDays } from './team-sums';
import { subtreeOf, teamCounts, type SubtreeScope } from './tree';
import type { ResolvedPeriod } from './team-period';

/** The entry kinds that make up deposits and withdrawals on a wallet: a hold takes, a release or refund gives back. */
const DEPOSIT_KINDS = ['DEPOSIT'] as const;
const WITHDRAWAL_KINDS = ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_REFUND'] as const;
const MONEY_KINDS = [...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS];

interface MoneyTotals {
  deposits: number;
  withdrawals: number;
}

/** Deposits and net withdrawals from signed postings by kind: a deposit adds, a hold takes, a release or refund gives back. */
function moneyOf(rows: { kind: string; amount: number | string }[]): MoneyTotals {
  const sum = (kinds: readonly string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((all, r) => all + whole(r.amount), 0);
  return { deposits: sum(DEPOSIT_KINDS), withdrawals: -sum(WITHDRAWAL_KINDS) };
}

/** One member's deposits and net withdrawals over the range's business days, from the per-day postings. */
async function memberMoney(db: Db, memberId: string, range: InstantRange): Promise<MoneyTotals> {
  const days = businessDaysOf(range);
  const rows = await summaries(db)
    .selectFrom('wallet_day_postings as w')
    .select(['w.kind', (eb) => eb.fn.sum<string | number>('w.amountMinor').as('amount')])
    .where('w.day', '>=', days.first)
    .where('w.day', '<', days.afterLast)
    .where('w.kind', 'in', MONEY_KINDS)
    .where('w.accountId', '=', walletAccount(memberId))
    .groupBy('w.kind')
    .execute();
  return moneyOf(rows);
}

/** One member's standing bets over the range's business days, from the per-day totals. */
async function memberBets(db: Db, memberId: string, range: InstantRange): Promise<BetTotals> {
  const days = businessDaysOf(range);
  const row = await summaries(db)
    .selectFrom('bet_day_totals as b')
    .select((eb) => [
      eb.fn.sum<string | number>('b.standing').as('standing'),
      eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
      eb.fn.sum<string | number>('b.winMinor').as('win'),
    ])
    .where('b.day', '>=', days.first)
    .where('b.day', '<', days.afterLast)
    .where('b.memberId', '=', memberId)
    .executeTakeFirst();
  return totalsOf(whole(row?.standing), whole(row?.stake), whole(row?.win));
}

/**
 * The team overview of a period: members, active and new ones, deposits, withdrawals, valid bets and P&L. The money
 * and bets from the rollup for rolled days and live for the others (team-sums.ts); the members from the team's
 * registration days (tree.ts).
 */
export async function teamOverview(db: Db, agentId: string, period: ResolvedPeriod): Promise<z.output<typeof teamOverviewSchema>> {
  const { range } = period;
  const days = await teamDays(db, agentId, range);
  const [members, betDays, postingDays, activeMembers] = await Promise.all([
    teamCounts(db, agentId, range),
    teamBetDays(db, days),
    teamPostingDays(db, days, MONEY_KINDS),
    teamActiveMembers(db, days),
  ]);
  const bets = sumBetDays(betDays);
  const money = moneyOf(postingDays);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    teamSize: members.teamSize,
    directCount: members.direct,
    activeMembers,
    newMembers: members.newMembers,
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
      // The downline's own registration days (tree.ts, teamCounts), not its team's rows.
      eb
        .selectFrom('agent_team_days as c')
        .select((sub) => sub.fn.sum<string | number>('c.members').as('n'))
        .whereRef('c.agentId', '=', 'm.id')
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
  const [row, direct, bets, money] = await Promise.all([
    downlineRows(db, agentId, {}).where('t.descendantId', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom(subtreeOf(db, memberId, { directOnly: true }).as('t'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
    memberBets(db, memberId, range),
    memberMoney(db, memberId, range),
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

type UserLossRow = z.output<typeof userLossRowSchema>;

const userLossRowOf = (row: {
  account: string;
  depth: number | string;
  standing: number | string;
  stake: number | string;
  win: number | string;
}): UserLossRow => {
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
};

/** Members read per step of a large team's walk in account order (doubling up to the cap). */
const WALK_CAP = 1_000;

/**
 * A page of a large team's user loss: the team's members walked in account order (the accounts' unique index, each
 * probed against the tree), their sums read a batch at a time, the members without standing bets skipped — so a page
 * reads the members up to its last row, never the whole team's range.
 */
async function userLossWalk(db: Db, agentId: string, range: InstantRange, offset: number, pageSize: number): Promise<UserLossRow[]> {
  const days = businessDaysOf(range);
  const page: { id: string; account: string; standing: number | string; stake: number | string; win: number | string }[] = [];
  let [after, skip, batch] = ['', offset, Math.max(pageSize * 2, 50)];
  while (page.length < pageSize) {
    const members = await db
      .selectFrom('members as m')
      .select(['m.id', 'm.account'])
      .where('m.account', '>', after)
      .where(
        sql<SqlBool>`exists (select 1 from member_tree st where st.ancestor_id = ${agentId} and st.descendant_id = m.id and st.depth > 0)`,
      )
      .orderBy('m.account')
      .limit(batch)
      .execute();
    if (members.length === 0) break;
    const sums = await summaries(db)
      .selectFrom('bet_day_totals as b')
      .select((eb) => [
        'b.memberId',
        eb.fn.sum<string | number>('b.standing').as('standing'),
        eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
        eb.fn.sum<string | number>('b.winMinor').as('win'),
      ])
      .where(
        'b.memberId',
        'in',
        members.map((m) => m.id),
      )
      .where('b.day', '>=', days.first)
      .where('b.day', '<', days.afterLast)
      .where('b.standing', '>', 0)
      .groupBy('b.memberId')
      .execute();
    const byMember = new Map(sums.map((row) => [row.memberId, row]));
    for (const member of members) {
      const row = byMember.get(member.id);
      if (!row || page.length === pageSize) continue;
      if (skip > 0) skip -= 1;
      else page.push({ ...row, id: member.id, account: member.account });
    }
    after = members[members.length - 1]?.account ?? after;
    batch = Math.min(batch * 2, WALK_CAP);
  }
  if (page.length === 0) return [];
  const depths = await db
    .selectFrom('member_tree')
    .select(['descendantId', 'depth'])
    .where('ancestorId', '=', agentId)
    .where(
      'descendantId',
      'in',
      page.map((row) => row.id),
    )
    .execute();
  const depthOf = new Map(depths.map((row) => [row.descendantId, row.depth]));
  return page.map((row) => userLossRowOf({ ...row, depth: depthOf.get(row.id) ?? 0 }));
}

/**
 * Profit and loss per downline with standing bets in the range (ordered by account), and the whole team's totals. A
 * large team's whole-subtree list takes its count and totals from the rollup (team-sums.ts) and walks its page.
 */
export async function userLoss(
  db: Db,
  agentId: string,
  range: InstantRange,
  filter: UserLossFilter,
): Promise<Page<UserLossRow> & { totals: BetTotals }> {
  if (filter.scope === 'all' && !filter.memberId) {
    const days = await teamDays(db, agentId, range);
    if (days.large) {
      const [list, betDays, members] = await Promise.all([
        userLossWalk(db, agentId, range, offsetOf(filter), filter.pageSize),
        teamBetDays(db, days),
        teamActiveMembers(db, days),
      ]);
      const { betCount, stake, win } = sumBetDays(betDays);
      return { ...pageOf(list, members, filter), totals: totalsOf(betCount, stake, win) };
    }
  }
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
  return {
    ...pageOf(rows.map(userLossRowOf), whole(totals?.members), filter),
    totals: totalsOf(whole(totals?.standing), whole(totals?.stake), whole(totals?.win)),
  };
}
