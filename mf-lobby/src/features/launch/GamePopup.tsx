// The game iframe popup: a dialog named by the game around its frame, large on desktop and the whole screen on
// mobile. While the launch call runs it shows a spinner under the same name.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Dialog, Spinner, theme } from '@mekong/ui';
import { useRemoteProps } from '@mekong/ui/remote';
import type { LaunchGame } from '@mekong/contracts';
import { GameFrame } from './GameFrame';

// The dialog's header is 57px high and its panel keeps 32px from the viewport on desktop; the stage takes the rest,
// its negative margins undoing the dialog body's padding so the game runs edge to edge.
const HEADER = '57px';
const PANEL_GAP = '32px';

const stage = css`
  display: flex;
  flex-direction: column;
  margin: calc(-1 * ${theme.spacing(5)});
  height: min(calc(100vh - ${PANEL_GAP} - ${HEADER}), 860px);
  ${theme.mq.mobile} {
    height: calc(100dvh - ${HEADER});
  }
`;

const waiting = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(3)};
  color: ${theme.colors.muted};
`;

export function GamePopup({ title, game, onClose }: { title: string; game: LaunchGame | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  return (
    <Dialog open title={game?.gameName ?? title} onClose={onClose} closeLabel={t('close_game')} width={1280}>
      <div css={stage}>
        {game ? (
          <GameFrame
            game={game}
            onStop={() => {
              onClose();
              navigate('/');
            }}
          />
        ) : (
          <div css={waiting}>
            <Spinner label={t('game_starting')} />
            <p aria-hidden="true">{t('game_starting')}</p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
