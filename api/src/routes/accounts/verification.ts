// SMS-code requests: for login and reset by phone (noLogin) and for registration, limited per number and per IP.
import { authEndpoints, FEATURES } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { ApiFailure } from '../../plugins/app/errors';
import { getSiteSettings } from '../../modules/site/site.repository';
import { sendSmsCode } from '../../modules/accounts/sms';
import { findMemberByMobile } from '../../modules/accounts/members.repository';
import { tooManyRequests } from './login-answer';
import { checkMobile, requireFeature } from './checks';

export default async function verificationRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  // Answers alike whether or not the number has an account (nothing is sent then), so numbers cannot be probed.
  serveEndpoint(fastify, authEndpoints.smsNoLogin, async ({ mobileNum }, request) => {
    const mobile = await checkMobile(db, mobileNum);
    const wait = await accounts.limits.smsRequest(mobile, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const { smsExpiredMinutes } = await getSiteSettings(db);
    if (await findMemberByMobile(db, mobile)) await sendSmsCode(db, accounts.sms, mobile, 'noLogin', smsExpiredMinutes);
    else request.log.info('sms code asked for a number without an account; nothing sent');
    return { expiredMinutes: smsExpiredMinutes };
  });

  serveEndpoint(fastify, authEndpoints.smsRegister, async ({ mobileNo }, request) => {
    await requireFeature(db, FEATURES.smsOnRegister);
    const mobile = await checkMobile(db, mobileNo);
    if (await findMemberByMobile(db, mobile)) throw new ApiFailure(409, 'mobile-taken', 'This mobile number is already registered');
    const wait = await accounts.limits.smsRequest(mobile, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const { smsExpiredMinutes } = await getSiteSettings(db);
    await sendSmsCode(db, accounts.sms, mobile, 'register', smsExpiredMinutes);
    return { expiredMinutes: smsExpiredMinutes };
  });
}
