// The game provider as its own process (docs/architecture.md §4): a launch is posted to its URL, signed with its
// seamless secret like every call between the two; the provider answers the game page's URL (absolute when it is
// served from an origin of its own). A provider that does not answer is a game under maintenance for the player.
import { failureEnvelopeSchema, successEnvelopeSchema } from '@mekong/contracts';
import {
  DomainFailure,
  GAME_LAUNCH_PATH,
  gameLaunchAnswerSchema,
  signSeamlessRequest,
  type GameLaunchAnswer,
  type GameLaunchRequest,
  type GameProvider,
} from '@mekong/contracts/server';

const unavailable = (reason: string) =>
  new DomainFailure(503, 'game-maintenance', `The game provider did not answer (${reason}); please try again shortly`);

export function httpGameProvider(baseUrl: string, providerCode: string, secret: string): GameProvider {
  return {
    async openSession(request: GameLaunchRequest): Promise<GameLaunchAnswer> {
      const raw = JSON.stringify(request);
      let response: Response;
      try {
        response = await fetch(new URL(GAME_LAUNCH_PATH, baseUrl), {
          method: 'POST',
          headers: { ...signSeamlessRequest(providerCode, secret, raw), 'content-type': 'application/json' },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw unavailable(error instanceof Error ? error.message : String(error));
      }
      const json: unknown = await response.json().catch(() => null);
      const answer = successEnvelopeSchema(gameLaunchAnswerSchema).safeParse(json);
      if (answer.success) return answer.data.value as GameLaunchAnswer;
      const failure = failureEnvelopeSchema.safeParse(json);
      // The site signed and shaped the launch itself: a refusal is the provider's problem or ours, never the player's.
      throw unavailable(failure.success ? `${response.status} ${failure.data.code}: ${failure.data.message}` : `status ${response.status}`);
    },
  };
}
