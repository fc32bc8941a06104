// What the lobby shows after a launch call (requirements §2 game iframe popup, §4 game maintenance, §8 popup blocked), as pure functions.
import { ApiError, type LaunchGame } from '@mekong/contracts';
import type { LaunchRequest } from './routing';

/** The launch popup's state: nothing, a game starting or running, or why it cannot run. */
export type LaunchPopup =
  | { kind: 'closed' }
  | { kind: 'starting'; request: LaunchRequest }
  | { kind: 'game'; game: LaunchGame }
  /** The game needs its own window and the browser refused to open one: the player can allow popups and retry. */
  | { kind: 'blocked'; game: LaunchGame }
  | { kind: 'maintenance'; vassalage: string; title: string }
  | { kind: 'failed'; request: LaunchRequest; reason: LaunchFailure };

/** Why a launch failed, for the error dialog: known codes get their own text, the rest show the server's message. */
export type LaunchFailure = { kind: 'not-found' } | { kind: 'network' } | { kind: 'other'; message: string };

export type OpenWindow = (url: string) => Window | null;

/** IFRAME answers open the game popup; WINDOW answers open a browser window, or report it blocked. */
export function popupForAnswer(game: LaunchGame, openWindow: OpenWindow): LaunchPopup {
  if (game.target === 'IFRAME') return { kind: 'game', game };
  return openWindow(game.url) ? { kind: 'closed' } : { kind: 'blocked', game };
}

/** A failed launch: the login popup or trial warning (session ended or changed meanwhile), maintenance, or an error. */
export function stepForFailure(error: unknown, request: LaunchRequest): { kind: 'login' } | { kind: 'trial' } | LaunchPopup {
  const code = error instanceof ApiError ? error.code : 'internal';
  switch (code) {
    case 'unauthorized':
      return { kind: 'login' };
    case 'trial-account':
      return { kind: 'trial' };
    case 'game-maintenance':
      return { kind: 'maintenance', vassalage: request.vassalage, title: request.title };
    case 'game-not-found':
      return { kind: 'failed', request, reason: { kind: 'not-found' } };
    case 'network':
    case 'timeout':
    case 'bad-response':
      return { kind: 'failed', request, reason: { kind: 'network' } };
    default:
      return { kind: 'failed', request, reason: { kind: 'other', message: error instanceof Error ? error.message : String(error) } };
  }
}
