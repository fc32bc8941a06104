// The manifest poll asks on its period while the page is visible, skips hidden periods, asks again when the page
// comes back, survives failed polls, and stops.
import { startManifestPolling } from './manifestPolling';

function fakeDocument(visibilityState: DocumentVisibilityState) {
  const target = new EventTarget();
  return {
    visibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      this.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('polls while visible, not while hidden, and at once on coming back', () => {
  const refreshManifest = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
  const page = fakeDocument('visible');
  const stop = startManifestPolling({ refreshManifest }, page as unknown as Document, 1_000);

  jest.advanceTimersByTime(1_000);
  jest.advanceTimersByTime(1_000);
  expect(refreshManifest).toHaveBeenCalledTimes(2);

  page.visibilityState = 'hidden';
  jest.advanceTimersByTime(5_000);
  expect(refreshManifest).toHaveBeenCalledTimes(2);

  page.show();
  expect(refreshManifest).toHaveBeenCalledTimes(3);

  stop();
  jest.advanceTimersByTime(5_000);
  page.show();
  expect(refreshManifest).toHaveBeenCalledTimes(3);
});
