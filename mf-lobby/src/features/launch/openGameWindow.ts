// Opens a game of target WINDOW in a browser window of its own; null when the browser blocked it (requirements §8).
import type { OpenWindow } from './outcome';

// 'noopener' among window.open's features would make it return null even on success, so the opener link is cut by hand.
export const openGameWindow: OpenWindow = (url) => {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened;
};
