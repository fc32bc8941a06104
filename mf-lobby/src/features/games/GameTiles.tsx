// Game tiles wired to the lobby: each tile plays, offers its free trial and toggles its favourite heart, in a grid
// or a carousel. The tile itself is the presentational GameTile of @mekong/ui. A carousel (home's hot games, its
// lanes) renders its tiles only when it comes near the screen; until then each tile's placeholder (the game's name in
// a frame of the tile's size) holds its place. A grid, a page's main content, renders at once.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile as GameTileView, GameTilePlaceholder, TileList, type TileListLayout } from '@mekong/ui';
import type { GameTile } from '@mekong/contracts';
import { useIsFavourite, useSetFavourite } from '../favourites/FavouritesProvider';
// From the context module, not the feature index: the index also exports popups that render GameTiles.
import { useLaunch } from '../launch/context';

/** Requirements §2 Tiles: the free-trial button shows when supportPlay is 0. */
const hasTrial = (game: GameTile) => game.supportPlay === 0;

/**
 * One tile. Memoised on its game: a list re-rendering (a page's other data arriving, typing in the search box) leaves its
 * tiles alone, and a favourite change re-renders only the tile whose heart changed.
 */
export const GameCard = memo(function GameCard({ game }: { game: GameTile }) {
  const { t } = useTranslation();
  const { playGame, tryGame } = useLaunch();
  const favourite = useIsFavourite(game.nodeId);
  const setFavourite = useSetFavourite();
  const name = game.displayName;
  const trial = hasTrial(game);
  return (
    <GameTileView
      name={name}
      imageUrl={game.iconUrl}
      hot={game.isHot === 1}
      favourite={favourite}
      trial={trial}
      labels={{
        play: t('play_game', { name }),
        trial: trial ? t('free_trial') : '',
        trialName: trial ? t('try_game', { name }) : '',
        hot: t('hot_badge'),
        favourite: t(favourite ? 'favourite_remove' : 'favourite_add', { name }),
      }}
      onPlay={() => playGame(game)}
      onTrial={() => tryGame(game)}
      // The tile asks for the opposite of what it shows, so a click on a stale heart is ignored, not reversed.
      onFavouriteToggle={() => setFavourite(game, !favourite)}
    />
  );
});

const gameKey = (game: GameTile) => game.nodeId;
const renderGame = (game: GameTile) => <GameCard game={game} />;
const renderPlaceholder = (game: GameTile) => <GameTilePlaceholder name={game.displayName} trial={hasTrial(game)} />;

export interface GameTilesProps {
  games: readonly GameTile[];
  /** The list's title: its accessible name, and part of a carousel's scroll button names. */
  title: string;
  layout?: TileListLayout;
}

export const GameTiles = memo(function GameTiles({ games, title, layout = 'grid' }: GameTilesProps) {
  const { t } = useTranslation();
  return (
    <TileList
      items={games}
      itemKey={gameKey}
      renderItem={renderGame}
      placeholder={layout === 'grid' ? undefined : renderPlaceholder}
      layout={layout}
      label={title}
      scrollLabels={{ previous: t('scroll_previous', { title }), next: t('scroll_next', { title }) }}
    />
  );
});
