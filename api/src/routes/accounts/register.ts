// Registration by username and by mobile, checked with the server's own field rules (the ones
// /wps/system/setting/register serves), the 18 statement (the form's terms box, issue 20), the captcha, the SMS code
// and the invitation code; success logs in and records the new account in the audit trail.
import { FEATURES, LIMITS, registerFormSchema, type FieldRule, type RegisterField } from '@mekong/contracts';
import { AGE_FAILURES, agedRegisterEndpoints } from '@mekong/contracts/age';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { ApiFailure } from '../../plugins/app/errors';
import { isFeatureEnabled, listRegisterFieldRules } from '../../modules/features/features.repository';
import { spendSmsCode } from '../../modules/accounts/sms';
import { checkBirthday } from '../../modules/accounts/profile';
import {
  createMember,
  DuplicateMemberError,
  isAgent,
  findMemberByAccount,
  findMemberByMobile,
  MEMBER_TYPE,
} from '../../modules/accounts/members.repository';
import { completeLogin } from './login-answer';
import { findReferrerByCode } from '../../modules/member-referral/member-referral';
import { breakOfRegisteringPerson, onBreakFailure } from '../../modules/play-breaks/play-breaks';
import { checkCodeGiven, FIELD_RULE_MESSAGES, failOnIssues, requireCaptcha, requireFeature, smsCodeFailure } from './checks';
import { admittedHash, captchaValue, checkGuess, wrongGuess } from './guesses';

type Kind = 'username' | 'mobile';
type RegisterInput = z.output<typeof agedRegisterEndpoints.register.payload>;

/** Checked on their own rather than by pattern: the captcha against its image, the code against the SMS sent. */
const CHECKED_APART: RegisterField[] = ['captcha', 'verificationCode'];
/** A mobile registration asks only for these (requirements §2 register-by-mobile tab). */
const MOBILE_FORM: RegisterField[] = ['mobileNum', 'password', 'confirmPassword', 'affiliateCode'];
/** Kept on the member as its profile. */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday'] as const;

export const USERNAME_TAKEN = 'This username is already taken';
const MOBILE_TAKEN = 'This mobile number is already registered';

function formRules(rules: FieldRule[], kind: Kind, withPassword: boolean): FieldRule[] {
  const form = rules.filter((r) => !CHECKED_APART.includes(r.field));
  if (kind === 'username') return form;
  return form
    .filter((r) => MOBILE_FORM.includes(r.field) && (withPassword || (r.field !== 'password' && r.field !== 'confirmPassword')))
    .map((r) => (r.field === 'mobileNum' ? { ...r, shown: true, required: true } : r));
}

