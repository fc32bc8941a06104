// takeABreak (issue 20, responsible gaming): the reality-check interval (a popup over a game every N minutes of play),
// and a time-out or self-exclusion, each started with the login password after a dialog that says plainly what it
// means — signed out at once, no login, play, deposit, promotions or messages until it ends, and no way to end it early.
// Once started, this page signs out to the home page (the shell does so when the server ends the session).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '@mekong/contracts';
import {
  BREAK_PERIODS,
  PLAY_BREAK_FAILURES,
  REALITY_CHECK_MINUTES,
  playBreakEndpoints,
  type BreakKind,
  type BreakPeriod,
  type PlayBreak,
} from '@mekong/contracts/play-breaks';
import { Button, Dialog, FormAlert, SelectField, SuccessNote, TextField, formNoteCss, formStackCss, theme } from '@mekong/ui';
import { Part, QueryContent, showTime, useApiMutation, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';

/** The text of a refused call, by its code. */
export function breakFailureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (error.code === PLAY_BREAK_FAILURES.wrongPassword) return t('break_error_password');
  if (error.code === PLAY_BREAK_FAILURES.shorten) return t('break_error_shorten');
  if (error.code === 'too-many-requests' || error.code === 'account-locked') return t('break_error_locked');
  return t('break_error_unknown');
}

/** When a break ends, as the member reads it: a date, or that it never does. */
export const breakEndText = (t: TFunction, started: Pick<PlayBreak, 'endsAt' | 'permanent'>): string =>
  started.permanent ? t('break_ends_never') : t('break_ends_at', { time: showTime(started.endsAt) });

function RealityCheck({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(minutes));
  const [saved, setSaved] = useState(false);
  const save = useApiMutation(playBreakEndpoints.setRealityCheck);
  return (
    <Part title={t('break_reality_title')}>
      <form
        css={formStackCss}
        onSubmit={async (event) => {
          event.preventDefault();
          setSaved(false);
          const result = await save.mutate({ minutes: Number(value) as (typeof REALITY_CHECK_MINUTES)[number] });
          if (result.ok) setSaved(true);
        }}
      >
        <p css={formNoteCss}>{t('break_reality_note')}</p>
        <SelectField
          label={t('break_reality_every')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setSaved(false);
          }}
          options={REALITY_CHECK_MINUTES.map((m) => ({
            value: String(m),
            label: m === 0 ? t('break_reality_off') : t('break_minutes', { count: m }),
          }))}
        />
        <div>
          <Button type="submit" disabled={save.pending}>
            {t('break_reality_save')}
          </Button>
        </div>
        {saved && <SuccessNote>{t('break_reality_saved')}</SuccessNote>}
        <FormAlert message={breakFailureText(t, save.error)} />
      </form>
    </Part>
  );
}

function BreakChoice({ kind, onStarted }: { kind: BreakKind; onStarted: (started: PlayBreak) => void }) {
  const { t } = useTranslation();
  const periods: readonly BreakPeriod[] = BREAK_PERIODS[kind];
  const [period, setPeriod] = useState<BreakPeriod>(periods[0] ?? '24h');
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const start = useApiMutation(playBreakEndpoints.start);
  const periodText = (p: BreakPeriod) => t(`break_period_${p}`);
  const close = () => {
    setConfirming(false);
    setPassword('');
  };
  return (
    <Part title={t(`break_${kind}_title`)}>
      <div css={formStackCss}>
        <p css={formNoteCss}>{t(`break_${kind}_note`)}</p>
        <SelectField
          label={t('break_period')}
          value={period}
          onChange={(next) => setPeriod(next as BreakPeriod)}
          options={periods.map((p) => ({ value: p, label: periodText(p) }))}
        />
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t(`break_${kind}_start`)}
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        title={t(`break_${kind}_confirm_title`, { period: periodText(period) })}
        onClose={close}
        closeLabel={t('break_cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('break_cancel')}
            </Button>
            <Button variant="danger" type="submit" form={`break-${kind}-form`} disabled={start.pending || password.length === 0}>
              {t('break_confirm')}
            </Button>
          </>
        }
      >
        <form
          id={`break-${kind}-form`}
          css={formStackCss}
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await start.mutate({ kind, period, password });
            if (result.ok) onStarted(result.value);
          }}
        >
          <ul css={{ margin: 0, paddingLeft: theme.spacing(5), display: 'grid', gap: theme.spacing(1) }}>
            <li>
              {t(kind === 'self-exclusion' && period === 'permanent' ? 'break_means_permanent' : 'break_means_until', {
                period: periodText(period),
              })}
            </li>
            <li>{t('break_means_signed_out')}</li>
            <li>{t('break_means_nothing')}</li>
            <li>
              <strong>{t('break_means_no_undo')}</strong>
            </li>
          </ul>
          <TextField
            label={t('break_password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormAlert message={breakFailureText(t, start.error)} />
        </form>
      </Dialog>
    </Part>
  );
}

export function TakeABreakPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { bus, navigate } = useRemoteProps();
  const state = useApiQuery(playBreakEndpoints.state, () => ({}), token);
  const onStarted = (started: PlayBreak) => {
    // The session is over on the server already: the shell signs out (it hears it over the socket, or on its next call);
    // this page says when the break ends and leaves for the home page at once.
    bus.emit('dialog/show', { messageKey: 'mf_member:break_started', values: { end: breakEndText(t, started) }, tone: 'warning' });
    navigate('/', { replace: true });
  };
  return (
    <QueryContent query={state}>
      {({ realityCheckMinutes }) => (
        <div css={{ display: 'grid', gap: theme.spacing(6) }}>
          <RealityCheck minutes={realityCheckMinutes} />
          <BreakChoice kind="time-out" onStarted={onStarted} />
          <BreakChoice kind="self-exclusion" onStarted={onStarted} />
        </div>
      )}
    </QueryContent>
  );
}
