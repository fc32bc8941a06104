// The launch context in a page: who may start what, the game popup, the popup-blocked notice, the maintenance
// recommendation of hot games, a vendor's game list, and the error dialog — against a fake API.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type BusMessage, type FetchLike, type GameTile, type RemoteProps, type Vendor } from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { NAMESPACE, translations } from '../../i18n/translations';
import { FavouritesProvider } from '../favourites/FavouritesProvider';
import { useLaunch } from './context';
import { LaunchProvider } from './LaunchProvider';
import type { OpenWindow } from './outcome';

const tile = (nodeId: string, name: string, vassalage = 'PG'): GameTile => ({
  nodeId,
  gameId: 1,
  vassalage,
  gameType: 'RNG',
  accountTypeName: vassalage,
  gameCode: nodeId,
  isGame: 'GAME',
  isHot: 1,
  supportPlay: 0,
  isNew: 0,
  displayName: name,
  gameName: name,
  iconUrl: '/i.svg',
  showIcon: '/i.svg',
});
const jade = tile('rng-pg-1', 'Jade Fortune');
const fishing: Vendor = {
  vassalage: 'JDB',
  displayName: 'JDB Fishing',
  gameType: 'FISH',
  isGame: 'VASSALAGE',
  logoUrl: '',
  sequence: 1,
  maintenance: false,
  launchTarget: 'IFRAME',
};

type Answer = { success: true; value: unknown } | { success: false; code: string; message: string };
const ok = (value: unknown): Answer => ({ success: true, value });

function setup({
  launch,
  account = 'visitor',
  openWindow = () => null,
}: {
  launch?: (body: Record<string, unknown>) => Answer;
  account?: 'visitor' | 'member' | 'trial';
  openWindow?: OpenWindow;
}) {
  const launches: Record<string, unknown>[] = [];
  const urls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    urls.push(url);
    const path = new URL(url, 'http://x').pathname;
    let answer: Answer = ok({ ids: [] });
    if (path === '/wps/game/launchGame') {
      const body = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
      launches.push(body);
      answer = launch
        ? launch(body)
        : ok({ url: '/provider/play/t1', target: 'IFRAME', mode: body.mode, nodeId: 'rng-pg-1', gameName: 'Jade Fortune' });
    } else if (path === '/wps/relay/GCSGAME_hotGamesV2') {
      answer = ok({ list: [tile('live-wm-1', 'WM Baccarat', 'WM'), tile('rng-pg-2', 'Lucky Koi'), tile('rng-jl-3', 'Super Ace', 'JL')] });
    } else if (path === '/wps/relay/GCSGAME_gameList') {
      answer = ok({
        games: [tile('fish-jdb-1', 'Dragon Fishing', 'JDB'), tile('fish-jdb-2', 'Ocean King', 'JDB')],
        totalPages: 1,
        pageNo: 1,
        total: 2,
      });
    }
    return { status: 200, json: async () => ({ message: 'ok', value: null, ...answer }) };
  };
  const standalone = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace: NAMESPACE, translations });
  if (account !== 'visitor')
    standalone.sessionStore.signIn('token-1', {
      id: '1',
      account: `demo_${account}`,
      nickname: account,
      type: account === 'trial' ? 4 : 0,
    });
  const events: BusMessage[] = [];
  standalone.props.bus.messages$.subscribe((message) => events.push(message));
  const props: RemoteProps = { ...standalone.props, route: { path: '/', query: {}, hash: '', page: null }, navigate: jest.fn() };

  let launcher: ReturnType<typeof useLaunch> | null = null;
  function Capture() {
    launcher = useLaunch();
    return null;
  }
  render(
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={NAMESPACE}>
        <MekongThemeProvider withGlobalStyles={false}>
          <FavouritesProvider>
            <LaunchProvider openWindow={openWindow}>
              <Capture />
            </LaunchProvider>
          </FavouritesProvider>
        </MekongThemeProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  const use = () => {
    if (!launcher) throw new Error('not rendered');
    return launcher;
  };
  return { use, launches, urls, events, props };
}

test('a visitor asking for real play gets the login popup and no launch', () => {
  const { use, launches, events } = setup({});
  act(() => use().playGame(jade));
  expect(events.map((e) => e.type)).toContain('auth/open-login');
  expect(launches).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a trial account asking for real play gets the in_need_true_account dialog and no launch', () => {
  const { use, launches, events } = setup({ account: 'trial' });
  act(() => use().playGame(jade));
  expect(events).toContainEqual({ type: 'dialog/show', payload: { messageKey: 'in_need_true_account', tone: 'warning' } });
  expect(launches).toHaveLength(0);
});

