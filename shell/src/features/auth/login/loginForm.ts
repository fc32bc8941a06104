// The login form's values and rules (requirements §5 login): the fields of both sign-in methods, the captcha answer,
// remember-me and the agent entrance, in one react-hook-form form the login parts share.
import * as z from 'zod/mini';
import { freeText, type Entrance, type LoginPayload } from '@mekong/contracts';
import { FIELD_MESSAGES } from '../errors';
import { DEFAULT_DIALING_CODE } from '../formParts';
import { captchaAnswerSchema, mobileNumSchema, smsCodeSchema } from '../fieldRules';

/** The sign-in methods, one tab each: username and password, or mobile number and SMS code. */
export type LoginMethod = 'username' | 'sms';

/** What a method sends of its own; the captcha and the entrance go with every method. */
export type MethodCredentials<M extends LoginMethod = LoginMethod> = Omit<
  Extract<LoginPayload, { type: M }>,
  'entrance' | 'captchaId' | 'captcha'
>;

export interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
  agent: boolean;
}

/** An empty form; the agent box starts ticked at the agent entrance. */
export function emptyLogin(entrance: Entrance): LoginValues {
  return {
    username: '',
    password: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    remember: false,
    agent: entrance === 'agent',
  };
}

/** Inputs trimmed; the fields of the open method required; the mobile pattern-checked; the captcha answer while it shows. */
export function loginSchema(method: LoginMethod, captchaShown: boolean, mobileDigits: number) {
  const required = z.string().check(z.trim(), z.minLength(1, 'input_cannot_be_empty'));
  const optional = z.string().check(z.trim());
  return z.object({
    // Invisible or control characters pasted with a username: the translated rule here, not the server's English 400.
    username: method === 'username' ? freeText(required, { message: FIELD_MESSAGES.unsafe }) : optional,
    password: method === 'username' ? required : optional,
    countryDialingCode: optional,
    mobileNum: method === 'sms' ? mobileNumSchema(mobileDigits) : optional,
    verificationCode: method === 'sms' ? smsCodeSchema() : optional,
    captcha: captchaAnswerSchema(captchaShown),
    remember: z.boolean(),
    agent: z.boolean(),
  });
}
