// Which page the whole site shows for the system status answer (requirements §4): site, maintenance or region block.
import type { SystemStatus } from '@mekong/contracts';

export type StatusPage = 'site' | 'maintenance' | 'region-block';

/**
 * 0 → the site, 1 → maintenance, 2 → region block. Maintenance wins: the server answers 1 when both hold, and a
 * maintenance answer shows the maintenance page whatever region data (visitor IP) it carries. No answer (network
 * down, bad shape) shows the site: a failing status call must not lock every visitor out.
 */
export function pageForStatus(answer: (Pick<SystemStatus, 'status'> & Partial<SystemStatus>) | null): StatusPage {
  if (!answer) return 'site';
  if (answer.status === 1) return 'maintenance';
  if (answer.status === 2) return 'region-block';
  return 'site';
}
