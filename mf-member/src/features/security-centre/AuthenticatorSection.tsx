// The authenticator (RFC 6238): set-up shows the otpauth QR code and the secret as text, and a code from the app
// turns it on; turning it off needs a code too. Below it, the unregistered-IP second factor: on or off, and which of
// the member's factors a login from a new device is offered first.
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecondFactorMethod } from '@mekong/contracts';
import { accountEndpoints, type AccountSecurity } from '@mekong/contracts/account';
import { Button, FormAlert, SelectField, SuccessNote, TextField, theme } from '@mekong/ui';
import { useApiMutation } from '@mekong/ui/remote';
import { Figures, formCss, Part } from '../wallet/parts';
import { accountFailureText } from './accountFailure';

const qrCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(4)};
  & svg {
    padding: ${theme.spacing(2)};
    background: #fff;
    border-radius: ${theme.radii.md};
  }
  & code {
    overflow-wrap: anywhere;
    font-size: ${theme.fontSizes.md};
  }
`;

function CodeForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <form
      css={formCss}
      noValidate
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await onSubmit(code)) setCode('');
      }}
    >
      <TextField
        label={t('account_totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormAlert message={error} />
      <Button type="submit" block disabled={pending || code.trim() === ''}>
        {submitLabel}
      </Button>
    </form>
  );
}

export function AuthenticatorSection({ account, onChanged }: { account: AccountSecurity; onChanged: () => void }) {
  const { t } = useTranslation();
  const setup = useApiMutation(accountEndpoints.totpSetup);
  const enable = useApiMutation(accountEndpoints.totpEnable);
  const disable = useApiMutation(accountEndpoints.totpDisable);
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Part title={t('account_totp')}>
      <Figures items={[{ label: t('account_totp_status'), value: t(account.totpEnabled ? 'account_on' : 'account_off') }]} />
      {done && <SuccessNote>{t(done)}</SuccessNote>}
      {account.totpEnabled ? (
        <CodeForm
          label={t('account_totp_disable')}
          submitLabel={t('account_totp_disable')}
          pending={disable.pending}
          error={accountFailureText(t, disable.error)}
          onSubmit={async (code) => {
            const ok = (await disable.mutate({ code })).ok;
            if (ok) {
              setDone('account_totp_disabled');
              onChanged();
            }
            return ok;
          }}
        />
      ) : pending ? (
        <>
          <p>{t('account_totp_scan')}</p>
          <div css={qrCss}>
            <QRCodeSVG value={pending.uri} size={160} role="img" aria-label={t('account_totp_qr')} />
            <div>
              <div>{t('account_totp_secret')}</div>
              <code>{pending.secret}</code>
            </div>
          </div>
          <CodeForm
            label={t('account_totp_enable')}
            submitLabel={t('account_totp_enable')}
            pending={enable.pending}
            error={accountFailureText(t, enable.error)}
            onSubmit={async (code) => {
              const ok = (await enable.mutate({ code })).ok;
              if (ok) {
                setPending(null);
                setDone('account_totp_enabled');
                onChanged();
              }
              return ok;
            }}
          />
        </>
      ) : (
        <div>
          <FormAlert message={accountFailureText(t, setup.error)} />
          <Button
            variant="secondary"
            disabled={setup.pending}
            onClick={async () => {
              setDone(null);
              const result = await setup.mutate({});
              if (result.ok) setPending(result.value);
            }}
          >
            {t('account_totp_setup')}
          </Button>
        </div>
      )}
    </Part>
  );
}

const DEFAULT_ORDER = '';

export function SecondFactorSection({ account, onChanged }: { account: AccountSecurity; onChanged: () => void }) {
  const { t } = useTranslation();
  const save = useApiMutation(accountEndpoints.secondFactor);
  const [enabled, setEnabled] = useState(account.secondFactorOnNewIp);
  const [first, setFirst] = useState<string>(account.secondFactorFirst ?? DEFAULT_ORDER);
  const [saved, setSaved] = useState(false);
  const options = [
    { value: DEFAULT_ORDER, label: t('account_factor_default') },
    ...account.secondFactorMethods.map((method) => ({ value: method, label: t(`account_factor_${method}`) })),
  ];
  return (
    <Part title={t('account_second_factor')}>
      <form
        css={formCss}
        noValidate
        aria-label={t('account_second_factor')}
        onSubmit={async (event) => {
          event.preventDefault();
          setSaved(false);
          const chosen = first === DEFAULT_ORDER ? null : (first as SecondFactorMethod);
          if ((await save.mutate({ enabled, first: chosen })).ok) {
            setSaved(true);
            onChanged();
          }
        }}
      >
        <label>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> {t('account_second_factor_on')}
        </label>
        {account.secondFactorMethods.length === 0 ? (
          <p>{t('account_factor_none')}</p>
        ) : (
          <SelectField label={t('account_factor_first')} value={first} options={options} onChange={setFirst} />
        )}
        <FormAlert message={accountFailureText(t, save.error)} />
        {saved && <SuccessNote>{t('account_saved')}</SuccessNote>}
        <Button type="submit" block disabled={save.pending}>
          {t('account_save')}
        </Button>
      </form>
    </Part>
  );
}
