// For unit tests of the agent pages: the shared page renderer (shared-ui test support) as the agent remote, signed in
// as demo_agent (type 1) on /agent.
import type { ReactElement } from 'react';
import { within } from '@testing-library/react';
import { renderRemotePage, type SentRequest } from '@mekong/ui/test-support';
import { NAMESPACE, translations } from './i18n/translations';

export { ok, failed, type SentRequest } from '@mekong/ui/test-support';

/** Renders `page`; `answer` gives the envelope the API sends back to each request. */
export function renderAgentPage(page: ReactElement, answer: (request: SentRequest) => unknown) {
  return renderRemotePage(page, answer, {
    namespace: NAMESPACE,
    translations,
    member: { id: '2', account: 'demo_agent', nickname: 'Demo Agent', type: 1 },
    path: '/agent',
  });
}

/** A page of records as the API answers it. */
export const page = <T,>(list: T[], extra: object = {}) => ({
  list,
  pageNo: 1,
  totalPages: list.length ? 1 : 0,
  total: list.length,
  ...extra,
});

/** The texts of a table's cells, row by row (the header row has none). */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
