// /seamless (requirements §2: game layout, no footer, no side menu): the game its query names, started in the page itself.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSlot, PageFrame, theme } from '@mekong/ui';
import { gamesEndpoints, type LaunchGame } from '@mekong/contracts';
import { LoginRequired, NoData, QueryContent, TrialAccountWarning, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { GameFrame, HotGamesRecommendation, failureText, openGameWindow, stepForFailure } from '../launch';
import { seamlessLaunch, type SeamlessLaunch } from './seamless';

const stage = css`
  display: flex;
  flex-direction: column;
  height: max(480px, calc(100vh - 180px));
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${theme.mq.mobile} {
    height: calc(100dvh - 120px);
    margin: 0 calc(-1 * ${theme.spacing(3)});
    border-radius: 0;
    border-width: 1px 0;
  }
`;

/** A game that must run in its own window: opened from a click, which browsers allow, or reported blocked. */
function WindowGame({ game }: { game: LaunchGame }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  return (
    <NoData message={t('game_opens_in_window')}>
      {blocked && <p role="alert">{t('popup_blocked')}</p>}
      <Button onClick={() => setBlocked(openGameWindow(game.url) === null)}>{t('open_game_window')}</Button>
    </NoData>
  );
}

function SeamlessGame({ launch }: { launch: SeamlessLaunch }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const session = useSession();
  // A new session (log in, log out) starts the game again under that account.
  const game = useApiQuery(gamesEndpoints.launch, (language) => ({ ...launch.target, mode: launch.mode, language }), session.token);
  if (game.status === 'error') {
    // Before an answer there is no game name: the vendor's code, or 'Game', names it in the messages.
    const title = launch.vassalage || t('page_seamless');
    const step = stepForFailure(game.error, { target: launch.target, mode: launch.mode, vassalage: launch.vassalage, title });
    return (
      <PageFrame title={t('page_seamless')}>
        {step.kind === 'login' ? (
          <LoginRequired />
        ) : step.kind === 'trial' ? (
          <TrialAccountWarning />
        ) : step.kind === 'maintenance' ? (
          <HotGamesRecommendation vassalage={step.vassalage} title={step.title} />
        ) : step.kind === 'failed' ? (
          <ErrorSlot
            title={t('launch_failed_title', { name: title })}
            message={failureText(step.reason, t)}
            actionLabel={t('try_again')}
            onAction={game.refetch}
          />
        ) : null}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={game.data?.gameName ?? t('page_seamless')}>
      <QueryContent query={game}>
        {(started) =>
          started.target === 'IFRAME' ? (
            <div css={stage}>
              <GameFrame game={started} onStop={() => navigate('/')} />
            </div>
          ) : (
            <WindowGame game={started} />
          )
        }
      </QueryContent>
    </PageFrame>
  );
}

export function SeamlessPage() {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const session = useSession();
  const launch = seamlessLaunch(route.query);
  if (!launch) {
    return (
      <PageFrame title={t('page_seamless')}>
        <NoData message={t('no_game_code')}>
          <Button variant="secondary" onClick={() => navigate('/')}>
            {t('back_to_lobby')}
          </Button>
        </NoData>
      </PageFrame>
    );
  }
  // Real play needs a real account (requirements §5); a free trial is open to everyone.
  if (launch.mode === 'REAL' && !session.isLogin) {
    return (
      <PageFrame title={t('page_seamless')}>
        <LoginRequired />
      </PageFrame>
    );
  }
  if (launch.mode === 'REAL' && session.isTrial) {
    return (
      <PageFrame title={t('page_seamless')}>
        <TrialAccountWarning />
      </PageFrame>
    );
  }
  return <SeamlessGame launch={launch} />;
}
