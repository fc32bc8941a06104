// Game tiles wired to the lobby: each tile plays, offers its free trial and toggles its favourite heart, in a grid
// or a carousel. The tile itself is the presentational GameTile of @mekong/ui.
import { useTranslation } from 'react-i18next';
import { GameTile as GameTileView, TileList, type TileListLayout } from '@mekong/ui';
import type { GameTile } from '@mekong/contracts';
import { useFavourites } from '../favourites/FavouritesProvider';
// From the context module, not the feature index: the index also exports popups that render GameTiles.
import { useLaunch } from '../launch/context';

export function GameCard({ game }: { game: GameTile }) {
  const { t } = useTranslation();
  const { playGame, tryGame } = useLaunch();
  const { ids, setFavourite } = useFavourites();
  const name = game.displayName;
  const favourite = ids.has(game.nodeId);
  return (
    <GameTileView
      name={name}
      imageUrl={game.iconUrl}
      hot={game.isHot === 1}
      favourite={favourite}
      // Requirements §2 Tiles: the free-trial button shows when supportPlay is 0.
      trial={game.supportPlay === 0}
      labels={{
        play: t('play_game', { name }),
        trial: t('free_trial'),
        trialName: t('try_game', { name }),
        hot: t('hot_badge'),
        favourite: t(favourite ? 'favourite_remove' : 'favourite_add', { name }),
      }}
      onPlay={() => playGame(game)}
      onTrial={() => tryGame(game)}
      // The tile asks for the opposite of what it shows, so a click on a stale heart is ignored, not reversed.
      onFavouriteToggle={() => setFavourite(game, !favourite)}
    />
  );
}

export interface GameTilesProps {
  games: readonly GameTile[];
  /** The list's title: its accessible name, and part of a carousel's scroll button names. */
  title: string;
  layout?: TileListLayout;
}

export function GameTiles({ games, title, layout = 'grid' }: GameTilesProps) {
  const { t } = useTranslation();
  return (
    <TileList
      items={games}
      itemKey={(game) => game.nodeId}
      renderItem={(game) => <GameCard game={game} />}
      layout={layout}
      label={title}
      scrollLabels={{ previous: t('scroll_previous', { title }), next: t('scroll_next', { title }) }}
    />
  );
}