async function register(request: FastifyRequest, kind: Kind, payload: RegisterInput) {
  const { db } = request.server;
  await requireFeature(db, kind === 'username' ? FEATURES.usernameRegister : FEATURES.mobileRegister);
  const rules = await listRegisterFieldRules(db);
  const withPassword = kind === 'username' || (await isFeatureEnabled(db, FEATURES.mobilePasswordRegister));
  const parsed = registerFormSchema(formRules(rules, kind, withPassword), FIELD_RULE_MESSAGES).safeParse(payload);
  if (!parsed.success) failOnIssues(parsed.error.issues);
  const form = parsed.data;
  // The statement is checked before any code or captcha is spent on the attempt: without it nothing is registered.
  if (payload.agreementAccepted !== true)
    throw new ApiFailure(400, AGE_FAILURES.agreementRequired, `Confirm that you are at least ${LIMITS.agreementAge} and accept the terms`, {
      fields: { agreementAccepted: 'terms_required' },
      field: 'agreementAccepted',
    });
  // A birthday given at registration meets the profile's own rule (§5: at least LIMITS.birthdayAge).
  if (form.birthday) checkBirthday(form.birthday, new Date());
  const mobileNum = form.mobileNum || null;
  if (form.password === LIMITS.defaultPassword)
    failOnIssues([{ path: ['password'], message: 'Please choose a password other than the default one' }]);

  const captchaShown = rules.find((r) => r.field === 'captcha')?.shown === true;
  if (captchaShown) await requireCaptcha(db, payload.captchaId, payload.captcha);

  const account = kind === 'username' ? (form.username ?? '') : `m${mobileNum ?? ''}`;
  // A username is public; a mobile account's name is its number, so it is checked with the number below.
  if (kind === 'username' && (await findMemberByAccount(db, account))) throw new ApiFailure(409, 'username-taken', USERNAME_TAKEN);

  const inviteCode = form.affiliateCode || payload.referralCode;
  // An agent's code puts the account in its team; a member's (refer and earn, issue 19) only records who referred it.
  const referrer = inviteCode ? await findReferrerByCode(db, inviteCode) : undefined;
  const agent = referrer && isAgent(referrer.type) ? referrer : undefined;
  if (inviteCode && !referrer) throw new ApiFailure(400, 'invitation_code_error', 'Invalid invitation code');

  // A person on a time-out or self-exclusion may not open another account (issue 20): refused as their login would be,
  // before the SMS code is spent, so the refusal writes nothing.
  const excludedUntil = await breakOfRegisteringPerson(db, {
    realName: form.payeeName || null,
    birthday: form.birthday || null,
    idNumber: form.idNumber || null,
  });
  if (excludedUntil) throw onBreakFailure(excludedUntil);

  // The SMS code proves the number whenever one is bound with SMS verification on (REGMOBVERF3); spent once all else
  // passed, and guessed on `mobile:<number>` like a login's code (the form's own captcha, when shown, stands for the one due).
  if (mobileNum && (await isFeatureEnabled(db, FEATURES.smsOnRegister))) {
    const code = checkCodeGiven(payload.verificationCode);
    await checkGuess(request, `mobile:${mobileNum}`, { captcha: captchaShown ? undefined : payload }, async () => {
      const check = await spendSmsCode(db, mobileNum, 'register', code);
      return check === 'ok' ? true : wrongGuess((due) => smsCodeFailure(check, captchaShown ? null : captchaValue(due)));
    });
  }
  // Only now, once its owner has proved the number (or the site chose not to ask), is it said to be taken.
  if (mobileNum && (await findMemberByMobile(db, mobileNum))) throw new ApiFailure(409, 'mobile-taken', MOBILE_TAKEN);
  if (kind === 'mobile' && (await findMemberByAccount(db, account))) throw new ApiFailure(409, 'username-taken', USERNAME_TAKEN);

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) if (form[field]) profile[field] = form[field];
  try {
    const member = await createMember(
      db,
      {
        account,
        type: MEMBER_TYPE,
        // A mobile registration without a password (MOBILENUMPASSREG3 off) signs in by SMS only.
        passwordHash: form.password ? await admittedHash(request, account, form.password) : '',
        passwordIsDefault: false,
        withdrawPasswordHash: form.paymentPassword ? await admittedHash(request, account, form.paymentPassword) : null,
        mobileNum,
        countryDialingCode: mobileNum ? (payload.countryDialingCode ?? null) : null,
        email: form.email || null,
        payeeName: form.payeeName || null,
        profile,
        parent: agent ?? null,
        // The invitation's owner is the referrer a referral promotion rewards on the member's first deposit.
        referredBy: referrer?.id ?? null,
        registerIp: clientIp(request),
      },
      { kind: 'self', ip: clientIp(request) },
    );
    return await completeLogin(request, member);
  } catch (error) {
    if (error instanceof DuplicateMemberError) {
      throw error.field === 'account'
        ? new ApiFailure(409, 'username-taken', USERNAME_TAKEN)
        : new ApiFailure(409, 'mobile-taken', MOBILE_TAKEN);
    }
    throw error;
  }
}

export default async function registerRoutes(fastify: FastifyInstance) {
  serveEndpoint(fastify, agedRegisterEndpoints.register, (payload, request) => register(request, 'username', payload));
  serveEndpoint(fastify, agedRegisterEndpoints.registerMobile, (payload, request) => register(request, 'mobile', payload));
}
