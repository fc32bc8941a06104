// For unit tests of the member pages: renders a page as the member remote would, signed in as demo_member, with the
// API answered by a function of the request and every request and bus event recorded.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type BusMessage, type FetchLike, type RemoteProps } from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { NAMESPACE, translations } from '../../i18n/translations';

export interface SentRequest {
  method: string;
  /** Path and query, e.g. '/wps/records/bets?startDate=…'. */
  url: string;
  query: Record<string, string>;
  body: unknown;
}

/** The API's envelope of a successful answer. */
export const ok = (value: unknown) => ({ success: true, message: 'ok', value });
/** The API's envelope of a failed call. */
export const failed = (message = 'down') => ({ success: false, message, value: null, code: 'internal' });

/** Renders `page`; `answer` gives the envelope the API sends back to each request. */
export function renderPage(page: ReactElement, answer: (request: SentRequest) => unknown) {
  const requests: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: SentRequest = {
      method: init.method,
      url,
      query: Object.fromEntries(new URL(url, 'http://test').searchParams),
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    };
    requests.push(request);
    const envelope = answer(request);
    return { status: 200, json: async () => envelope };
  };
  const standalone = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace: NAMESPACE, translations });
  standalone.sessionStore.signIn('token-1', { id: '1', account: 'demo_member', nickname: 'Demo', type: 0 });
  const events: BusMessage[] = [];
  standalone.props.bus.messages$.subscribe((message) => events.push(message));
  const props: RemoteProps = { ...standalone.props, route: { path: '/member', query: {}, hash: '', page: null }, navigate: jest.fn() };
  const view = render(
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={NAMESPACE}>
        <MekongThemeProvider withGlobalStyles={false}>{page}</MekongThemeProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  /** The requests to one path, without the query. */
  const to = (path: string) => requests.filter((request) => request.url.split('?')[0] === path);
  return { ...view, requests, to, events, bus: props.bus };
}
