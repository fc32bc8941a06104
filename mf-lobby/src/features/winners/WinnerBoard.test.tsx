// The winner board: a heading and a table of the wins in the server's order, masked accounts, kip amounts from
// minor units, the game type and size it asks for, and its empty and error states.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type FetchLike, type RemoteProps } from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { NAMESPACE, translations } from '../../i18n/translations';
import { WinnerBoard } from './WinnerBoard';

const entry = (account: string, winAmount: number, gameName: string) => ({
  account,
  winAmount,
  nodeId: `n-${account}`,
  gameName,
  vassalage: 'PG',
  gameType: 'RNG',
  winTime: '2026-11-22T10:00:00Z',
});

function renderBoard(answer: () => unknown, gameCategory?: 'LIVE') {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    return { status: 200, json: async () => answer() };
  };
  const { props } = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace: NAMESPACE, translations });
  const remoteProps: RemoteProps = { ...props, route: { path: '/', query: {}, hash: '', page: null }, navigate: () => undefined };
  render(
    <RemotePropsContext.Provider value={remoteProps}>
      <I18nextProvider i18n={props.i18n} defaultNS={NAMESPACE}>
        <MekongThemeProvider withGlobalStyles={false}>
          <WinnerBoard gameCategory={gameCategory} />
        </MekongThemeProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  return urls;
}

test('lists the wins as sent, with masked accounts, game names and kip amounts', async () => {
  const urls = renderBoard(
    () => ({
      success: true,
      message: 'ok',
      value: { list: [entry('de***r', 123456789, 'Jade Fortune'), entry('ab***z', 5, 'Lucky Koi')] },
    }),
    'LIVE',
  );
  const board = screen.getByRole('region', { name: 'Winners' });
  const table = await within(board).findByRole('table', { name: 'Winners' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual(['No.PlayerGameWin', '1de***rJade Fortune₭1,234,567.89', '2ab***zLucky Koi₭0.05']);
  expect(urls).toEqual(['/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&language=EN&limitNum=20']);
});

test('no wins show the no-data state', async () => {
  renderBoard(() => ({ success: true, message: 'ok', value: { list: [] } }));
  expect(await screen.findByText('No data')).toBeTruthy();
});

test('a failed call offers a retry', async () => {
  renderBoard(() => ({ success: false, message: 'down', value: null, code: 'internal' }));
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
});
