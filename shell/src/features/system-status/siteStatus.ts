// The site status, asked for once at start: before React and the design system are evaluated, so this module uses
// neither (the start's first stage, app/startShell).
import { systemEndpoints, type ApiClient, type SystemStatus } from '@mekong/contracts';

/**
 * Asks for the site status; null when the call failed (the site is then shown, see pageForStatus). The shell asks
 * before its texts and React are ready, so the answer is usually in by the time the gate first draws.
 */
export function askSiteStatus(api: ApiClient): Promise<SystemStatus | null> {
  return api.call(systemEndpoints.status, {}).catch((error: unknown) => {
    console.error(`[shell] ${systemEndpoints.status.path} failed`, error);
    return null;
  });
}
