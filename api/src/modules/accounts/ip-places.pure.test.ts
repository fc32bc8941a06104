// The built-in IP place provider on its real bundled table: public addresses get their country, non-public ones the
// local network, anything else (or a table that cannot be read) stays unknown rather than failing the call.
import { LOCAL_NETWORK, offlineIpPlaces } from './ip-places';

describe('offline IP places', () => {
  const places = offlineIpPlaces();

  it.each([
    ['8.8.8.8', 'US'],
    ['115.84.64.1', 'LA'],
    ['202.137.128.1', 'LA'],
    ['1.1.1.1', 'AU'],
    ['2001:4860:4860::8888', 'US'],
    ['::ffff:115.84.64.1', 'LA'],
  ])('places the public address %s in %s', (ip, country) => {
    expect(places.placeOf(ip)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.9.9',
    '192.168.1.20',
    '100.64.0.7',
    '169.254.1.1',
    '::1',
    'fd00::5',
    'fe80::1',
    '::ffff:10.0.0.1',
  ])('calls %s the local network', (ip) => {
    expect(places.placeOf(ip)).toBe(LOCAL_NETWORK);
  });

  it('knows no place for no address or one that is not an address', () => {
    expect(places.placeOf(null)).toBeNull();
    expect(places.placeOf('')).toBeNull();
    expect(places.placeOf('not-an-ip')).toBeNull();
  });

  it('leaves public places unknown when its table cannot be read, and still knows the local network', () => {
    const broken = offlineIpPlaces(() => {
      throw new Error('no table');
    });
    expect(broken.placeOf('8.8.8.8')).toBeNull();
    expect(broken.placeOf('10.0.0.1')).toBe(LOCAL_NETWORK);
  });
});
