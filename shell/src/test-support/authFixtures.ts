// Fixtures of the account tests: a feature tree with some features on, login answers, and recording handlers.
import type { Envelope, WhitelabelNode } from '@mekong/contracts';
import { FixtureHandler, type FixtureRequest } from './renderShell';

export function whitelabelWith(...modIds: string[]): WhitelabelNode[] {
  return [{ modId: 'ROOT', enabled: true, childrenNodes: modIds.map((modId) => ({ modId, enabled: true, childrenNodes: [] })) }];
}

export const loginAnswer = (extra: Record<string, unknown> = {}) => ({
  token: 'fresh-token',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  memberInfo: { id: '1', account: 'somchai', nickname: 'Somchai', type: 0 },
  ...extra,
});

/** A fixture that records each request and answers with `answer(request, n)`. */
export function recorder(answer: (request: FixtureRequest, n: number) => Envelope<unknown>) {
  const requests: FixtureRequest[] = [];
  return { requests, handler: new FixtureHandler((request) => answer(request, requests.push(request))) };
}
