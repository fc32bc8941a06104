import { act, render, screen } from '@testing-library/react';
import { markPageShown, usePageShown } from './pageShown';

function Probe() {
  return <p>{usePageShown() ? 'page shown' : 'page loading'}</p>;
}

it('tells its readers once the first page has shown, and stays so', () => {
  render(<Probe />);
  expect(screen.getByText('page loading')).toBeTruthy();
  act(() => markPageShown());
  expect(screen.getByText('page shown')).toBeTruthy();
  act(() => markPageShown());
  expect(screen.getByText('page shown')).toBeTruthy();
});
