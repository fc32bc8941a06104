// The maintenance message and a few hot games of other vendors, each playable on the spot (requirements §4 game maintenance).
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { gamesEndpoints, HOT_GAMES_MAX } from '@mekong/contracts';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { GameTiles } from '../games/GameTiles';

/** How many hot games the recommendation offers. */
export const RECOMMENDED_GAMES = 6;

const message = css`
  margin: 0 0 ${theme.spacing(4)};
  color: ${theme.colors.text};
`;

const heading = css`
  margin: 0 0 ${theme.spacing(3)};
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.muted};
`;

/** `title` names the game under maintenance; `vassalage` is its vendor, whose other games are left out too. */
export function HotGamesRecommendation({ vassalage, title }: { vassalage: string; title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  // Enough hot games that some are left once the vendor under maintenance is taken out.
  const hot = useApiQuery(gamesEndpoints.hot, (language) => ({ language, limitNum: Math.min(HOT_GAMES_MAX, RECOMMENDED_GAMES * 4) }));
  return (
    <>
      <p css={message} role="alert">
        {t('maintenance_message', { name: title })}
      </p>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} css={heading}>
          {t('maintenance_hot_games')}
        </h3>
        <QueryContent query={hot}>
          {({ list }) => {
            const others = list.filter((game) => game.vassalage !== vassalage).slice(0, RECOMMENDED_GAMES);
            return others.length > 0 ? <GameTiles games={others} title={t('maintenance_hot_games')} /> : <NoData />;
          }}
        </QueryContent>
      </section>
    </>
  );
}
