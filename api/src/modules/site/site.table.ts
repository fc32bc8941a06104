// Tables of the site-wide settings and of the live switches ops flip: maintenance and blocked IPs.
export interface SiteSettingsTable {
  id: number;
  licenceNumber: string;
  copyrightYear: number;
  mainDomain: string;
  gtagId: string | null;
  /** JSON string lists (see columns.ts). */
  imageCdns: string;
  launchGameCdns: string;
  footerVendors: string;
  referralEnabled: number;
  mobileDigits: number;
  smsExpiredMinutes: number;
}

export interface MaintenanceStateTable {
  id: number;
  enabled: number;
  /** ISO 8601 UTC, or null when no end time is announced. */
  endsAt: string | null;
}

export interface BlockedIpsTable {
  ip: string;
  blockedAt: string;
}

export interface SiteTables {
  site_settings: SiteSettingsTable;
  maintenance_state: MaintenanceStateTable;
  blocked_ips: BlockedIpsTable;
}
