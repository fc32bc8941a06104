// The game provider as its own process (docs/architecture.md §4): a launch is posted to its URL, signed with its
// seamless secret like every call between the two; the provider answers the game page's URL (absolute when it is
// served from an origin of its own). A provider that does not answer is a game under maintenance for the player: the
// player gets the same fixed message as for a vendor under maintenance, the reason is logged here, never sent.
import { failureEnvelopeSchema, successEnvelopeSchema } from '@mekong/contracts';
import {
  DomainFailure,
  GAME_LAUNCH_PATH,
  GAME_LAUNCH_TIMEOUT_MS,
  gameLaunchAnswerSchema,
  signSeamlessRequest,
  urlUnder,
  type GameLaunchAnswer,
  type GameLaunchRequest,
  type GameProvider,
} from '@mekong/contracts/server';
import type { Logger } from '../logger';

/** What the player is told when a game cannot be launched for now (the launch route's message for a vendor under maintenance). */
export const gameMaintenanceMessage = (gameName: string) => `${gameName} is under maintenance; please try one of the hot games`;

export function httpGameProvider(baseUrl: string, providerCode: string, secret: string, log: Logger): GameProvider {
  return {
    async openSession(request: GameLaunchRequest): Promise<GameLaunchAnswer> {
      const unavailable = (fields: object, reason: string) => {
        log.error({ ...fields, provider: providerCode, nodeId: request.game.nodeId }, `Game provider launch failed: ${reason}`);
        return new DomainFailure(503, 'game-maintenance', gameMaintenanceMessage(request.game.name));
      };
      const raw = JSON.stringify(request);
      let response: Response;
      try {
        // Under the base URL's own path (a provider behind a prefix keeps it); no redirects (the signed launch stays
        // where it was sent).
        response = await fetch(urlUnder(baseUrl, GAME_LAUNCH_PATH), {
          method: 'POST',
          headers: { ...signSeamlessRequest(providerCode, secret, raw), 'content-type': 'application/json' },
          body: raw,
          redirect: 'error',
          signal: AbortSignal.timeout(GAME_LAUNCH_TIMEOUT_MS),
        });
      } catch (error) {
        throw unavailable({ err: error }, 'no answer');
      }
      const json: unknown = await response.json().catch(() => null);
      const answer = successEnvelopeSchema(gameLaunchAnswerSchema).safeParse(json);
      if (answer.success) return answer.data.value as GameLaunchAnswer;
      const failure = failureEnvelopeSchema.safeParse(json);
      // The site signed and shaped the launch itself: a refusal is the provider's problem or ours, never the player's.
      throw unavailable(
        failure.success
          ? { status: response.status, code: failure.data.code, providerMessage: failure.data.message }
          : { status: response.status },
        failure.success ? 'refused' : 'unexpected answer',
      );
    },
  };
}
