// Binding or changing the mobile number or email: the code goes to the NEW address (by SMS or mail), then the code
// typed back binds it. Binding or changing asks for the login password. By SMS the send button counts down the code's
// life (requirements §4 SMS resend) before another may be asked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountEndpoints, type BindingChannel } from '@mekong/contracts/account';
import { Button, FormAlert, SuccessNote, TextField } from '@mekong/ui';
import { useApiMutation, useCountdown } from '@mekong/ui/remote';
import { Figures, formCss, Part } from '../wallet/parts';
import { accountFailureText } from './accountFailure';

export function BindingSection({ channel, current, onBound }: { channel: BindingChannel; current: string | null; onBound: () => void }) {
  const { t } = useTranslation();
  const send = useApiMutation(accountEndpoints.sendBindingCode);
  const confirm = useApiMutation(accountEndpoints.confirmBinding);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [bound, setBound] = useState(false);
  const countdown = useCountdown();
  // Requirements §4 names the resend countdown for SMS; a mailed code can be asked again at once.
  const waiting = channel === 'mobile' && countdown.secondsLeft > 0;
  const title = t(`account_${channel}`);

  const sendCode = async () => {
    if (waiting) return;
    setBound(false);
    const result = await send.mutate({ channel, address, password });
    if (!result.ok) return;
    setSentMinutes(result.value.expiredMinutes);
    countdown.start(result.value.expiredMinutes * 60);
  };
  const bind = async () => {
    const result = await confirm.mutate({ channel, address, code });
    if (!result.ok) return;
    setBound(true);
    setOpen(false);
    setSentMinutes(null);
    setCode('');
    setPassword('');
    onBound();
  };

  return (
    <Part title={title}>
      <Figures items={[{ label: title, value: current ?? t('security_not_set') }]} />
      {bound && <SuccessNote>{t('account_bound')}</SuccessNote>}
      {open ? (
        <form
          css={formCss}
          noValidate
          aria-label={t(current === null ? `account_bind_${channel}` : `account_change_${channel}`)}
          onSubmit={(event) => {
            event.preventDefault();
            void (sentMinutes === null ? sendCode() : bind());
          }}
        >
          <TextField
            label={t(`account_new_${channel}`)}
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'numeric'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            maxLength={120}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          {/* Asked for a first binding too: a bound address can reset the password. */}
          <TextField
            label={t('wpw_login_password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={send.pending || waiting || address.trim() === ''}
            onClick={() => void sendCode()}
          >
            {waiting
              ? t('account_resend_in', { seconds: countdown.secondsLeft })
              : t(sentMinutes === null ? 'account_send_code' : 'account_resend_code')}
          </Button>
          <FormAlert message={accountFailureText(t, send.error)} />
          {sentMinutes !== null && (
            <>
              <SuccessNote>{t(`account_code_sent_${channel}`, { minutes: sentMinutes })}</SuccessNote>
              <TextField
                label={t('account_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <FormAlert message={accountFailureText(t, confirm.error)} />
              <Button type="submit" block disabled={confirm.pending || code.trim() === ''}>
                {t('account_confirm_binding')}
              </Button>
            </>
          )}
        </form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t(current === null ? `account_bind_${channel}` : `account_change_${channel}`)}
          </Button>
        </div>
      )}
    </Part>
  );
}
