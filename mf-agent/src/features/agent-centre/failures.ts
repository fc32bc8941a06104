// The refusals an agent-centre page's query can meet with a text of their own (the account searched for is outside the
// agent's team; the caller is no agent, or a trial account): the agent reads why, not a network error.
import type { ApiError } from '@mekong/contracts';

const QUERY_FAILURES = ['not-in-your-team', 'non-agent', 'trial-account'];

export function queryFailureText(t: (key: string) => string, error: ApiError): string | undefined {
  return QUERY_FAILURES.includes(error.code) ? t(`query_error_${error.code}`) : undefined;
}