test('a free trial opens the game popup with the game in an iframe and the Free play mark; closing ends it', async () => {
  const { use, launches } = setup({});
  act(() => use().tryGame(jade));
  expect(launches).toEqual([{ nodeId: 'rng-pg-1', mode: 'DEMO', language: 'EN' }]);
  const popup = await screen.findByRole('dialog', { name: 'Jade Fortune' });
  const frame = await within(popup).findByTitle('Jade Fortune');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('/provider/play/t1');
  expect(within(popup).getByText('Free play')).toBeTruthy();
  act(() => within(popup).getByRole('button', { name: 'Close the game' }).click());
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('real play of a member has no Free play mark, and closing the game refreshes the balance', async () => {
  const { use, events } = setup({ account: 'member' });
  act(() => use().playGame(jade));
  const popup = await screen.findByRole('dialog', { name: 'Jade Fortune' });
  await within(popup).findByTitle('Jade Fortune');
  expect(within(popup).queryByText('Free play')).toBeNull();
  act(() => within(popup).getByRole('button', { name: 'Close the game' }).click());
  expect(events.map((e) => e.type)).toContain('balance/refresh');
});

test('a WINDOW game whose window is blocked says so, and a click opens it', async () => {
  const openWindow = jest.fn<Window | null, [string]>(() => null);
  const { use } = setup({
    account: 'member',
    openWindow,
    launch: () =>
      ok({ url: 'https://sports.example/lobby', target: 'WINDOW', mode: 'REAL', nodeId: 'sports-saba', gameName: 'SABA Sports' }),
  });
  act(() => use().playGame(jade));
  const notice = await screen.findByRole('dialog', { name: 'SABA Sports' });
  expect(within(notice).getByRole('alert').textContent).toBe('Popup blocked. Please allow popups and try again.');
  expect(openWindow).toHaveBeenCalledWith('https://sports.example/lobby');
  openWindow.mockReturnValue({} as Window);
  act(() => within(notice).getByRole('button', { name: 'Open the game' }).click());
  expect(openWindow).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a game under maintenance recommends hot games of other vendors, playable from the dialog', async () => {
  let calls = 0;
  const { use, launches } = setup({
    launch: (body) =>
      calls++ === 0
        ? { success: false, code: 'game-maintenance', message: 'WM Baccarat is under maintenance' }
        : ok({ url: '/provider/play/t2', target: 'IFRAME', mode: body.mode, nodeId: 'rng-pg-2', gameName: 'Lucky Koi' }),
  });
  act(() => use().tryGame(tile('live-wm-9', 'WM Roulette', 'WM')));
  const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'WM Roulette is under maintenance right now. Why not try one of these hot games instead?',
  );
  await within(dialog).findByRole('button', { name: 'Play Lucky Koi' });
  expect(within(dialog).queryByRole('button', { name: 'Play WM Baccarat' })).toBeNull();
  act(() => within(dialog).getByRole('button', { name: 'Free trial of Lucky Koi' }).click());
  await screen.findByRole('dialog', { name: 'Lucky Koi' });
  expect(launches[1]).toEqual({ nodeId: 'rng-pg-2', mode: 'DEMO', language: 'EN' });
});

test('a VASSALAGE vendor opens the popup list of its games', async () => {
  const { use, urls } = setup({});
  act(() => use().openVendor(fishing));
  const list = await screen.findByRole('dialog', { name: 'JDB Fishing' });
  await within(list).findByRole('button', { name: 'Play Dragon Fishing' });
  expect(within(list).getByRole('button', { name: 'Play Ocean King' })).toBeTruthy();
  expect(
    urls.some((url) => url.startsWith('/wps/relay/GCSGAME_gameList?') && url.includes('gameType=FISH') && url.includes('vassalage=JDB')),
  ).toBe(true);
});

test('a failed launch shows an error dialog whose Try again launches again', async () => {
  let calls = 0;
  const { use, launches } = setup({
    launch: (body) =>
      calls++ === 0
        ? { success: false, code: 'internal', message: 'The game server did not answer' }
        : ok({ url: '/provider/play/t3', target: 'IFRAME', mode: body.mode, nodeId: 'rng-pg-1', gameName: 'Jade Fortune' }),
  });
  act(() => use().tryGame(jade));
  const error = await screen.findByRole('dialog', { name: 'Could not start Jade Fortune' });
  expect(within(error).getByRole('alert').textContent).toBe('The game server did not answer');
  act(() => within(error).getByRole('button', { name: 'Try again' }).click());
  await waitFor(() => expect(launches).toHaveLength(2));
  await screen.findByTitle('Jade Fortune');
});
