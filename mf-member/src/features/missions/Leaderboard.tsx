// The period's leaderboard: the top members by settled turnover (accounts masked by the server) as a table, my row
// marked, and my own rank below it (also when outside the top).
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { missionEndpoints, type MissionPeriod } from '@mekong/contracts/missions';
import { theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { Part } from '../wallet/parts';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
  & th:last-of-type,
  & td:last-of-type {
    text-align: right;
  }
  & tr[data-me] td {
    background: ${theme.colors.surface};
    font-weight: 700;
  }
`;

const mine = css`
  margin: ${theme.spacing(3)} 0 0;
`;

export function Leaderboard({ period, refreshKey }: { period: MissionPeriod; refreshKey: string }) {
  const { t } = useTranslation();
  const board = useApiQuery(missionEndpoints.leaderboard, () => ({ period }), refreshKey);
  return (
    <Part title={t('leaderboard_title', { period: t(`missions_period_${period}`) })}>
      <QueryContent query={board}>
        {({ list, me }) => (
          <>
            {list.length === 0 ? (
              <NoData message={t('leaderboard_empty')} />
            ) : (
              <table css={table}>
                <caption css={{ textAlign: 'left', color: theme.colors.muted, paddingBottom: theme.spacing(2) }}>
                  {t('leaderboard_caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('leaderboard_rank')}</th>
                    <th scope="col">{t('leaderboard_member')}</th>
                    <th scope="col">{t('leaderboard_turnover')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((row, index) => (
                    <tr key={index} data-me={row.isMe || undefined}>
                      <td>{row.rank}</td>
                      <td>{row.isMe ? t('leaderboard_me', { account: row.account }) : row.account}</td>
                      <td>{money(row.turnover)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p css={mine}>
              {me.rank === null ? t('leaderboard_my_rank_none') : t('leaderboard_my_rank', { rank: me.rank, turnover: money(me.turnover) })}
            </p>
          </>
        )}
      </QueryContent>
    </Part>
  );
}
