// Scheduled jobs of a serving node: started once the server listens (never for inject-only test apps or the ops
// CLI), stopped and their leases released when it closes.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { releaseLease } from './lease';
import { AUTO_RECEIVE_JOB, runAutoReceiveJob } from './auto-receive';
import { CHAT_PURGE_JOB, runChatPurgeJob } from './chat-purge';
import { PROMOTION_ISSUE_JOB, runPromotionIssueJob } from './promotion-issue';
import { PROMOTION_REBATES_JOB, runPromotionRebatesJob } from './promotion-rebates';
import { POINTS_ACCRUAL_JOB, runPointsAccrualJob } from './points-accrual';
import { AGENT_ROLLUP_JOB, runAgentRollupJob } from './agent-rollup';
import { CONTRACT_JOB_NAMES, nextSettlementDue, runContractSettlementJob, runDebtCollectionJob } from './contract-settlements';
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { businessDayOf } from '../modules/records/business-days';
import { publishNotices } from '../modules/cashier/live-notices';

export interface JobSettings {
  /** WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: how often approved withdrawals are checked against their deadline. */
  autoReceiveEverySeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { autoReceiveEverySeconds: 30 };

/** A lease outlives a few periods, so one slow run does not hand the job to another node. */
const LEASE_PERIODS = 3;

export default async function jobs(fastify: FastifyInstance, settings: JobSettings) {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const periodMs = settings.autoReceiveEverySeconds * 1000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** The business day this node last ran the rebates for: they are paid once a day is over, so once a day will do. */
  let rebatesDone: string | null = null;
  /** When each contract kind next has a period to settle (0: at once, so a node that starts catches up). */
  const settlementDue = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, 0])) as Record<ContractKind, number>;

  const run = async () => {
    try {
      const moved = await runAutoReceiveJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
      if (moved && moved.length > 0) fastify.log.info({ withdrawals: moved }, 'withdrawals auto-received');
    } catch (error) {
      fastify.log.error({ err: error }, 'withdrawal auto-receive job failed');
    }
    // On the same period: a day's messages are few deletes, and an idle room costs one indexed query.
    try {
      await runChatPurgeJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
    } catch (error) {
      fastify.log.error({ err: error }, 'chat purge job failed');
    }
    // A met turnover shows Issued within a period (a member's own list moves theirs at once).
    try {
      const issued = await runPromotionIssueJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
      if (issued && issued.length > 0) fastify.log.info({ participations: issued }, 'promotion bonuses issued');
    } catch (error) {
      fastify.log.error({ err: error }, 'promotion issue job failed');
    }
    // Settled bets earn their points within a period.
    try {
      const points = await runPointsAccrualJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
      if (points && points.members.length > 0) fastify.log.info({ earned: points.earned, takenBack: points.takenBack }, 'points accrued');
    } catch (error) {
      fastify.log.error({ err: error }, 'points accrual job failed');
    }
    // Owed settlements are collected every period: a frozen upline is released soon after its balance allows.
    try {
      const debts = await runDebtCollectionJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
      if (debts && debts.collected > 0) {
        fastify.log.info({ collected: debts.collected }, 'owed contract settlements collected');
        await publishNotices(fastify.db, fastify.liveEvents, { wallets: debts.wallets, messages: [] });
      }
    } catch (error) {
      fastify.log.error({ err: error }, 'contract debt collection job failed');
    }
    for (const kind of CONTRACT_KINDS) {
      const now = new Date();
      if (now.getTime() < settlementDue[kind]) continue;
      try {
        const settled = await runContractSettlementJob(fastify.db, kind, holder, periodMs * LEASE_PERIODS, now);
        // Without the lease (another node runs it) this node asks again next period.
        // A run that left periods over (a node catching up) goes again next period.
        if (settled) settlementDue[kind] = settled.more ? 0 : nextSettlementDue(kind, now);
        if (settled && settled.settled + settled.collected > 0) {
          fastify.log.info({ kind, settled: settled.settled, paid: settled.paid, owed: settled.owed }, 'contracts settled');
          await publishNotices(fastify.db, fastify.liveEvents, { wallets: settled.wallets, messages: [] });
        }
      } catch (error) {
        fastify.log.error({ err: error, kind }, 'contract settlement job failed');
      }
    }
    // Closed days of the agent centre's rollup: a stale day (a late settle or rollback) is read live until rolled again.
    try {
      const rollup = await runAgentRollupJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
      if (rollup && rollup.rolled.length > 0) fastify.log.info({ days: rollup.rolled, more: rollup.more }, 'agent rollup days rolled');
    } catch (error) {
      fastify.log.error({ err: error }, 'agent rollup job failed');
    }
    const today = businessDayOf(new Date().toISOString());
    if (rebatesDone !== today) {
      try {
        const rebates = await runPromotionRebatesJob(fastify.db, holder, periodMs * LEASE_PERIODS, new Date());
        // Without the lease (another node is paying them) this node tries again next period.
        if (rebates) rebatesDone = today;
        if (rebates && rebates.credited.length > 0) {
          fastify.log.info({ payouts: rebates.payouts, members: rebates.credited.length }, 'rebates paid');
          await publishNotices(fastify.db, fastify.liveEvents, { wallets: rebates.credited, messages: [] });
        }
      } catch (error) {
        fastify.log.error({ err: error }, 'promotion rebates job failed');
      }
    }
  };
  // A run that outlasts the period is not stacked on.
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };

  fastify.addHook('onListen', async () => {
    timer = setInterval(tick, periodMs);
    timer.unref();
    tick();
  });
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // The database closes after this hook: a run in progress finishes first.
    await running;
    await releaseLease(fastify.db, AUTO_RECEIVE_JOB, holder);
    await releaseLease(fastify.db, CHAT_PURGE_JOB, holder);
    await releaseLease(fastify.db, PROMOTION_ISSUE_JOB, holder);
    await releaseLease(fastify.db, PROMOTION_REBATES_JOB, holder);
    await releaseLease(fastify.db, POINTS_ACCRUAL_JOB, holder);
    await releaseLease(fastify.db, AGENT_ROLLUP_JOB, holder);
    for (const name of CONTRACT_JOB_NAMES) await releaseLease(fastify.db, name, holder);
  });
}
