// The lottery pages (/lottery, /seaLottery, /vnLottery; login required) and /seamless: the game of the gameCode query.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, PageFrame, theme } from '@mekong/ui';
import { useRemoteProps, useSession, LoginRequired, NoData } from '@mekong/ui/remote';

export type GamePageKind = 'lottery' | 'seaLottery' | 'vnLottery' | 'seamless';

const codeLine = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-family: ${theme.fonts.mono};
`;

function GameArea({ gameCode }: { gameCode: string | undefined }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  if (!gameCode) {
    return (
      <NoData message={t('no_game_code')}>
        <Button variant="secondary" onClick={() => navigate('/')}>
          {t('back_to_lobby')}
        </Button>
      </NoData>
    );
  }
  return (
    <>
      <p css={codeLine}>{t('game_code', { code: gameCode })}</p>
      <NoData />
    </>
  );
}

export function GamePage({ kind }: { kind: GamePageKind }) {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const session = useSession();
  const needsLogin = kind !== 'seamless' && !session.isLogin;
  return <PageFrame title={t(`page_${kind}`)}>{needsLogin ? <LoginRequired /> : <GameArea gameCode={route.query.gameCode} />}</PageFrame>;
}
