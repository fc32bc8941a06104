// useApiMutation: pending and error state, one idempotency key per submission kept across retries and renewed
// after a success or a changed input, no key for calls that take none, and one request for a double submit.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, type FetchLike, type RemoteProps } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { RemotePropsContext } from './remoteProps';
import { createStandaloneProps } from './standalone/props';
import { useApiMutation } from './useApiMutation';

const transferAnswer = { entryId: 'e1', toAccount: 'upline_1', amount: 100, balance: 900, createdAt: '2026-11-24T00:00:00Z' };

function setup(answers: Array<() => unknown>) {
  const bodies: Array<Record<string, unknown>> = [];
  const fetch: FetchLike = async (_url, init) => {
    bodies.push(JSON.parse(init.body ?? '{}') as Record<string, unknown>);
    const answer = answers.shift() ?? (() => ({ success: true, value: transferAnswer, message: 'ok' }));
    return { status: 200, json: async () => answer() };
  };
  const { props } = createStandaloneProps({
    storage: createMemoryStorage(),
    fetch,
    language: 'EN',
    namespace: 'mf_test',
    translations: { LO: {}, EN: {}, CN: {} },
  });
  const remoteProps: RemoteProps = { ...props, route: { path: '/', query: {}, hash: '', page: null }, navigate: () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemotePropsContext.Provider value={remoteProps}>{children}</RemotePropsContext.Provider>
  );
  return { bodies, wrapper };
}

const input = { amount: 100, withdrawPassword: '123456' };
const refused = () => ({ success: false, value: null, message: 'Network link is abnormal, please try again', code: 'internal' });

test('a failed call is kept as the error; its retry reuses the key, and a success starts a new submission', async () => {
  const { bodies, wrapper } = setup([refused]);
  const { result } = renderHook(() => useApiMutation(moneyEndpoints.transferUpline), { wrapper });
  expect(result.current.pending).toBe(false);

  let answer: unknown;
  await act(async () => {
    answer = await result.current.mutate(input);
  });
  expect(answer).toMatchObject({ ok: false, error: { code: 'internal' } });
  expect(result.current.error?.code).toBe('internal');
  expect(result.current.pending).toBe(false);

  await act(async () => {
    answer = await result.current.mutate(input);
  });
  expect(answer).toEqual({ ok: true, value: transferAnswer });
  expect(result.current.error).toBeNull();

  await act(async () => {
    await result.current.mutate(input);
  });
  const keys = bodies.map((body) => body.idempotencyKey);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(bodies[0]).toMatchObject(input);
});

test('a changed input after a failure is a new submission with a new key', async () => {
  const { bodies, wrapper } = setup([refused]);
  const { result } = renderHook(() => useApiMutation(moneyEndpoints.transferUpline), { wrapper });
  await act(async () => {
    await result.current.mutate(input);
  });
  await act(async () => {
    await result.current.mutate({ ...input, withdrawPassword: '654321' });
  });
  expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
});

test('a double submit sends once and shows pending meanwhile', async () => {
  const { bodies, wrapper } = setup([]);
  const { result } = renderHook(() => useApiMutation(moneyEndpoints.transferUpline), { wrapper });
  let first: Promise<unknown> = Promise.resolve();
  let second: Promise<unknown> = Promise.resolve();
  act(() => {
    first = result.current.mutate(input);
    second = result.current.mutate(input);
  });
  expect(result.current.pending).toBe(true);
  await act(async () => {
    await Promise.all([first, second]);
  });
  expect(bodies).toHaveLength(1);
  await waitFor(() => expect(result.current.pending).toBe(false));
});

test('calls without an idempotencyKey in their input are sent as given', async () => {
  const { bodies, wrapper } = setup([() => ({ success: true, value: null, message: 'ok' })]);
  const { result } = renderHook(() => useApiMutation(moneyEndpoints.setWithdrawPassword), { wrapper });
  const passwords = { loginPassword: 'Demo1234', newWithdrawPassword: '123456', confirmWithdrawPassword: '123456' };
  let answer: unknown;
  await act(async () => {
    answer = await result.current.mutate(passwords);
  });
  // A null answer is a success too.
  expect(answer).toEqual({ ok: true, value: null });
  expect(bodies).toEqual([passwords]);
  expect(result.current.error).toBeNull();
});
