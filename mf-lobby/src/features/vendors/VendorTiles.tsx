// Vendor tiles (requirements §2 'Tiles'): image and name, and a play button unless the vendor is a slot (RNG) vendor.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
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

const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
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
  cursor: pointer;
  scroll-snap-align: start;
  transition:
    border-color 120ms ease,
    transform 120ms ease;
  &:hover {
    border-color: ${theme.colors.primary};
    transform: translateY(-2px);
  }
`;

const picture = css`
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
`;

const fallback = css`
  font-size: 32px;
  font-weight: 700;
  color: ${theme.colors.primary};
`;

const caption = css`
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
`;

const play = css`
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
`;

function PlayIcon() {
  return (
    <span css={play} aria-hidden="true">
      <svg viewBox="0 0 10 12" focusable="false">
        <path d="M0 0l10 6-10 6z" fill="currentColor" />
      </svg>
    </span>
  );
}

function VendorTile({ vendor, onOpen }: { vendor: Vendor; onOpen: (vendor: Vendor) => void }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const isSlot = vendor.gameType === 'RNG';
  return (
    <button
      type="button"
      css={tile}
      aria-label={isSlot ? vendor.displayName : t('play_vendor', { name: vendor.displayName })}
      onClick={() => onOpen(vendor)}
    >
      <span css={picture}>
        {imageFailed ? (
          // A broken logo falls back to the vendor's initial rather than the browser's broken-image icon.
          <span css={fallback} aria-hidden="true">
            {vendor.displayName.slice(0, 1)}
          </span>
        ) : (
          <img src={vendor.logoUrl} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        )}
      </span>
      <span css={caption}>
        <span>{vendor.displayName}</span>
        {!isSlot && <PlayIcon />}
      </span>
    </button>
  );
}

export function VendorTiles({ vendors, layout }: { vendors: readonly Vendor[]; layout: 'row' | 'grid' }) {
  const { openVendor } = useLaunch();
  return (
    <ul css={[listReset, list[layout]]}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorTile vendor={vendor} onOpen={openVendor} />
        </li>
      ))}
    </ul>
  );
}
