// Renders a cashier page in jest as the shell would, signed in as a member, against a fake API whose answers the test
// sets per 'METHOD /path'; records every call and bus event.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage, type BusMessage, type FetchLike, type RemoteProps } from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { NAMESPACE, translations } from '../../i18n/translations';

export type FakeAnswer = { success: true; value: unknown } | { success: false; code: string; message: string };
export const ok = (value: unknown): FakeAnswer => ({ success: true, value });
export const refused = (code: string, message = `refused: ${code}`): FakeAnswer => ({ success: false, code, message });

export interface FakeCall {
  route: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/** Answers by 'METHOD /path'; a function gets the call and may answer differently each time. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

export function renderCashier(ui: ReactElement, routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://test');
    const call: FakeCall = {
      route: `${init.method} ${parsed.pathname}`,
      query: Object.fromEntries(parsed.searchParams),
      body: JSON.parse(init.body ?? '{}') as Record<string, unknown>,
    };
    calls.push(call);
    const answer = routes[call.route];
    const envelope = typeof answer === 'function' ? answer(call) : (answer ?? refused('not-found', `no fake for ${call.route}`));
    return { status: 200, json: async () => ({ message: 'ok', value: null, ...envelope }) };
  };
  const standalone = createStandaloneProps({ storage: createMemoryStorage(), fetch, language: 'EN', namespace: NAMESPACE, translations });
  standalone.sessionStore.signIn('token-1', { id: '7', account: 'demo_member', nickname: 'demo', type: 0 });
  const events: BusMessage[] = [];
  standalone.props.bus.messages$.subscribe((message) => events.push(message));
  const navigate = jest.fn();
  const props: RemoteProps = { ...standalone.props, route: { path: '/member', query: {}, hash: '', page: null }, navigate };
  render(
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={props.i18n} defaultNS={NAMESPACE}>
        <MekongThemeProvider withGlobalStyles={false}>{ui}</MekongThemeProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>,
  );
  const callsTo = (route: string) => calls.filter((call) => call.route === route);
  return { calls, callsTo, events, bus: props.bus, navigate };
}
