// Vendor tiles (requirements §2 'Tiles'): image and name, and a play button unless the vendor is a slot (RNG) vendor.
import { css } from '@emotion/react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme, useDeferredList } from '@mekong/ui';
import type { Vendor } from '@mekong/contracts';
import { useLaunch } from '../launch';

const list = {
  row: css`
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 168px;
    gap: ${theme.spacing(3)};
    overflow-x: auto;
    padding-bottom: ${theme.spacing(2)};
    scroll-snap-type: x proximity;
    ${theme.mq.mobile} {
      grid-auto-columns: 132px;
    }
  `,
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${theme.spacing(4)};
    ${theme.mq.mobile} {
      grid-template-columns: repeat(2, 1fr);
      gap: ${theme.spacing(3)};
    }
  `,
};

// The tiles' styles live on the list, their parts picked by class: one styled element per row instead of four per tile.
const tiles = css`
  margin: 0;
  padding: 0;
  list-style: none;

  & .vt-tile {
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    padding: 0;
    overflow: hidden;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-align: left;
    scroll-snap-align: start;
  }
  & button.vt-tile {
    cursor: pointer;
    transition:
      border-color 120ms ease,
      transform 120ms ease;
    &:hover {
      border-color: ${theme.colors.primary};
      transform: translateY(-2px);
    }
  }

  & .vt-picture {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    /* Vendor logos are landscape (200 × 80); contain keeps a logo of another shape whole. */
    aspect-ratio: 5 / 2;
    background: radial-gradient(circle at 50% 35%, ${theme.colors.surfaceRaised}, ${theme.colors.bg});
    & img {
      width: 100%;
      height: 100%;
      object-fit: contain;
    }
  }

  & .vt-fallback {
    font-size: 32px;
    font-weight: 700;
    color: ${theme.colors.primary};
  }

  & .vt-caption {
    display: flex;
    align-items: center;
    flex: 1;
    justify-content: space-between;
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.3;
    & > span:first-of-type {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
      min-height: 2.6em;
    }
  }

  /* A placeholder keeps the play badge's place without showing it. */
  & span.vt-tile .vt-play {
    visibility: hidden;
  }

  & .vt-play {
    display: inline-flex;
    flex: 0 0 auto;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    & svg {
      width: 10px;
      height: 10px;
      margin-left: 2px;
    }
  }
`;

const listCss = {
  row: css`
    ${tiles};
    ${list.row};
  `,
  grid: css`
    ${tiles};
    ${list.grid};
  `,
};

/** Vendor logos' drawn size (landscape), for the browser's layout before a logo comes. */
const LOGO_WIDTH = 200;
const LOGO_HEIGHT = 80;

function PlayIcon() {
  return (
    <span className="vt-play" aria-hidden="true">
      <svg viewBox="0 0 10 12" focusable="false">
        <path d="M0 0l10 6-10 6z" fill="currentColor" />
      </svg>
    </span>
  );
}

const isSlot = (vendor: Vendor) => vendor.gameType === 'RNG';

const VendorTile = memo(function VendorTile({ vendor, onOpen }: { vendor: Vendor; onOpen: (vendor: Vendor) => void }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const slot = isSlot(vendor);
  return (
    <button
      type="button"
      className="vt-tile"
      aria-label={slot ? vendor.displayName : t('play_vendor', { name: vendor.displayName })}
      onClick={() => onOpen(vendor)}
    >
      <span className="vt-picture">
        {imageFailed ? (
          // A broken logo falls back to the vendor's initial rather than the browser's broken-image icon.
          <span className="vt-fallback" aria-hidden="true">
            {vendor.displayName.slice(0, 1)}
          </span>
        ) : (
          <img src={vendor.logoUrl} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" onError={() => setImageFailed(true)} />
        )}
      </span>
      <span className="vt-caption">
        <span>{vendor.displayName}</span>
        {!slot && <PlayIcon />}
      </span>
    </button>
  );
});

/** A vendor tile's place until its row nears the screen: the same boxes with the vendor's name, nothing to press. */
function VendorTilePlaceholder({ vendor }: { vendor: Vendor }) {
  return (
    <span className="vt-tile">
      <span className="vt-picture" />
      <span className="vt-caption">
        <span>{vendor.displayName}</span>
        {!isSlot(vendor) && <span className="vt-play" aria-hidden="true" />}
      </span>
    </span>
  );
}

/** A row of vendors renders its tiles when it nears the screen (placeholders of their size until then); a grid at once. */
export function VendorTiles({ vendors, layout }: { vendors: readonly Vendor[]; layout: 'row' | 'grid' }) {
  const { openVendor } = useLaunch();
  const listRef = useRef<HTMLUListElement>(null);
  const { near, listProps } = useDeferredList(listRef, layout === 'row');
  return (
    <ul ref={listRef} css={listCss[layout]} {...listProps}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          {near ? <VendorTile vendor={vendor} onOpen={openVendor} /> : <VendorTilePlaceholder vendor={vendor} />}
        </li>
      ))}
    </ul>
  );
}
