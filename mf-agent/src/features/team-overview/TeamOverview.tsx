// agentTeamOverview: the team's figures for a period — today, yesterday, this week, this month or a custom range of
// business days (requirements §2 agent-centre pages, §9 date presets) — from GET /wps/agent/team/overview.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentEndpoints, TEAM_PERIODS, type TeamPeriod } from '@mekong/contracts/agents';
import { Tabs, type DateRange } from '@mekong/ui';
import {
  Amount,
  defaultRange,
  Figures,
  Part,
  QueryContent,
  recordDay,
  RecordRangePicker,
  useApiQuery,
  useSession,
} from '@mekong/ui/remote';

export function TeamOverview() {
  const { t } = useTranslation();
  const { token } = useSession();
  const panelId = useId();
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [range, setRange] = useState<DateRange>(defaultRange);
  const overview = useApiQuery(agentEndpoints.teamOverview, () => (period === 'custom' ? { period, ...range } : { period }), token);
  return (
    <>
      <Tabs
        label={t('period')}
        tabs={TEAM_PERIODS.map((id) => ({ id, label: t(`period_${id}`) }))}
        value={period}
        onChange={(id) => setPeriod(TEAM_PERIODS.find((known) => known === id) ?? 'today')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={t(`period_${period}`)} css={{ paddingTop: 16 }}>
        {period === 'custom' && <RecordRangePicker value={range} onChange={setRange} />}
        <QueryContent query={overview}>
          {(figures) => (
            <>
              <p>{t('period_days', { start: recordDay(figures.startDate), end: recordDay(figures.endDate) })}</p>
              <Part title={t('overview_team')}>
                <Figures
                  items={[
                    { label: t('team_size'), value: figures.teamSize },
                    { label: t('direct_count'), value: figures.directCount },
                    { label: t('active_members'), value: figures.activeMembers },
                    { label: t('new_members'), value: figures.newMembers },
                  ]}
                />
              </Part>
              <Part title={t('overview_money')}>
                <Figures
                  items={[
                    { label: t('deposits'), value: <Amount minor={figures.deposits} /> },
                    { label: t('withdrawals'), value: <Amount minor={figures.withdrawals} /> },
                  ]}
                />
              </Part>
              <Part title={t('overview_betting')}>
                <Figures
                  items={[
                    { label: t('bet_count'), value: figures.betCount },
                    { label: t('valid_bets'), value: <Amount minor={figures.validBets} /> },
                    { label: t('win'), value: <Amount minor={figures.win} /> },
                    { label: t('profit'), value: <Amount minor={figures.profit} toned /> },
                  ]}
                />
              </Part>
            </>
          )}
        </QueryContent>
      </div>
    </>
  );
}
