// Signing in by username and password (requirements §2 login popup): the two fields, what the login sends and what
// remember-me keeps of them.
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mekong/ui';
import { fieldErrorText } from '../errors';
import type { RememberedLogin } from '../rememberMe';
import type { LoginValues, MethodCredentials } from './loginForm';

export function UsernameFields() {
  const { t } = useTranslation();
  const { register } = useFormContext<LoginValues>();
  const { errors } = useFormState<LoginValues>();
  const err = (name: 'username' | 'password') => fieldErrorText(t, errors[name]?.message, name);
  return (
    <>
      <TextField label={t('auth.username')} autoComplete="username" error={err('username')} {...register('username')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={err('password')}
        {...register('password')}
      />
    </>
  );
}

export function usernameCredentials(values: LoginValues): MethodCredentials<'username'> {
  return { type: 'username', username: values.username, password: values.password };
}

export function usernameRemembered(values: LoginValues): RememberedLogin {
  return { username: values.username, password: values.password };
}
