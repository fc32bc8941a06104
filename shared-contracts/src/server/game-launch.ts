// The game launch between the site and a game provider (docs/architecture.md §4): the site knows the player and keeps
// the money, so it opens the wallet's session for the launch and hands its token to the provider; the provider opens
// its game session under the same token and answers the game page's URL. The game page, and the provider's seamless
// calls for a REAL bet, then know the session by that one token. In one process the API calls the mounted provider
// directly; a provider of its own process takes the same request at GAME_LAUNCH_PATH, signed like a seamless call.
import { z } from 'zod';
import { GAME_TYPES, type GameType } from '../constants/games';
import { LANGUAGES } from '../constants/site';
import { LAUNCH_MODES } from '../api/games';

/** What a provider needs to know of a catalogue game (or of a vendor that starts directly) to open a session of it. */
export interface LaunchableGame {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  /** Vendor code, or the in-house kind (SC, VP, JP, TG, AC). */
  accountTypeName: string;
  gameType: GameType;
  /** Name in the launch language, shown in the game. */
  name: string;
}

const text = (max: number) => z.string().min(1).max(max);

/** The wallet's token: 32 random bytes, base64url (the provider keeps only its hash). */
export const gameSessionTokenSchema = z
  .string()
  .min(32)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const gameLaunchRequestSchema = z.object({
  token: gameSessionTokenSchema,
  mode: z.enum(LAUNCH_MODES),
  /** The player the wallet knows (the member's id): what a REAL session's credits and rollbacks name. Null for a visitor's DEMO. */
  playerId: text(100).nullable(),
  language: z.enum(LANGUAGES),
  game: z.object({
    nodeId: text(100),
    gameCode: text(100),
    vassalage: text(40),
    accountTypeName: text(40),
    gameType: z.enum(GAME_TYPES),
    name: text(200),
  }),
});
export type GameLaunchRequest = z.infer<typeof gameLaunchRequestSchema>;

/** An http(s) URL, or a path under /provider/ on the site's origin: never javascript:, data: or another path. */
const gamePageUrl = (value: string): boolean => {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return value.startsWith('/provider/');
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const gameLaunchAnswerSchema = z.object({
  /** The game page for the iframe: a path under /provider/ on the site's origin, or an http(s) URL of a provider served elsewhere. */
  url: z.string().min(1).max(2_000).refine(gamePageUrl, { message: 'The game page must be an http(s) URL or a path under /provider/' }),
});
export type GameLaunchAnswer = z.infer<typeof gameLaunchAnswerSchema>;

/** How long the site waits for a provider of its own process to answer a launch (then: the game is under maintenance). */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;

/** Where a provider of its own process takes launches (POST, signed with the provider's seamless secret). */
export const GAME_LAUNCH_PATH = '/provider/launch';

/** What the site needs of a game provider: a game session for a launch. */
export interface GameProvider {
  openSession(request: GameLaunchRequest): Promise<GameLaunchAnswer>;
}
