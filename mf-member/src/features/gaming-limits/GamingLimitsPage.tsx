// gamingLimits (issue 20, "Responsible gaming"): the member's own deposit, net-loss and wager limits per day, week and
// month. A form sets one (a lower or first limit applies at once; a higher one, or a removal, after the cooling-off);
// a table per kind shows each period's limit, what is used of it this period, and a change waiting with the time it
// applies and a button to cancel it. The API enforces the limits; this page only sets and shows them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { CURRENCY_SYMBOL, type ApiError } from '@mekong/contracts';
import {
  PLAY_LIMIT_BOUNDS,
  PLAY_LIMIT_FAILURES,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  playLimitEndpoints,
  type PlayLimit,
  type PlayLimitChange,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@mekong/contracts/play-limits';
import { AmountField, Button, FormAlert, SelectField, SuccessNote, theme } from '@mekong/ui';
import { Part, QueryContent, RecordTable, money, showTime, useApiMutation, useApiQuery, useKeptQuery, useSession } from '@mekong/ui/remote';
import { amountSchema, formErrorText, moneyFailureText } from '../wallet/cashier';
import { formCss } from '../wallet/parts';

const limitFormSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  amount: amountSchema({ min: PLAY_LIMIT_BOUNDS.minMinor, max: PLAY_LIMIT_BOUNDS.maxMinor }),
});

/** A refused limit call in the member's language (the money texts cover a session that ended, the network …). */
function limitFailureText(t: TFunction, error: ApiError | null): string | null {
  if (error?.code === PLAY_LIMIT_FAILURES.noPendingRaise) return t('limits_error_no_pending');
  return moneyFailureText(t, error);
}

const usedText = (t: TFunction, row: PlayLimit) =>
  row.limit === null ? money(row.used) : t('limits_used_of', { used: money(row.used), limit: money(row.limit) });

function LimitForm({ onChanged }: { onChanged: (change: PlayLimitChange) => void }) {
  const { t } = useTranslation();
  const set = useApiMutation(playLimitEndpoints.set);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, control, setValue, reset } = useForm({
    defaultValues: { kind: 'LOSS' as PlayLimitKind, period: 'DAY' as PlayLimitPeriod, amount: '' },
    resolver: zodResolver(limitFormSchema),
  });
  const [kind, period] = useWatch({ control, name: ['kind', 'period'] });
  const submit = handleSubmit(async ({ kind, period, amount }) => {
    setDone(null);
    const result = await set.mutate({ kind, period, limit: amount });
    if (!result.ok) return;
    reset({ kind, period, amount: '' });
    const row = result.value.state.limits.find((limit) => limit.kind === kind && limit.period === period);
    setDone(
      result.value.outcome === 'scheduled' && row?.pending
        ? t('limits_done_scheduled', { time: showTime(row.pending.effectiveAt) })
        : t('limits_done_applied'),
    );
    onChanged(result.value);
  });
  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t('limits_form')}>
      <SelectField
        label={t('limits_kind')}
        value={kind}
        options={PLAY_LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`limits_kind_${kind}`) }))}
        onChange={(value) => setValue('kind', value as PlayLimitKind)}
      />
      <SelectField
        label={t('limits_period')}
        value={period}
        options={PLAY_LIMIT_PERIODS.map((period) => ({ value: period, label: t(`limits_period_${period}`) }))}
        onChange={(value) => setValue('period', value as PlayLimitPeriod)}
      />
      <AmountField
        label={t('limits_amount')}
        currencySymbol={CURRENCY_SYMBOL}
        error={formErrorText(t, formState.errors.amount?.message)}
        {...register('amount')}
      />
      <FormAlert message={limitFailureText(t, set.error)} />
      {done && <SuccessNote>{done}</SuccessNote>}
      <Button type="submit" block disabled={set.pending}>
        {t('limits_submit')}
      </Button>
    </form>
  );
}

function KindTable({ kind, rows, onChanged }: { kind: PlayLimitKind; rows: PlayLimit[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const cancel = useApiMutation(playLimitEndpoints.cancel);
  const remove = useApiMutation(playLimitEndpoints.set);
  const periodName = (row: PlayLimit) => t(`limits_period_${row.period}`);
  return (
    <Part title={t(`limits_kind_${kind}`)}>
      <RecordTable<PlayLimit>
        label={t(`limits_kind_${kind}`)}
        rows={rows}
        rowKey={(row) => row.period}
        columns={[
          { id: 'period', header: t('limits_period'), cell: periodName },
          {
            id: 'limit',
            header: t('limits_limit'),
            cell: (row) => (row.limit === null ? t('limits_none') : money(row.limit)),
            numeric: true,
          },
          { id: 'used', header: t('limits_used'), cell: (row) => usedText(t, row), numeric: true },
          {
            id: 'pending',
            header: t('limits_pending'),
            cell: (row) =>
              row.pending ? (
                <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: theme.spacing(2), alignItems: 'center' }}>
                  <span>
                    {t('limits_pending_change', {
                      limit: row.pending.limit === null ? t('limits_none') : money(row.pending.limit),
                      time: showTime(row.pending.effectiveAt),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={cancel.pending}
                    aria-label={t('limits_cancel_named', { name: `${t(`limits_kind_${kind}`)} ${periodName(row)}` })}
                    onClick={async () => {
                      if ((await cancel.mutate({ kind, period: row.period })).ok) onChanged();
                    }}
                  >
                    {t('limits_cancel')}
                  </Button>
                </span>
              ) : row.limit !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={remove.pending}
                  aria-label={t('limits_remove_named', { name: `${t(`limits_kind_${kind}`)} ${periodName(row)}` })}
                  onClick={async () => {
                    if ((await remove.mutate({ kind, period: row.period, limit: null })).ok) onChanged();
                  }}
                >
                  {t('limits_remove')}
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <FormAlert message={limitFailureText(t, cancel.error ?? remove.error)} />
    </Part>
  );
}

export function GamingLimitsPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [changes, setChanges] = useState(0);
  // Kept while it loads again after a change, so the form (and its note of what the change did) stays on the page.
  const state = useKeptQuery(
    useApiQuery(playLimitEndpoints.state, () => ({}), `${token}:${changes}`),
    token,
  );
  const changed = () => setChanges((n) => n + 1);
  return (
    <QueryContent query={state}>
      {({ limits, coolingOffHours }) => (
        <div css={{ display: 'grid', gap: theme.spacing(6) }}>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('limits_intro', { hours: coolingOffHours })}</p>
          <Part title={t('limits_set_title')}>
            <LimitForm onChanged={changed} />
          </Part>
          {PLAY_LIMIT_KINDS.map((kind) => (
            <KindTable key={kind} kind={kind} rows={limits.filter((row) => row.kind === kind)} onChanged={changed} />
          ))}
        </div>
      )}
    </QueryContent>
  );
}
