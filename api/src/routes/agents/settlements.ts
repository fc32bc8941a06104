// The records of contract settlements (issue 17; requirements §2 agentRevenueReport, agentDividendRecordCopy2,
// agentDailyWages2, agentHourSalary, agentRealtimeSalary) and the caller's frozen state. The records are agents' only
// (access.ts) and answer about the caller's own settlements: a paid-side filter names a downline of its own team
// (not-in-your-team otherwise), a received-side filter can only match the caller's own upline. The frozen state is
// every signed-in member's, so the shell can show the notice.
import { type ContractKind } from '@mekong/contracts';
import { contractSettlementEndpoints, type DividendPeriod } from '@mekong/contracts/agents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { serveEndpoint } from '../serve-endpoint';
import { sessionOf } from '../../plugins/app/accounts';
import { businessDayRange } from '../../modules/records/business-days';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { incomeReport, listSettlements } from '../../modules/settlements/records.repository';
import { contractDebts } from '../../modules/settlements/debts';
import type { settlementRecordsInputSchema } from '@mekong/contracts/agents';
import { agentOf, teamMemberIdOf } from './access';

type RecordsInput = z.output<typeof settlementRecordsInputSchema>;

export default async function settlementRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  const records = async (kind: ContractKind, input: RecordsInput, request: FastifyRequest) => {
    const agent = agentOf(request);
    const range = businessDayRange(input.startDate, input.endDate);
    let counterpartyId: string | undefined;
    if (input.account !== undefined)
      counterpartyId =
        input.direction === 'paid'
          ? await teamMemberIdOf(db, agent, input.account)
          : // Matched against the upline of the caller's own settlements: any other account lists nothing.
            ((await findMemberByAccount(db, input.account))?.id ?? '');
    return listSettlements(db, agent.id, kind, range, { ...input, counterpartyId });
  };

  serveEndpoint(fastify, contractSettlementEndpoints.income, async (input, request) =>
    incomeReport(db, agentOf(request).id, businessDayRange(input.startDate, input.endDate), input),
  );
  serveEndpoint(fastify, contractSettlementEndpoints.dividendRecords, async (input, request) => {
    const page = await records('dividend', input, request);
    // A dividend's settlement period is its contract's (Daily … Monthly).
    return { ...page, list: page.list.map((row) => ({ ...row, periodType: row.periodType as DividendPeriod })) };
  });
  serveEndpoint(fastify, contractSettlementEndpoints.dailyWages, async (input, request) => records('dailySalary', input, request));
  serveEndpoint(fastify, contractSettlementEndpoints.hourlySalary, async (input, request) => records('hourlySalary', input, request));
  serveEndpoint(fastify, contractSettlementEndpoints.realtimeSalary, async (input, request) => records('realtimeSalary', input, request));
  serveEndpoint(fastify, contractSettlementEndpoints.contractDebts, async (_input, request) =>
    contractDebts(db, sessionOf(request).member.id),
  );
}
