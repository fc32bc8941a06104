// Lobby game tiles: play and free trial go to the launch context, the free trial only for supportPlay 0, and every
// tile of a game agrees on its heart through the favourites store; a visitor's heart asks for login.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type BusMessage, type FetchLike, type GameTile, type RemoteProps } from '@mekong/contracts';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { NAMESPACE, translations } from '../../i18n/translations';
import { FavouritesProvider } from '../favourites/FavouritesProvider';
import { LaunchContext, type Launch } from '../launch/context';
import { GameTiles } from './GameTiles';

const tile = (nodeId: string, name: string, supportPlay: 0 | 1): GameTile => ({
  nodeId,
  gameId: 1,
  vassalage: 'PG',
  gameType: 'RNG',
  accountTypeName: 'PG',
  gameCode: nodeId,
  isGame: 'GAME',
  isHot: 0,
  supportPlay,
  isNew: 0,
  displayName: name,
  gameName: name,
  iconUrl: `/static/games/${nodeId}.svg`,
  showIcon: `/static/games/${nodeId}.svg`,
});
const dragon = tile('rng-pg-1', 'Fortune Dragon', 0);
const koi = tile('rng-pg-2', 'Lucky Koi', 1);

function setup(account: 'visitor' | 'member') {
  const sent: { method: string; url: string; body?: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ method: init.method, url, body: init.body });
    const ids = init.method === 'POST' ? [dragon.nodeId] : [];
    return { status: 200, json: async () => ({ success: true, message: 'ok', value: { ids } }) };
  };
  const standalone = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace: NAMESPACE, translations });
  if (account === 'member') standalone.sessionStore.signIn('token-1', { id: '1', account: 'demo_member', nickname: 'member', type: 0 });
  const events: BusMessage[] = [];
  standalone.props.bus.messages$.subscribe((message) => events.push(message));
  const props: RemoteProps = { ...standalone.props, route: { path: '/', query: {}, hash: '', page: null }, navigate: jest.fn() };
  const launch: Launch = { playGame: jest.fn(), tryGame: jest.fn(), openVendor: jest.fn(), playVendor: jest.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={NAMESPACE}>
        <LaunchContext.Provider value={launch}>
          <FavouritesProvider>
            {/* The same game in two lists, as home shows it in hot games and a lane. */}
            <GameTiles games={[dragon, koi]} title="Hot games" layout="row" />
            <GameTiles games={[dragon]} title="New games" />
          </FavouritesProvider>
        </LaunchContext.Provider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  return { sent, events, launch };
}

test('play and free trial start the game through the launch context; free trial only where supportPlay is 0', () => {
  const { launch } = setup('visitor');
  fireEvent.click(screen.getAllByRole('button', { name: 'Play Fortune Dragon' })[0] as HTMLElement);
  fireEvent.click(screen.getAllByRole('button', { name: /^Free trial.*Fortune Dragon/ })[0] as HTMLElement);
  expect(launch.playGame).toHaveBeenCalledWith(dragon);
  expect(launch.tryGame).toHaveBeenCalledWith(dragon);
  expect(screen.getByRole('button', { name: 'Play Lucky Koi' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Free trial.*Lucky Koi/ })).toBeNull();
});

test("a visitor's heart opens the login popup and stays empty", () => {
  const { events, sent } = setup('visitor');
  const [heart] = screen.getAllByRole('button', { name: 'Add Fortune Dragon to favourites' });
  fireEvent.click(heart as HTMLElement);
  expect(events.map((event) => event.type)).toEqual(['auth/open-login']);
  expect(heart?.getAttribute('aria-pressed')).toBe('false');
  expect(sent).toEqual([]);
});

test("a member's heart fills every tile of that game at once and sends the favourite", async () => {
  const { sent } = setup('member');
  await waitFor(() => expect(sent.map((call) => call.url)).toEqual(['/lgw/games/favourites/ids']));
  await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Add Fortune Dragon to favourites' })[1] as HTMLElement));
  const hearts = screen.getAllByRole('button', { name: 'Remove Fortune Dragon from favourites' });
  expect(hearts).toHaveLength(2);
  for (const heart of hearts) expect(heart.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Add Lucky Koi to favourites' }).getAttribute('aria-pressed')).toBe('false');
  expect(sent[1]).toMatchObject({ method: 'POST', url: '/lgw/games/favourites' });
  expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ nodeId: dragon.nodeId, vendor: 'PG', gameType: 'RNG' });
});
