// The layout's visibility rules: menu categories, promotions, account entries, socials, banners, downloads, features.
import { appDownloads, type Banner, type GameMenu, type Resource, type Vendor, type WhitelabelNode } from '@mekong/contracts';
import {
  canRegister,
  categoryEntries,
  footerVendorLogos,
  officialChannels,
  showReferEarn,
  showVipBonus,
  sideMenuCategories,
  sideMenuPromotions,
  socialLinks,
} from './visibility';
import { bannersOf } from '../site-content/banners';
import { isFeatureEnabled } from '../site-content/features';

const vendor = (vassalage: string, gameType: Vendor['gameType']): Vendor => ({
  vassalage,
  displayName: vassalage,
  gameType,
  isGame: 'VASSALAGE',
  logoUrl: `/static/vendors/${vassalage}.svg`,
  sequence: 1,
  maintenance: false,
  launchTarget: 'IFRAME',
});
const menu = (gameType: GameMenu['gameType'], vendors: Vendor[]): GameMenu => ({ gameType, vendors });
const resource = (resourceType: Resource['resourceType'], labelNameEn: string, url = `https://example.test/${labelNameEn}`): Resource => ({
  resourceType,
  labelNameEn,
  url,
});

describe('side menu categories', () => {
  const menus = [
    menu('RNG', [vendor('PG', 'RNG')]),
    menu('LIVE', []),
    menu('SPORTS', [vendor('SBO', 'SPORTS')]),
    menu('COCKFIGHT', [vendor('CF', 'COCKFIGHT')]),
    menu('INHOUSE', [vendor('MK', 'INHOUSE')]),
  ];

  it('lists only categories that have vendors and a page, with /inHouse for in-house games', () => {
    expect(categoryEntries(menus).map((c) => c.path)).toEqual(['/rng', '/sports', '/inHouse']);
  });

  it('leaves /inHouse out when in-house games have no vendors', () => {
    expect(categoryEntries([menu('INHOUSE', [])])).toEqual([]);
  });

  it('always appends favourites, even with no categories or no menus yet', () => {
    expect(sideMenuCategories(menus).at(-1)).toEqual({ path: '/favorite', code: 'FAV', labelKey: 'menu.favourites' });
    expect(sideMenuCategories(null)).toEqual([{ path: '/favorite', code: 'FAV', labelKey: 'menu.favourites' }]);
  });
});

describe('promotions dropdown', () => {
  it('shows at most the first six promotions', () => {
    const promotions = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, title: `Promotion ${i}` }));
    expect(sideMenuPromotions(promotions).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(sideMenuPromotions(promotions.slice(0, 2))).toHaveLength(2);
    expect(sideMenuPromotions(null)).toEqual([]);
  });
});

describe('account entries', () => {
  it('shows VIP bonus to visitors and to members with VIP only', () => {
    expect(showVipBonus({ isLogin: false, hasVip: false })).toBe(true);
    expect(showVipBonus({ isLogin: true, hasVip: false })).toBe(false);
    expect(showVipBonus({ isLogin: true, hasVip: true })).toBe(true);
  });

  it('shows refer and earn to visitors, and to members when referral is enabled', () => {
    expect(showReferEarn({ isLogin: false, referralEnabled: false })).toBe(true);
    expect(showReferEarn({ isLogin: true, referralEnabled: false })).toBe(false);
    expect(showReferEarn({ isLogin: true, referralEnabled: true })).toBe(true);
  });
});

describe('social icons and channels', () => {
  it('shows only configured networks, in the spec order', () => {
    const resources = [
      resource('SOCIAL', 'Line'),
      resource('SOCIAL', 'YouTube'),
      resource('SOCIAL', 'Twitter', ''),
      resource('SOCIAL', 'MySpace'),
      resource('CHANNEL', 'Instagram'),
      resource('SOCIAL', 'facebook'),
    ];
    expect(socialLinks(resources).map((s) => s.name)).toEqual(['YouTube', 'Facebook', 'Line']);
    expect(socialLinks([])).toEqual([]);
    expect(socialLinks(undefined)).toEqual([]);
  });

  it('keeps official channels apart from footer socials', () => {
    const resources = [resource('CHANNEL', 'Telegram'), resource('SOCIAL', 'Facebook'), resource('CHANNEL', 'Facebook')];
    expect(officialChannels(resources).map((c) => c.name)).toEqual(['Facebook', 'Telegram']);
  });

  it('finds the iOS (mobileconfig) and Android downloads', () => {
    expect(appDownloads([resource('APP', 'MOBILECONFIG', 'ios.mobileconfig'), resource('APP', 'Android', 'app.apk')])).toEqual({
      ios: 'ios.mobileconfig',
      android: 'app.apk',
    });
    expect(appDownloads([])).toEqual({ ios: null, android: null });
  });
});

describe('banners and vendors', () => {
  const banner = (id: string, groupName: Banner['groupName'], sequence: number): Banner => ({
    id,
    groupName,
    url: `/${id}.svg`,
    linkageType: 'NONE',
    linkageTarget: null,
    sequence,
  });

  it('picks one group in sequence order (the licence entry shows only with a w_license banner)', () => {
    const banners = [banner('b', 'w_leftmenu', 2), banner('lic', 'w_license', 1), banner('a', 'w_leftmenu', 1)];
    expect(bannersOf(banners, 'w_leftmenu').map((b) => b.id)).toEqual(['a', 'b']);
    expect(bannersOf(banners, 'w_license')).toHaveLength(1);
    expect(bannersOf([], 'w_license')).toEqual([]);
  });

  it('gives footer vendors a logo from the game menus when one exists', () => {
    expect(footerVendorLogos(['PG', 'JDB'], [menu('RNG', [vendor('PG', 'RNG')])])).toEqual([
      { code: 'PG', name: 'PG', logoUrl: '/static/vendors/PG.svg' },
      { code: 'JDB', name: 'JDB', logoUrl: null },
    ]);
  });
});

describe('whitelabel features', () => {
  const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
    modId,
    enabled,
    childrenNodes,
  });

  it('needs the node and all its ancestors enabled', () => {
    const tree = [
      node('REGISTER', true, [node('USERNAMEREG3', true), node('MOBILENUMREG3', false)]),
      node('OFF', false, [node('CHNGPASSVERIF3', true)]),
    ];
    expect(isFeatureEnabled(tree, 'USERNAMEREG3')).toBe(true);
    expect(isFeatureEnabled(tree, 'MOBILENUMREG3')).toBe(false);
    expect(isFeatureEnabled(tree, 'CHNGPASSVERIF3')).toBe(false);
    expect(isFeatureEnabled(tree, 'UNKNOWN')).toBe(false);
  });

  it('hides the register button only when both registration ways are off', () => {
    expect(canRegister(null)).toBe(true);
    expect(canRegister([node('USERNAMEREG3', false), node('MOBILENUMREG3', true)])).toBe(true);
    expect(canRegister([node('USERNAMEREG3', false), node('MOBILENUMREG3', false)])).toBe(false);
  });
});
