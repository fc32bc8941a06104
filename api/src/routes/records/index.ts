// The member's records (requirements §2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails): bets,
// account movements, profit and loss, bonuses — the caller's own only, over business days of Asia/Vientiane.
// Trial accounts have no real money, so they are refused like other member-only calls.
import { DEFAULT_LANGUAGE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { requestLanguage } from '../../modules/accept-language';
import { businessDayRange } from '../../modules/records/business-days';
import { listBetRecords, listBonusRecords, listTransactionRecords, profitReport } from '../../modules/records/records.repository';

const memberIdOf = (request: FastifyRequest): string => requireRealAccount(sessionOf(request).member).id;

export default async function recordRoutes(fastify: FastifyInstance) {
  // Read off the money calls' event loop (SQLite) or pool (PostgreSQL): plugins/external/database.ts.
  const db = fastify.recordsDb;

  // The site's API client says the page's language in Accept-Language (LO, EN or CN), a browser its tags; none is LO.
  serveEndpoint(fastify, moneyEndpoints.betRecords, async (input, request) =>
    listBetRecords(db, memberIdOf(request), businessDayRange(input.startDate, input.endDate), {
      ...input,
      language: requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
    }),
  );

  serveEndpoint(fastify, moneyEndpoints.transactionRecords, async (input, request) =>
    listTransactionRecords(db, memberIdOf(request), businessDayRange(input.startDate, input.endDate), input),
  );

  serveEndpoint(fastify, moneyEndpoints.profit, async (input, request) =>
    profitReport(db, memberIdOf(request), businessDayRange(input.startDate, input.endDate)),
  );

  serveEndpoint(fastify, moneyEndpoints.bonuses, async (input, request) =>
    listBonusRecords(db, memberIdOf(request), businessDayRange(input.startDate, input.endDate), input),
  );
}
