// Renders a cashier page in jest as the shell would (the shared page renderer of @mekong/ui/test-support, signed in as
// demo_member), against a fake API whose answers the test sets per 'METHOD /path'; records every call and bus event.
import type { ReactElement } from 'react';
import { renderRemotePage } from '@mekong/ui/test-support';
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
  const page = renderRemotePage(
    ui,
    (request) => {
      const call: FakeCall = {
        route: `${request.method} ${new URL(request.url, 'http://test').pathname}`,
        query: request.query,
        body: (request.body ?? {}) as Record<string, unknown>,
      };
      calls.push(call);
      const answer = routes[call.route];
      const envelope = typeof answer === 'function' ? answer(call) : (answer ?? refused('not-found', `no fake for ${call.route}`));
      return { message: 'ok', value: null, ...envelope };
    },
    { namespace: NAMESPACE, translations, member: { id: '7', account: 'demo_member', nickname: 'demo', type: 0 }, path: '/member' },
  );
  const callsTo = (route: string) => calls.filter((call) => call.route === route);
  return { calls, callsTo, events: page.events, bus: page.bus, navigate: page.navigate };
}
