// The reality check's timing with fake timers: nothing before the interval, the dialog with time played and the
// server's net result when it is due, Continue starts the next interval (nothing again until it passes), Stop leaves the
// game; an interval of 0 (off) never shows it. And the timer itself: restart replaces the wait, stop cancels it.
import { act, fireEvent, screen } from '@testing-library/react';
import { ok, renderRemotePage, type SentRequest } from '@mekong/ui/test-support';
import { NAMESPACE, translations } from '../../i18n/translations';
import { RealityCheck } from './RealityCheck';
import { createRealityTimer } from './realityTimer';

const session = (intervalSeconds: number, net: number) => ({
  sessionStartedAt: '2026-11-28T10:00:00.000Z',
  stakes: 5_000,
  wins: 5_000 + net,
  net,
  realityCheckMinutes: intervalSeconds / 60,
  intervalSeconds,
});

function renderCheck(answer: (request: SentRequest) => unknown) {
  const onStop = jest.fn();
  const view = renderRemotePage(<RealityCheck onStop={onStop} />, answer, {
    namespace: NAMESPACE,
    translations,
    member: { id: '1', account: 'demo_member', nickname: 'Demo', type: 0 },
    path: '/',
  });
  return { ...view, onStop };
}

/** Lets the fake API's answers (promises) settle. */
const settle = () => act(async () => undefined);
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows time played and the net result every interval; Continue waits a whole interval again; Stop leaves', async () => {
  let net = -1_250;
  const { to, onStop } = renderCheck(() => ok(session(15 * 60, net)));
  await settle();
  await advance(15 * 60_000 - 1);
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(1);
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Reality check' });
  expect(dialog.textContent).toContain('You have played for 15 minutes.');
  expect(dialog.textContent).toMatch(/This session you are .*12\.50 down\./);
  expect(to('/wps/member/breaks/session')).toHaveLength(2);

  net = 3_000;
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(15 * 60_000 - 1);
  expect(screen.queryByRole('dialog')).toBeNull();
  await advance(1);
  await settle();
  expect(screen.getByRole('dialog', { name: 'Reality check' }).textContent).toMatch(/You have played for 30 minutes\..*30\.00 up/);
  fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
  expect(onStop).toHaveBeenCalledTimes(1);
});

it('never shows while the interval is off', async () => {
  const { to } = renderCheck(() => ok(session(0, 0)));
  await settle();
  await advance(24 * 3_600_000);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(to('/wps/member/breaks/session')).toHaveLength(1);
});

it('times one interval at a time', () => {
  const due = jest.fn();
  const timer = createRealityTimer(1_000, due);
  timer.start();
  jest.advanceTimersByTime(600);
  timer.start();
  jest.advanceTimersByTime(600);
  expect(due).not.toHaveBeenCalled();
  jest.advanceTimersByTime(400);
  expect(due).toHaveBeenCalledTimes(1);
  timer.start();
  timer.stop();
  jest.advanceTimersByTime(5_000);
  expect(due).toHaveBeenCalledTimes(1);
});
