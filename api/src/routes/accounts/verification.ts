// SMS-code requests: for login and reset by phone (noLogin) and for registration, limited per number and per IP;
// neither tells whether a number has an account.
import { authEndpoints, FEATURES } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { getSiteSettings } from '../../modules/site/site.repository';
import { issueSmsCode, sendSmsCode } from '../../modules/accounts/sms';
import { findMemberByMobile } from '../../modules/accounts/members.repository';
import { tooManyRequests } from './login-answer';
import { checkMobile, requireCaptcha, requireFeature } from './checks';

export default async function verificationRoutes(fastify: FastifyInstance) {
  const { db, accounts } = fastify;

  // Answers alike whether or not the number has an account: a code is stored either way (sent only to an account's
  // number), so the calls that check it answer alike too, through expiry and the guess cap.
  serveEndpoint(fastify, authEndpoints.smsNoLogin, async ({ mobileNum }, request) => {
    const mobile = await checkMobile(db, mobileNum);
    const wait = await accounts.limits.smsRequest(mobile, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const { smsExpiredMinutes } = await getSiteSettings(db);
    if (await findMemberByMobile(db, mobile)) await sendSmsCode(db, accounts.sms, mobile, 'noLogin', smsExpiredMinutes);
    else {
      await issueSmsCode(db, mobile, 'noLogin', smsExpiredMinutes);
      request.log.info('sms code asked for a number without an account; nothing sent');
    }
    return { expiredMinutes: smsExpiredMinutes };
  });

  // Sends a code to any number, registered or not: whether it is taken is said only at registration, to whoever
  // proves the number with the code. Behind the login's captcha flag (the number's and the IP's failed guesses).
  serveEndpoint(fastify, authEndpoints.smsRegister, async ({ mobileNo, captchaId, captcha }, request) => {
    await requireFeature(db, FEATURES.smsOnRegister);
    const mobile = await checkMobile(db, mobileNo);
    const state = await accounts.limits.guessState(`mobile:${mobile}`, clientIp(request));
    if (state.captchaRequired) await requireCaptcha(db, captchaId, captcha);
    const wait = await accounts.limits.smsRequest(mobile, clientIp(request));
    if (wait !== null) throw tooManyRequests(wait);
    const { smsExpiredMinutes } = await getSiteSettings(db);
    await sendSmsCode(db, accounts.sms, mobile, 'register', smsExpiredMinutes);
    return { expiredMinutes: smsExpiredMinutes };
  });
}
