// After a launch call: the iframe popup, a browser window or the popup-blocked notice, maintenance, and failures.
import { ApiError, type LaunchGame } from '@mekong/contracts';
import { popupForAnswer, stepForFailure } from './outcome';
import type { LaunchRequest } from './routing';

const game = (target: LaunchGame['target']): LaunchGame => ({
  url: '/provider/play/abc',
  target,
  mode: 'DEMO',
  nodeId: 'rng-pg-0001',
  gameName: 'Jade Fortune',
});
const request: LaunchRequest = { target: { nodeId: 'rng-pg-0001' }, mode: 'REAL', vassalage: 'PG', title: 'Jade Fortune' };

test('an IFRAME game opens the game popup without a window', () => {
  const openWindow = jest.fn();
  expect(popupForAnswer(game('IFRAME'), openWindow)).toEqual({ kind: 'game', game: game('IFRAME') });
  expect(openWindow).not.toHaveBeenCalled();
});

test('a WINDOW game opens a window at its url; a blocked window is reported (requirements §8)', () => {
  const opened = jest.fn(() => ({}) as Window);
  expect(popupForAnswer(game('WINDOW'), opened)).toEqual({ kind: 'closed' });
  expect(opened).toHaveBeenCalledWith('/provider/play/abc');
  expect(popupForAnswer(game('WINDOW'), () => null)).toEqual({ kind: 'blocked', game: game('WINDOW') });
});

test('game-maintenance recommends hot games other than the vendor’s (requirements §4)', () => {
  expect(stepForFailure(new ApiError('game-maintenance', 'WM is under maintenance', 503), request)).toEqual({
    kind: 'maintenance',
    vassalage: 'PG',
    title: 'Jade Fortune',
  });
});

test('a session that ended or turned out to be a trial asks for login or a real account', () => {
  expect(stepForFailure(new ApiError('unauthorized', 'You are not logged in, please login', 401), request)).toEqual({ kind: 'login' });
  expect(stepForFailure(new ApiError('trial-account', 'Trial', 403), request)).toEqual({ kind: 'trial' });
});

test('other failures become error dialogs: a missing game, the network, or the server’s message', () => {
  expect(stepForFailure(new ApiError('game-not-found', 'No game', 404), request)).toEqual({
    kind: 'failed',
    request,
    reason: { kind: 'not-found' },
  });
  expect(stepForFailure(new ApiError('network', 'Network link is abnormal'), request)).toEqual({
    kind: 'failed',
    request,
    reason: { kind: 'network' },
  });
  expect(stepForFailure(new ApiError('bad-request', 'mode must be one of REAL, DEMO', 400), request)).toEqual({
    kind: 'failed',
    request,
    reason: { kind: 'other', message: 'mode must be one of REAL, DEMO' },
  });
});
