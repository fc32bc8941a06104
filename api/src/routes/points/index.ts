// Points calls (requirements §7 Points; issue 18): the balance with the points ratio (MCS2_getPointBalance), the
// points configuration (getPointConfig), the points details (ODSFE2_MemTransDet), the mall's items (getPointReward),
// redeeming one (redeemPointReward) and converting points to money (convertPoint) — both encrypted and checked with
// the withdraw password — and the member's redeems (getRedeemPointList). Real members only (a trial account is refused
// with trial-account, §6); each sees only its own points and redeems.
import { pointEndpoints } from '@mekong/contracts/points';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { announce, checkWithdrawPassword, realMember } from '../cashier/member-checks';
import { businessDayRange } from '../../modules/records/business-days';
import { requestLanguage } from '../../modules/accept-language';
import { pointBalance, pointDetails } from '../../modules/points/points.repository';
import { ratiosOf, readPointsConfig } from '../../modules/points/config';
import { listItems } from '../../modules/points/mall-items';
import { listRedeems, redeemItem } from '../../modules/points/redeems';
import { convertPoints } from '../../modules/points/convert';

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

  serveEndpoint(fastify, pointEndpoints.rewards, async (input, request) => listItems(db, realMember(request).id, input));

  serveEndpoint(fastify, pointEndpoints.redeem, async (payload, request) => {
    const member = realMember(request);
    await checkWithdrawPassword(request, member, payload.withdrawPassword);
    const language = requestLanguage(request.headers['accept-language']) ?? 'LO';
    const { value, notices } = await redeemItem(db, member, payload, language, new Date());
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, pointEndpoints.redeemList, async (input, request) =>
    listRedeems(db, realMember(request).id, businessDayRange(input.startDate, input.endDate), input),
  );

  serveEndpoint(fastify, pointEndpoints.convert, async (payload, request) => {
    const member = realMember(request);
    await checkWithdrawPassword(request, member, payload.withdrawPassword);
    const { value, notices } = await convertPoints(db, member, payload);
    await announce(fastify, notices);
    return value;
  });
}
