// Where an IP address is, for the last login shown to the member (issue 20), behind a provider interface as SMS and
// payments are. The built-in provider works offline: private, loopback and other non-public addresses are the local
// network, and public ones are looked up in the bundled country table of @ip-location-db/geo-whois-asn-country-mmdb
// (CC0: RIR delegations and WHOIS data, IPv4 and IPv6, updated with the package), read by mmdb-lib (MaxMind's MMDB
// format, MIT). Countries only: a city would need a much larger database under a stricter licence.
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/** What a place is: an ISO 3166-1 alpha-2 country code, or the local network; null when unknown. */
export type IpPlace = string;
/** The place of an address that is not on the public internet (the site's own network, a proxy, a test). */
export const LOCAL_NETWORK: IpPlace = 'LOCAL';

export interface IpPlaceProvider {
  /** The place of the address, or null when it cannot be told (no address, an unlisted one). Never throws. */
  placeOf(ip: string | null): IpPlace | null;
}

/** Addresses that are never on the public internet (RFC 6890's special-purpose ranges a visitor can come from). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, as a dual-stack socket reports it) in its IPv4 form. */
const unmapped = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

export function isLocalNetwork(ip: string): boolean {
  const address = unmapped(ip);
  const family = isIP(address);
  return family !== 0 && NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** What this table holds for an address (its own shape, not one of MaxMind's products). */
type CountryRecord = { country_code?: unknown } | null;

/**
 * The built-in provider. The table (about 8 MB) is read on the first public address asked, not at start, so a server
 * that never shows a last login never loads it; a table that cannot be read leaves every public place unknown.
 */
export function offlineIpPlaces(readTable: () => Buffer = bundledCountryTable): IpPlaceProvider {
  let reader: Reader<Response> | null | undefined;
  const table = () => {
    if (reader === undefined) {
      try {
        reader = new Reader<Response>(readTable());
      } catch {
        reader = null;
      }
    }
    return reader;
  };
  return {
    placeOf(ip) {
      if (!ip) return null;
      const address = unmapped(ip.trim());
      if (isIP(address) === 0) return null;
      if (isLocalNetwork(address)) return LOCAL_NETWORK;
      try {
        const code = (table()?.get(address) as CountryRecord)?.country_code;
        return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        return null;
      }
    },
  };
}

function bundledCountryTable(): Buffer {
  return readFileSync(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'));
}
