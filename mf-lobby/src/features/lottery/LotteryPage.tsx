// The lottery pages /lottery, /seaLottery and /vnLottery (requirements §2: game layout, login required, query gameCode):
// the menus by area, the selected game with its next-draw countdown and Play button, its opened draws, and the
// latest results of every game.
import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageFrame, theme } from '@mekong/ui';
import { lotteryEndpoints, type LottoAreaMenu, type LottoGame } from '@mekong/contracts/lottery';
import { LoginRequired, NoData, QueryContent, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { useGameMenus } from '../game-menus/useGameMenus';
import { useLaunch } from '../launch';
import { AreaMenu } from './AreaMenu';
import { Countdown } from './Countdown';
import { DrawResults } from './DrawResults';
import { drawTime } from './format';
import { RecentResults } from './RecentResults';
import { lotterySetup, selectedGame, type LotteryKind, type LotterySetup } from './setup';
import { panel, panelTitle } from './styles';

const layout = css`
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr);
  /* The menu spans both rows of the right column; the second row takes what the menu adds, so the game stays compact. */
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'menu game'
    'menu draws'
    'latest latest';
  align-items: start;
  gap: ${theme.spacing(4)};
  ${theme.mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'game' 'menu' 'draws' 'latest';
    gap: ${theme.spacing(3)};
  }
`;

const facts = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.spacing(3)};
  margin: 0;
  & dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
  & dd {
    margin: ${theme.spacing(1)} 0 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  ${theme.mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const clock = css`
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xl};
  font-family: ${theme.fonts.mono};
`;

const gameHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
`;

function SelectedGame({ game, setup }: { game: LottoGame; setup: LotterySetup }) {
  const { t } = useTranslation();
  const { playVendor } = useLaunch();
  const titleId = useId();
  const { vendor } = setup;
  return (
    <section css={[panel, { gridArea: 'game' }]} aria-labelledby={titleId}>
      <div css={gameHead}>
        <h2 id={titleId} css={panelTitle}>
          {game.gameName}
        </h2>
        {vendor && <Button onClick={() => playVendor(vendor)}>{t('lottery_play', { name: vendor.displayName })}</Button>}
      </div>
      <dl css={facts}>
        <div>
          <dt>{t('lottery_draw_in')}</dt>
          <dd>
            <Countdown to={game.nextDrawTime} css={clock} />
          </dd>
        </div>
        <div>
          <dt>{t('lottery_next_draw')}</dt>
          <dd>{drawTime(game.nextDrawTime)}</dd>
        </div>
        <div>
          <dt>{t('lottery_closes')}</dt>
          <dd>{drawTime(game.nextDrawTime, game.closeMinutesBefore)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A draw opens a moment after its time: reload then, but never sooner than a few seconds from now. */
const RELOAD_AFTER_DRAW_MS = 5000;

function useReloadAt(time: string | null, reload: () => void) {
  // The query's reload is a new function on every render: the latest is kept aside, and the time alone sets the timer.
  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  });
  useEffect(() => {
    if (time === null) return;
    const timer = window.setTimeout(() => latestReload.current(), Math.max(Date.parse(time) - Date.now(), 0) + RELOAD_AFTER_DRAW_MS);
    return () => window.clearTimeout(timer);
  }, [time]);
}

function Lottery({ setup }: { setup: LotterySetup }) {
  const { route, navigate } = useRemoteProps();
  const areas = useApiQuery(lotteryEndpoints.vnMenu, (language) => ({ prizeMode: setup.prizeMode, device: 'WEB' as const, language }));
  // Picking a game keeps the routed gameCode (often the vendor's code) and adds the game's own code.
  const pick = (gameCode: string) =>
    navigate(`${route.path}?${new URLSearchParams({ ...route.query, lottoGameCode: gameCode })}`, { replace: true });
  const games = areas.data?.flatMap((area) => area.games) ?? [];
  // Once the soonest draw has passed the menus (next draw times) are loaded again, and with them the results below.
  const soonestDraw = games.reduce<string | null>(
    (soonest, g) => (soonest === null || g.nextDrawTime < soonest ? g.nextDrawTime : soonest),
    null,
  );
  useReloadAt(soonestDraw, areas.refetch);
  const content = (menus: readonly LottoAreaMenu[]) => {
    const game = selectedGame(menus, route.query.gameCode, route.query.lottoGameCode);
    if (!game) return <NoData />;
    const inMenu = (gameCode: string) => games.some((g) => g.gameCode === gameCode);
    return (
      <div css={layout}>
        <SelectedGame game={game} setup={setup} />
        <div css={{ gridArea: 'menu' }}>
          <AreaMenu key={game.gameCode} areas={menus} selected={game} onSelect={(g) => pick(g.gameCode)} />
        </div>
        <div css={{ gridArea: 'draws' }}>
          <DrawResults key={game.gameCode} game={game} />
        </div>
        <div css={{ gridArea: 'latest' }}>
          <RecentResults prizeMode={setup.prizeMode} isInMenu={inMenu} onPick={pick} />
        </div>
      </div>
    );
  };
  return <QueryContent query={areas}>{content}</QueryContent>;
}

export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const session = useSession();
  const menus = useGameMenus();
  return (
    <PageFrame title={t(`page_${kind}`)}>
      {/* The shell's route guard sends visitors to /login; this covers the standalone host and a session that ends here. */}
      {session.isLogin ? (
        <QueryContent query={menus}>{(data) => <Lottery setup={lotterySetup(kind, data, route.query.gameCode)} />}</QueryContent>
      ) : (
        <LoginRequired />
      )}
    </PageFrame>
  );
}
