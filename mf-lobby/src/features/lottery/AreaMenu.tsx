// The lottery menus by area (vnMenu): a tab per area and its games as toggle buttons; the pressed one is selected.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, theme } from '@mekong/ui';
import type { LottoAreaMenu, LottoGame } from '@mekong/contracts/lottery';
import { NoData } from '@mekong/ui/remote';
import { panel, panelTitle } from './styles';

const games = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const gameButton = css`
  width: 100%;
  min-height: 40px;
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

export function AreaMenu({
  areas,
  selected,
  onSelect,
}: {
  areas: readonly LottoAreaMenu[];
  selected: LottoGame;
  onSelect: (game: LottoGame) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelId = useId();
  const [area, setArea] = useState(selected.lottoArea);
  const shown = areas.find((a) => a.lottoArea === area) ?? areas[0];
  return (
    <nav css={panel} aria-labelledby={titleId}>
      <h2 id={titleId} css={panelTitle}>
        {t('lottery_menus')}
      </h2>
      <Tabs
        tabs={areas.map((a) => ({ id: a.lottoArea, label: a.title }))}
        value={shown?.lottoArea ?? ''}
        onChange={(id) => setArea(id as LottoGame['lottoArea'])}
        label={t('lottery_areas')}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-label={shown?.title}>
        {shown && shown.games.length > 0 ? (
          <ul css={games}>
            {shown.games.map((game) => (
              <li key={game.gameCode}>
                <button type="button" css={gameButton} aria-pressed={game.gameCode === selected.gameCode} onClick={() => onSelect(game)}>
                  {game.gameName}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <NoData />
        )}
      </div>
    </nav>
  );
}
