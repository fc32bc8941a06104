// registerCenter (create account): the agent's invitation code and referral link with copy buttons and a QR code of
// the link (GET /wps/agent/affiliate without a code), the create-account form for a downline (PUT /wps/agent/downlines,
// encrypted like registration), and the accounts the link brought (GET /wps/agent/referrals).
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError, authEndpoints, createEncryptedCaller } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { agentEndpoints } from '@mekong/contracts/agents';
import { Button, CopyButton, FormAlert, formStackCss, SuccessNote, TextField, theme } from '@mekong/ui';
import {
  Figures,
  Part,
  QueryContent,
  RecordPager,
  RecordTable,
  showTime,
  useApiQuery,
  useRecordFilters,
  useRemoteProps,
  useSession,
} from '@mekong/ui/remote';

const linkCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.spacing(4)};
  & > dl {
    flex: 1 1 280px;
  }
  & svg {
    padding: 6px;
    background: #fff;
    border-radius: ${theme.radii.sm};
  }
`;

function ReferralLink() {
  const { t } = useTranslation();
  const { token } = useSession();
  const affiliate = useApiQuery(authEndpoints.affiliate, () => ({}), token);
  const copy = { copiedLabel: t('copied'), failedLabel: t('copy_failed') };
  return (
    <QueryContent query={affiliate}>
      {({ code, link }) => (
        <div css={linkCss}>
          <Figures
            items={[
              { label: t('referral_code'), value: <strong>{code}</strong> },
              { label: t('referral_link'), value: link ?? '—' },
            ]}
          />
          <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <CopyButton text={code} label={t('copy_code')} {...copy} />
            {link && <CopyButton text={link} label={t('copy_link')} {...copy} />}
          </div>
          {link && <QRCodeSVG value={link} size={128} role="img" aria-label={t('referral_qr')} />}
        </div>
      )}
    </QueryContent>
  );
}

const createFormSchema = z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'create_required')),
    password: z.string().check(z.minLength(1, 'create_required')),
    confirmPassword: z.string(),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { message: 'create_confirm_rule', path: ['confirmPassword'] }));

/** The refusals of the create call with a text of their own. */
const CREATE_FAILURES = ['username-taken', 'bad-request'];

function CreateDownlineForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  // Encrypted like registration: the payload goes under the server's public key, fetched once.
  const callEncrypted = useMemo(() => createEncryptedCaller(api, globalThis.crypto?.subtle), [api]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    defaultValues: { username: '', password: '', confirmPassword: '' },
    resolver: zodResolver(createFormSchema),
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setCreated(null);
    try {
      const answer = await callEncrypted(agentEndpoints.createDownline, values);
      reset();
      setCreated(answer.account);
      onCreated();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setFailure(t(CREATE_FAILURES.includes(code) ? `create_error_${code}` : 'create_error_unknown'));
    }
  });
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <form css={[formStackCss, { maxWidth: 520 }]} noValidate onSubmit={submit} aria-label={t('create_form')}>
      <TextField
        label={t('create_username')}
        autoComplete="off"
        maxLength={100}
        error={fieldError(formState.errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('create_password')}
        type="password"
        autoComplete="new-password"
        maxLength={100}
        error={fieldError(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('create_confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={100}
        error={fieldError(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <FormAlert message={failure} />
      {created && <SuccessNote>{t('create_done', { account: created })}</SuccessNote>}
      <Button type="submit" block disabled={formState.isSubmitting}>
        {t('create_submit')}
      </Button>
    </form>
  );
}

function Referrals({ version }: { version: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, setPage } = useRecordFilters(() => ({}));
  const referrals = useApiQuery(
    agentEndpoints.referrals,
    () => ({ pageNo: filters.pageNo, pageSize: MONEY_LIMITS.recordPageSize }),
    // A new account created here is read with the list again.
    `${token}:${version}`,
  );
  return (
    <QueryContent query={referrals}>
      {(page) => (
        <>
          <RecordTable
            label={t('referrals_title')}
            columns={[
              { id: 'account', header: t('account'), cell: (row) => row.account },
              { id: 'registered', header: t('registered_at'), cell: (row) => showTime(row.registeredAt) },
              { id: 'login', header: t('last_login'), cell: (row) => (row.lastLoginAt ? showTime(row.lastLoginAt) : t('never')) },
            ]}
            rows={page.list}
            rowKey={(row) => row.account}
          />
          <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
        </>
      )}
    </QueryContent>
  );
}

export function RegisterCenter() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  return (
    <>
      <Part title={t('referral_title')}>
        <ReferralLink />
      </Part>
      <Part title={t('create_title')}>
        <CreateDownlineForm onCreated={() => setVersion((n) => n + 1)} />
      </Part>
      <Part title={t('referrals_title')}>
        <Referrals version={version} />
      </Part>
    </>
  );
}
