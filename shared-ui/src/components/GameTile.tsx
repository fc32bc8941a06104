// A game tile (requirements §2 'Tiles'): icon (lazy, with a default icon when it fails), hot badge, play button, free-trial
// button, name and favourite heart. Presentational: the caller decides what play, trial and the heart do.
import { css } from '@emotion/react';
import { useState } from 'react';
import { theme } from '../theme/theme';

export interface GameTileLabels {
  /** Accessible name of the play button, e.g. 'Play Fortune Dragon'. */
  play: string;
  /** Visible text of the free-trial button, e.g. 'Free trial'. */
  trial: string;
  /** Accessible name of the free-trial button; starts with the visible text, e.g. 'Free trial Fortune Dragon'. */
  trialName: string;
  /** Text of the hot badge. */
  hot: string;
  /** Accessible name of the heart in its current state, e.g. 'Add Fortune Dragon to favourites'. */
  favourite: string;
}

export interface GameTileProps {
  name: string;
  imageUrl: string;
  hot: boolean;
  favourite: boolean;
  /** Shows the free-trial button (the caller applies the spec's rule: supportPlay 0). */
  trial: boolean;
  labels: GameTileLabels;
  onPlay: () => void;
  onTrial: () => void;
  onFavouriteToggle: () => void;
}

// One style for the whole tile, its parts picked by class: a page holds a hundred tiles, and a css prop on every part
// would cost each tile ten more components to render (the css prop wraps its element in two).
const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  min-width: 0;
  height: 100%;

  & .gt-picture {
    position: relative;
    aspect-ratio: 1;
    border-radius: ${theme.radii.lg};
    overflow: hidden;
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
    transition:
      border-color 120ms ease,
      transform 120ms ease;
    &:hover,
    &:focus-within {
      border-color: ${theme.colors.primary};
    }
    @media (hover: hover) {
      &:hover {
        transform: translateY(-2px);
      }
    }
  }

  /* The whole picture is the play button, so the largest target starts the game. */
  & .gt-play {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: none;
    background: none;
    cursor: pointer;
    & img,
    & > svg:first-of-type {
      display: block;
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.primary};
      outline-offset: -2px;
    }
  }

  & .gt-play-badge {
    position: absolute;
    right: ${theme.spacing(2)};
    bottom: ${theme.spacing(2)};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    pointer-events: none;
    & svg {
      width: 12px;
      height: 12px;
      margin-left: 2px;
    }
    ${theme.mq.mobile} {
      width: 26px;
      height: 26px;
      & svg {
        width: 10px;
        height: 10px;
      }
    }
  }

  & .gt-hot {
    position: absolute;
    top: ${theme.spacing(2)};
    left: ${theme.spacing(2)};
    padding: 2px ${theme.spacing(2)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.dangerFill};
    color: ${theme.colors.onDanger};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    line-height: 1.5;
    pointer-events: none;
  }

  & .gt-heart {
    position: absolute;
    top: ${theme.spacing(1)};
    right: ${theme.spacing(1)};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: rgba(16, 14, 11, 0.55);
    color: ${theme.colors.text};
    cursor: pointer;
    & svg {
      width: 20px;
      height: 20px;
    }
    &[aria-pressed='true'] {
      color: ${theme.colors.danger};
    }
    &:hover {
      background: rgba(16, 14, 11, 0.8);
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.primary};
    }
    ${theme.mq.mobile} {
      width: 32px;
      height: 32px;
      & svg {
        width: 18px;
        height: 18px;
      }
    }
  }

  & .gt-caption {
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing(1)};
    min-width: 0;
  }

  & .gt-name {
    margin: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    min-height: 2.6em;
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  & .gt-trial {
    align-self: flex-start;
    padding: 2px ${theme.spacing(3)};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.6;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
    }
  }
`;

// A placeholder keeps every part's box (the same rules above size it) and shows none of its controls.
const placeholderTile = css`
  ${tile};
  & .gt-picture:hover {
    border-color: ${theme.colors.border};
    transform: none;
  }
  & .gt-trial {
    visibility: hidden;
  }
`;

/** Shown instead of a game icon that failed to load (requirements §8: image failure falls back to a default game icon). */
/** The width and height game icons are drawn at (square); the tile scales them to its column. */
const ICON_SIZE = 240;

function DefaultGameIcon() {
  return (
    <svg viewBox="0 0 120 120" role="none" aria-hidden="true" focusable="false" data-testid="default-game-icon">
      <rect width="120" height="120" fill={theme.colors.surfaceRaised} />
      <rect x="30" y="34" width="60" height="52" rx="10" fill={theme.colors.surface} stroke={theme.colors.primary} strokeWidth="3" />
      <circle cx="46" cy="50" r="5" fill={theme.colors.primary} />
      <circle cx="74" cy="70" r="5" fill={theme.colors.primary} />
      <circle cx="60" cy="60" r="5" fill={theme.colors.primary} />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.5 3.5 4.2 6.7-1.9 4.7-9.4 9.3-9.4 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function GameTile({ name, imageUrl, hot, favourite, trial, labels, onPlay, onTrial, onFavouriteToggle }: GameTileProps) {
  // Keyed by URL: a new image (e.g. after a language change) gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div css={tile}>
      <div className="gt-picture">
        <button type="button" className="gt-play" aria-label={labels.play} onClick={onPlay}>
          {failedUrl === imageUrl ? (
            <DefaultGameIcon />
          ) : (
            // Its intrinsic size (game icons are square) for the browser's layout before the image comes; lazy, as most
            // tiles of a page are out of view.
            <img
              src={imageUrl}
              alt=""
              width={ICON_SIZE}
              height={ICON_SIZE}
              loading="lazy"
              decoding="async"
              onError={() => setFailedUrl(imageUrl)}
            />
          )}
        </button>
        <span className="gt-play-badge" aria-hidden="true">
          <svg viewBox="0 0 10 12" focusable="false">
            <path d="M0 0l10 6-10 6z" fill="currentColor" />
          </svg>
        </span>
        {hot && <span className="gt-hot">{labels.hot}</span>}
        <button
          type="button"
          className="gt-heart"
          aria-pressed={favourite}
          aria-label={labels.favourite}
          title={labels.favourite}
          onClick={onFavouriteToggle}
        >
          <HeartIcon filled={favourite} />
        </button>
      </div>
      <div className="gt-caption">
        <p className="gt-name" title={name}>
          {name}
        </p>
        {trial && (
          <button type="button" className="gt-trial" aria-label={labels.trialName} onClick={onTrial}>
            {labels.trial}
          </button>
        )}
      </div>
    </div>
  );
}

export interface GameTilePlaceholderProps {
  /** The game's name, shown where the tile shows it (so the list still reads as its games). */
  name: string;
  /** Keeps the free-trial button's line, as the tile will have it. */
  trial: boolean;
}

/**
 * What stands in a tile's place until it is near the screen: the same boxes, so the tile takes exactly its place when
 * it comes (no layout shift), with the game's name and none of the tile's image, buttons or icons.
 */
export function GameTilePlaceholder({ name, trial }: GameTilePlaceholderProps) {
  return (
    <div css={placeholderTile}>
      <div className="gt-picture" />
      <div className="gt-caption">
        <p className="gt-name">{name}</p>
        {trial && (
          <span className="gt-trial" aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
      </div>
    </div>
  );
}
