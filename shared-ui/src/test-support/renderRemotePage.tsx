// For unit tests of a remote's pages: renders a page as the remote would inside the shell, signed in as the account
// given, with the API answered by a function of the request and every request and bus event recorded. Each remote
// wraps it with its own namespace, texts and account.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type BusMessage, type FetchLike, type MemberInfo, type RemoteProps } from '@mekong/contracts';
import { MekongThemeProvider } from '../index';
import { createStandaloneProps, RemotePropsContext, type Translations } from '../remote';

export interface SentRequest {
  method: string;
  /** Path and query, e.g. '/wps/records/bets?startDate=…'. */
  url: string;
  query: Record<string, string>;
  body: unknown;
}

/** The API's envelope of a successful answer. */
export const ok = (value: unknown) => ({ success: true, message: 'ok', value });
/** The API's envelope of a failed call (`code` as the API sends it, default a server fault). */
export const failed = (message = 'down', code = 'internal') => ({ success: false, message, value: null, code });

export interface RemotePageOptions {
  namespace: string;
  translations: Translations;
  /** Who is signed in. */
  member: MemberInfo;
  /** The route the remote is mounted on. */
  path: string;
}

/** Renders `page`; `answer` gives the envelope the API sends back to each request. */
export function renderRemotePage(page: ReactElement, answer: (request: SentRequest) => unknown, options: RemotePageOptions) {
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
  const { namespace, translations } = options;
  const standalone = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace, translations });
  standalone.sessionStore.signIn('token-1', options.member);
  const events: BusMessage[] = [];
  standalone.props.bus.messages$.subscribe((message) => events.push(message));
  const props: RemoteProps = { ...standalone.props, route: { path: options.path, query: {}, hash: '', page: null }, navigate: jest.fn() };
  const view = render(
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={namespace}>
        <MekongThemeProvider withGlobalStyles={false}>{page}</MekongThemeProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  /** The requests to one path, without the query. */
  const to = (path: string) => requests.filter((request) => request.url.split('?')[0] === path);
  return { ...view, requests, to, events, bus: props.bus, navigate: props.navigate as jest.Mock };
}
