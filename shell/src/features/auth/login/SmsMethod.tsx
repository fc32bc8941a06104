// Signing in by mobile number and SMS code (requirements §2 login popup, with the verification-code login feature): the
// fields with the 'Get code' button, what the login sends and what remember-me keeps (never the single-use code).
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileNumberFields } from '../commonFields';
import { fieldErrorText } from '../errors';
import { SmsCodeField } from '../formParts';
import { mobilePattern } from '../fieldRules';
import type { RememberedLogin } from '../rememberMe';
import type { SmsCodeState } from '../useSmsCode';
import type { LoginValues, MethodCredentials } from './loginForm';

/** `sms` is the popup's: its countdown goes on while the username tab is open. */
export function SmsFields({ sms, mobileDigits }: { sms: SmsCodeState; mobileDigits: number }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<LoginValues>();
  const { errors } = useFormState<LoginValues>();
  const mobileNum = useWatch({ control, name: 'mobileNum' });
  return (
    <>
      <MobileNumberFields />
      <SmsCodeField
        sms={sms}
        canSend={mobilePattern(mobileDigits).test(mobileNum.trim())}
        error={fieldErrorText(t, errors.verificationCode?.message, 'verificationCode')}
        {...register('verificationCode')}
      />
    </>
  );
}

export function smsCredentials(values: LoginValues): MethodCredentials<'sms'> {
  return {
    type: 'sms',
    mobileNum: values.mobileNum,
    verificationCode: values.verificationCode,
    countryDialingCode: values.countryDialingCode,
  };
}

export function smsRemembered(values: LoginValues): RememberedLogin {
  return { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode };
}
