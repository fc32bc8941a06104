// Points calls (requirements §7 Points; issue 18): the balance with the points ratio (MCS2_getPointBalance), the
// points configuration (getPointConfig) and the points details (ODSFE2_MemTransDet). Real members only (a trial
// account is refused with trial-account, §6); each sees only its own points.
import { pointEndpoints } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { realMember } from '../cashier/member-checks';
import { businessDayRange } from '../../modules/records/business-days';
import { pointBalance, pointDetails } from '../../modules/points/points.repository';
import { ratiosOf, readPointsConfig } from '../../modules/points/config';

export default async function pointRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, pointEndpoints.balance, async (_input, request) => pointBalance(db, realMember(request).id));

  serveEndpoint(fastify, pointEndpoints.config, async (_input, request) => {
    realMember(request);
    return { ratios: ratiosOf(await readPointsConfig(db)) };
  });

  serveEndpoint(fastify, pointEndpoints.details, async (input, request) =>
    pointDetails(db, realMember(request).id, businessDayRange(input.startDate, input.endDate), input),
  );
}
