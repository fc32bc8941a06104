// The latest draw of every game of the page's lottery (vnMenuRecent): game, draw day and special prize; a game of
// the menus can be picked from here.
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { lotteryEndpoints } from '@mekong/contracts/lottery';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { drawDay } from './format';
import type { PrizeMode } from './setup';
import { panel, panelTitle } from './styles';

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  & th,
  & td {
    padding: ${theme.spacing(2)};
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
  }
  & thead th {
    border-top: none;
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  & td:last-of-type {
    color: ${theme.colors.primary};
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.md};
    font-weight: 700;
  }
`;

const gameButton = css`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.border};
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primary};
  }
`;

export function RecentResults({
  prizeMode,
  isInMenu,
  onPick,
}: {
  prizeMode: PrizeMode;
  isInMenu: (gameCode: string) => boolean;
  onPick: (gameCode: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const recent = useApiQuery(lotteryEndpoints.vnMenuRecent, (language) => ({ prizeMode, device: 'WEB' as const, language }));
  return (
    <section css={panel} aria-labelledby={titleId}>
      <h2 id={titleId} css={panelTitle}>
        {t('lottery_latest')}
      </h2>
      <QueryContent query={recent}>
        {({ list }) =>
          list.length === 0 ? (
            <NoData message={t('lottery_no_draws')} />
          ) : (
            <table css={table} aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{t('lottery_game')}</th>
                  <th scope="col">{t('lottery_draw')}</th>
                  <th scope="col">{t('prize_SPECIAL')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((draw) => (
                  <tr key={`${draw.gameCode}-${draw.numero}`}>
                    <td>
                      {isInMenu(draw.gameCode) ? (
                        <button type="button" css={gameButton} onClick={() => onPick(draw.gameCode)}>
                          {draw.gameName}
                        </button>
                      ) : (
                        draw.gameName
                      )}
                    </td>
                    <td>{drawDay(draw.numero)}</td>
                    <td>{draw.prizes.find((p) => p.prize === 'SPECIAL')?.numbers.join(', ') ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryContent>
    </section>
  );
}
