// For unit tests of the member pages: the shared page renderer (shared-ui test support) as the member remote, signed
// in as demo_member.
import type { ReactElement } from 'react';
import { renderRemotePage, type SentRequest } from '@mekong/ui/test-support';
import { NAMESPACE, translations } from '../../i18n/translations';

export { ok, failed, type SentRequest } from '@mekong/ui/test-support';

/** Renders `page`; `answer` gives the envelope the API sends back to each request. */
export function renderPage(page: ReactElement, answer: (request: SentRequest) => unknown) {
  return renderRemotePage(page, answer, {
    namespace: NAMESPACE,
    translations,
    member: { id: '1', account: 'demo_member', nickname: 'Demo', type: 0 },
    path: '/member',
  });
}
