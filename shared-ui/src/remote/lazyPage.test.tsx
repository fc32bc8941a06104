// lazyPage: a page from its own chunk shows the loading state, then the page; a chunk that failed to load shows the
// retry state, and Try again fetches it again; a page that crashes is not taken for a failed chunk.
import { fireEvent, render, screen } from '@testing-library/react';

import { Component, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MekongThemeProvider } from '../theme/MekongThemeProvider';
import { lazyPage } from './lazyPage';
import { createStandaloneI18n } from './standalone/props';

const i18n = createStandaloneI18n('EN', 'mf_test', { LO: {}, EN: {}, CN: {} });
const inEnglish = (ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MekongThemeProvider withGlobalStyles={false}>{ui}</MekongThemeProvider>
    </I18nextProvider>,
  );

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function WalletPage({ owner }: { owner: string }) {
  return <h2>Wallet of {owner}</h2>;
}

class CrashCatcher extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>The remote crashed</p> : this.props.children;
  }
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('shows the loading state, then the page with its props; drawn at once when shown again', async () => {
  const load = jest.fn(async () => WalletPage);
  const Page = lazyPage(load);
  const first = inEnglish(<Page owner="Noy" />);
  expect(screen.getByRole('status').textContent).toContain('Loading');
  await screen.findByRole('heading', { name: 'Wallet of Noy' });
  first.unmount();

  inEnglish(<Page owner="Kham" />);
  screen.getByRole('heading', { name: 'Wallet of Kham' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that failed to load shows the retry state; Try again fetches it again', async () => {
  const load = jest.fn<Promise<typeof WalletPage>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue(WalletPage);
  const Page = lazyPage(load);
  inEnglish(<Page owner="Noy" />);
  await screen.findByText('Could not load');

  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('heading', { name: 'Wallet of Noy' });
  expect(load).toHaveBeenCalledTimes(2);
});

test("a page's own crash goes on to the remote's boundary, not the retry state", async () => {
  function Broken(): ReactNode {
    throw new Error('bug in the page');
  }
  const Page = lazyPage(async () => Broken);
  inEnglish(
    <CrashCatcher>
      <Page />
    </CrashCatcher>,
  );
  await screen.findByText('The remote crashed');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
