// useKeptQuery: a refetch keeps the last answer on screen (refreshing meanwhile), a first load and a failure show as
// they are, and another scope never sees the kept answer.
import { renderHook } from '@testing-library/react';
import type { ApiQuery } from './useApiQuery';
import { useKeptQuery } from './useKeptQuery';

const refetch = () => undefined;
const loading: ApiQuery<string> = { status: 'loading', data: undefined, error: undefined, refetch };
const success = (data: string): ApiQuery<string> => ({ status: 'success', data, error: undefined, refetch });
const render = (initialProps: { query: ApiQuery<string>; scope: string }) =>
  renderHook(({ query, scope }) => useKeptQuery(query, scope), { initialProps });

test('keeps the last answer while loading again, then shows the new one', () => {
  const { result, rerender } = render({ query: loading, scope: 't1' });
  expect(result.current).toMatchObject({ status: 'loading', refreshing: true });
  rerender({ query: success('first'), scope: 't1' });
  expect(result.current).toMatchObject({ status: 'success', data: 'first', refreshing: false });
  rerender({ query: loading, scope: 't1' });
  expect(result.current).toMatchObject({ status: 'success', data: 'first', refreshing: true });
  rerender({ query: success('second'), scope: 't1' });
  expect(result.current).toMatchObject({ status: 'success', data: 'second', refreshing: false });
});

test('another scope starts from loading', () => {
  const { result, rerender } = render({ query: success('mine'), scope: 't1' });
  rerender({ query: loading, scope: 't2' });
  expect(result.current).toMatchObject({ status: 'loading', data: undefined });
});
