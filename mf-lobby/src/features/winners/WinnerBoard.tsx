// The winner board (requirements §3 winner entry, §9 size 20): the biggest recent wins, largest first as the server sorts them,
// with masked accounts, game names and amounts in kip.
import { css } from '@emotion/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { gamesEndpoints, LIMITS, type GameType } from '@mekong/contracts';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { formatKip } from './money';

const board = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  min-width: 0;
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const scroller = css`
  max-height: 420px;
  overflow-y: auto;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  & th {
    position: sticky;
    top: 0;
    padding: ${theme.spacing(2)};
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
    font-weight: 600;
    text-align: left;
  }
  & td {
    padding: ${theme.spacing(2)};
    border-top: 1px solid ${theme.colors.border};
    vertical-align: top;
  }
  & th:first-of-type {
    width: 3em;
  }
  & td:first-of-type {
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  & th:last-of-type,
  & td:last-of-type {
    text-align: right;
    white-space: nowrap;
  }
  & td:last-of-type {
    color: ${theme.colors.primary};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${theme.mq.mobile} {
    font-size: ${theme.fontSizes.xs};
    & th,
    & td {
      padding: ${theme.spacing(1.5)} ${theme.spacing(1)};
    }
  }
`;

/** The winner board of one game type, or of every type without `gameCategory`; home's 20 rows unless told (/winners). */
export const WinnerBoard = memo(function WinnerBoard({
  gameCategory,
  limitNum = LIMITS.winnerBoardSize,
}: {
  gameCategory?: GameType;
  limitNum?: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const winners = useApiQuery(gamesEndpoints.winnerBoard, (language) => ({ gameCategory, language, limitNum }));
  return (
    <section css={board} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('winners_title')}</h2>
      <QueryContent query={winners}>
        {({ list }) =>
          list.length === 0 ? (
            <NoData />
          ) : (
            // Scrolls on its own and holds nothing focusable: focusable itself, so keyboard users can scroll it (axe
            // scrollable-region-focusable).
            <div css={scroller} tabIndex={0} role="region" aria-labelledby={titleId}>
              <table css={table} aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('winners_rank')}</th>
                    <th scope="col">{t('winners_account')}</th>
                    <th scope="col">{t('winners_game')}</th>
                    <th scope="col">{t('winners_amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((entry, index) => (
                    <tr key={`${index}-${entry.nodeId}-${entry.winTime}`}>
                      <td>{index + 1}</td>
                      <td>{entry.account}</td>
                      <td>{entry.gameName}</td>
                      <td>{formatKip(entry.winAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryContent>
    </section>
  );
});
