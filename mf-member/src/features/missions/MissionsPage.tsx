// missionLeaderboard: my daily and weekly missions (tabs) with their progress counted by the server from settled
// bets and paid deposits, a claim button for each completed one, and the period's leaderboard by settled turnover
// with my own rank. A claim moves money: the header balance is refreshed (useMoneyAction) and the menu badge told
// how many rewards are left to claim.
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type ApiError } from '@mekong/contracts';
import { MISSION_FAILURES, missionEndpoints, type Mission, type MissionPeriod } from '@mekong/contracts/missions';
import { Button, FormAlert, Tabs, theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { money, moneyFailureText } from '../wallet/cashier';
import { Part } from '../wallet/parts';
import { useMoneyAction, useRefetchOnMoneyEvents } from '../wallet/hooks';
import { ProgressBar } from './ProgressBar';
import { Leaderboard } from './Leaderboard';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
  }
  & h4 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  & p {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
`;

const claimedCss = css`
  color: ${theme.colors.success};
  font-weight: 700;
`;

const MISSION_CODES: readonly string[] = Object.values(MISSION_FAILURES);

/** A refused claim in the member's language: the missions' own refusals, else the cashier's texts. */
function claimFailureText(t: TFunction, error: ApiError | null): string | null {
  if (error && MISSION_CODES.includes(error.code)) return t(`missions_error_${error.code}`);
  return moneyFailureText(t, error);
}

/** The progress and target as the member reads them: money, or a number of bets. */
function figure(mission: Mission, value: number): string {
  return mission.goal === 'BET_COUNT' ? String(value) : money(value);
}

function MissionCard({ mission, onClaimed }: { mission: Mission; onClaimed: (id: string) => void }) {
  const { t } = useTranslation();
  const claim = useMoneyAction(missionEndpoints.claim);
  const titleId = useId();
  const shown = Math.min(mission.progress, mission.target);
  return (
    <li aria-labelledby={titleId}>
      <h4 id={titleId}>{mission.title}</h4>
      <p>
        {t(`missions_goal_${mission.goal}`, { game: mission.gameType ? t(`missions_game_${mission.gameType}`, mission.gameType) : '' })}
        {mission.turnoverMultiple > 0 && ` · ${t('missions_turnover', { times: mission.turnoverMultiple })}`}
      </p>
      <ProgressBar
        label={t('missions_progress_label', { title: mission.title })}
        value={shown}
        max={mission.target}
        text={t('missions_progress', { progress: figure(mission, shown), target: figure(mission, mission.target) })}
      />
      <div css={footer}>
        <span>{t('missions_reward', { amount: money(mission.reward) })}</span>
        {mission.status === 'CLAIMED' ? (
          <span css={claimedCss}>{t('missions_claimed')}</span>
        ) : (
          <Button
            disabled={mission.status !== 'CLAIMABLE' || claim.pending}
            aria-label={t('missions_claim_named', { title: mission.title })}
            onClick={async () => {
              const result = await claim.mutate({ id: mission.id });
              if (result.ok) onClaimed(mission.id);
            }}
          >
            {mission.status === 'CLAIMABLE' ? t('missions_claim') : t('missions_in_progress')}
          </Button>
        )}
      </div>
      <FormAlert message={claimFailureText(t, claim.error)} />
    </li>
  );
}

const PERIODS: readonly MissionPeriod[] = ['DAILY', 'WEEKLY'];

export function MissionsPage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const { token } = useSession();
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const [claims, setClaims] = useState(0);
  const panelId = useId();
  const summary = useApiQuery(missionEndpoints.summary, (language) => ({ language }), `${token}:${claims}`);
  useRefetchOnMoneyEvents(summary.refetch);

  // The menu badge follows what is left to claim.
  const claimable = summary.data?.claimable;
  useEffect(() => {
    if (claimable !== undefined) bus.emit('missions/claimable', { count: claimable });
  }, [bus, claimable]);

  return (
    <>
      <Tabs
        label={t('missions_periods')}
        tabs={PERIODS.map((id) => ({ id, label: t(`missions_period_${id}`) }))}
        value={period}
        onChange={(id) => setPeriod(id as MissionPeriod)}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-label={t(`missions_period_${period}`)}
        css={{ display: 'grid', gap: theme.spacing(6), paddingTop: theme.spacing(4) }}
      >
        <Part title={t('missions_title')}>
          <QueryContent query={summary}>
            {({ missions }) => {
              const shown = missions.filter((m) => m.period === period);
              return shown.length === 0 ? (
                <NoData message={t('missions_none')} />
              ) : (
                <ul css={list} aria-label={t('missions_title')}>
                  {shown.map((mission) => (
                    <MissionCard key={mission.id} mission={mission} onClaimed={() => setClaims((n) => n + 1)} />
                  ))}
                </ul>
              );
            }}
          </QueryContent>
        </Part>
        <Leaderboard period={period} refreshKey={`${token}:${claims}`} />
      </div>
    </>
  );
}
