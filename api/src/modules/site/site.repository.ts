// Queries of the site settings and of the live switches (maintenance, blocked IPs) that ops change at run time.
import type { SystemStatus } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { fromFlag, fromStringList, toFlag } from '../columns';

/** The single row of site_settings and maintenance_state. */
const SINGLE_ROW_ID = 1;

export interface SiteSettings {
  licenceNumber: string;
  copyrightYear: number;
  mainDomain: string;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  footerVendors: string[];
  referralEnabled: boolean;
  mobileDigits: number;
  smsExpiredMinutes: number;
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').selectAll().where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow();
  return {
    licenceNumber: row.licenceNumber,
    copyrightYear: row.copyrightYear,
    mainDomain: row.mainDomain,
    gtagId: row.gtagId,
    mobileDigits: row.mobileDigits,
    smsExpiredMinutes: row.smsExpiredMinutes,
    imageCdns: fromStringList(row.imageCdns),
    launchGameCdns: fromStringList(row.launchGameCdns),
    footerVendors: fromStringList(row.footerVendors),
    referralEnabled: fromFlag(row.referralEnabled),
  };
}

export interface Maintenance {
  enabled: boolean;
  /** ISO 8601 UTC, or null when no end time is announced. */
  endsAt: string | null;
}

export async function getMaintenance(db: Db): Promise<Maintenance> {
  const row = await db
    .selectFrom('maintenance_state')
    .select(['enabled', 'endsAt'])
    .where('id', '=', SINGLE_ROW_ID)
    .executeTakeFirstOrThrow();
  return { enabled: fromFlag(row.enabled), endsAt: row.endsAt };
}

export async function setMaintenance(db: Db, maintenance: Maintenance): Promise<void> {
  await db
    .updateTable('maintenance_state')
    .set({ enabled: toFlag(maintenance.enabled), endsAt: maintenance.enabled ? maintenance.endsAt : null })
    .where('id', '=', SINGLE_ROW_ID)
    .execute();
}

export async function isIpBlocked(db: Db, ip: string): Promise<boolean> {
  const row = await db.selectFrom('blocked_ips').select('ip').where('ip', '=', ip).executeTakeFirst();
  return row !== undefined;
}

export async function listBlockedIps(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('blocked_ips').select('ip').orderBy('ip').execute();
  return rows.map((r) => r.ip);
}

/** Returns false when the IP was already blocked. */
export async function blockIp(db: Db, ip: string): Promise<boolean> {
  const result = await db
    .insertInto('blocked_ips')
    .values({ ip, blockedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('ip').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Returns false when the IP was not blocked. */
export async function unblockIp(db: Db, ip: string): Promise<boolean> {
  const result = await db.deleteFrom('blocked_ips').where('ip', '=', ip).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Maintenance wins over a region block (requirements §4); read fresh on every call because ops flip it live. */
export async function getSystemStatus(db: Db, ip: string): Promise<SystemStatus> {
  const [maintenance, blocked] = await Promise.all([getMaintenance(db), isIpBlocked(db, ip)]);
  const status = maintenance.enabled ? 1 : blocked ? 2 : 0;
  return { status, maintenanceEnd: maintenance.enabled ? maintenance.endsAt : null, ip };
}
