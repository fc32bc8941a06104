// A launched game in place: the game page in an iframe named by the game, under a 'Free play' mark in DEMO mode.
// It fills its container (a flex column); the game popup and the seamless page give it their sizes. A REAL game
// carries the reality check (issue 20).
import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import type { LaunchGame } from '@mekong/contracts';

/**
 * The reality check (issue 20) loads with the first real-money game, not with the home page: its calls' schemas
 * would otherwise bring zod into the lobby's first load.
 */
const RealityCheck = lazy(() => import('../reality-check/RealityCheck').then((m) => ({ default: m.RealityCheck })));

const wrap = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  background: #000;
`;

const bar = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: ${theme.spacing(1)} ${theme.spacing(3)};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  /* On a phone the badge alone says it: the note would take a second line from the game. */
  ${theme.mq.mobile} {
    & > span + span {
      display: none;
    }
  }
`;

const badge = css`
  flex: 0 0 auto;
  padding: 2px ${theme.spacing(2)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.success};
  color: #fff;
  font-weight: 700;
`;

const frame = css`
  display: block;
  flex: 1;
  width: 100%;
  min-height: 0;
  border: 0;
`;

/** `onStop`: the reality check's Stop (a REAL game only): close the game and go to the lobby. */
export function GameFrame({ game, onStop }: { game: LaunchGame; onStop: () => void }) {
  const { t } = useTranslation();
  return (
    <div css={wrap}>
      {game.mode === 'DEMO' && (
        <p css={bar}>
          <span css={badge}>{t('free_play')}</span>
          <span>{t('free_play_note')}</span>
        </p>
      )}
      <iframe css={frame} src={game.url} title={game.gameName} allow="autoplay; fullscreen" />
      {game.mode === 'REAL' && (
        <Suspense fallback={null}>
          <RealityCheck onStop={onStop} />
        </Suspense>
      )}
    </div>
  );
}
