// The system calls answer the contract's shapes in the asked language, and refuse bad input with a clear 400.
import { FEATURES, REGISTER_FIELDS, systemEndpoints, type WhitelabelNode } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { blockIp, setMaintenance, unblockIp } from '../../modules/site/site.repository';
import { healthEndpoint } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health', () => {
  it('answers up after checking the database', async () => {
    expect(expectValue(await get(healthEndpoint.path), healthEndpoint).status).toBe('up');
  });
});

describe('status', () => {
  const status = async () => expectValue(await get(systemEndpoints.status.path), systemEndpoints.status);

  afterEach(async () => {
    await setMaintenance(t.app.db, { enabled: false, endsAt: null });
    await unblockIp(t.app.db, '127.0.0.1');
  });

  it('is 0 with the visitor IP when nothing is switched on', async () => {
    expect(await status()).toEqual({ status: 0, maintenanceEnd: null, ip: '127.0.0.1' });
  });

  it('is 1 with the end time during maintenance, read fresh on each call', async () => {
    await setMaintenance(t.app.db, { enabled: true, endsAt: '2025-12-01T03:00:00.000Z' });
    expect(await status()).toEqual({ status: 1, maintenanceEnd: '2025-12-01T03:00:00.000Z', ip: '127.0.0.1' });
    await setMaintenance(t.app.db, { enabled: false, endsAt: null });
    expect((await status()).status).toBe(0);
  });

  it('is 2 for a blocked IP only', async () => {
    await blockIp(t.app.db, '10.9.8.7');
    expect((await status()).status).toBe(0);
    await blockIp(t.app.db, '127.0.0.1');
    expect(await status()).toEqual({ status: 2, maintenanceEnd: null, ip: '127.0.0.1' });
  });

  it('gives maintenance precedence over a region block', async () => {
    await blockIp(t.app.db, '127.0.0.1');
    await setMaintenance(t.app.db, { enabled: true, endsAt: null });
    expect(await status()).toEqual({ status: 1, maintenanceEnd: null, ip: '127.0.0.1' });
  });
});

describe('whitelabel', () => {
  it('holds every feature id of the contracts, with the registration and free-play defaults on', async () => {
    const tree = expectValue(await get(systemEndpoints.whitelabel.path), systemEndpoints.whitelabel);
    const flatten = (nodes: WhitelabelNode[]): WhitelabelNode[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);
    const enabled = new Map(flatten(tree).map((n) => [n.modId, n.enabled]));
    for (const id of Object.values(FEATURES)) expect(enabled.has(id)).toBe(true);
    for (const id of [
      FEATURES.usernameRegister,
      FEATURES.mobileRegister,
      FEATURES.smsOnRegister,
      FEATURES.mobilePasswordReset,
      FEATURES.freePlay,
    ]) {
      expect(enabled.get(id)).toBe(true);
    }
  });
});

describe('register setting', () => {
  it('has a rule for every register field, Lao mobile digits and the SMS expiry', async () => {
    const setting = expectValue(await get(systemEndpoints.registerSetting.path), systemEndpoints.registerSetting);
    expect(setting.fields.map((f) => f.field).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(setting.mobileDigits).toBe(10);
    expect(setting.smsExpiredMinutes).toBe(2);
    expect(setting.fields.find((f) => f.field === 'username')).toMatchObject({ shown: true, required: true });
  });
});

describe('domainRoute', () => {
  const info = async (query = '') => expectValue(await get(`${systemEndpoints.domainRoute.path}${query}`), systemEndpoints.domainRoute);

  it('answers the site info in Lao by default', async () => {
    const value = await info();
    expect(value).toMatchObject({
      licenceNumber: '365',
      copyrightYear: 2025,
      analytics: { gtagId: null },
      location: { ip: '127.0.0.1' },
      referralEnabled: true,
    });
    expect(value.footerVendors).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(value.customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'TELEGRAM']);
    expect(value.helpLinks.map((l) => l.id)).toContain('term');
    expect(value.customerService[0]?.title).toMatch(/[\u0e80-\u0eff]/);
  });

  it('lists only the configured social networks, and the app downloads and official channels', async () => {
    const { resources } = await info();
    const labels = (type: string) => resources.filter((r) => r.resourceType === type).map((r) => r.labelNameEn);
    expect(labels('SOCIAL')).toEqual(['YouTube', 'Facebook', 'Telegram', 'TikTok', 'Line']);
    expect(labels('APP')).toEqual(['Android', 'MOBILECONFIG']);
    expect(labels('CHANNEL')).toEqual(['Facebook', 'Instagram', 'Telegram']);
  });

  it('switches the text with the language', async () => {
    const [lo, en, cn] = await Promise.all([info('?language=LO'), info('?language=EN'), info('?language=CN')]);
    expect(en.helpLinks.find((l) => l.id === 'term')?.title).toBe('Terms of use');
    expect(cn.helpLinks.find((l) => l.id === 'term')?.title).toBe('使用条款');
    expect(lo.helpLinks.find((l) => l.id === 'term')?.title).toBe('ເງື່ອນໄຂການນຳໃຊ້');
  });

  it('refuses an unknown language, naming the parameter', async () => {
    const message = expectFailure(await get(`${systemEndpoints.domainRoute.path}?language=FR`), 400, 'bad-request');
    expect(message).toContain("query parameter 'language'");
  });
});

describe('help center', () => {
  const help = async (query: string) => expectValue(await get(`${systemEndpoints.helpCenter.path}${query}`), systemEndpoints.helpCenter);

  it('answers categories with HTML items, including the terms of use', async () => {
    const categories = await help('?lang=EN&device=WEB');
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const term = categories.flatMap((c) => c.items).find((i) => i.id === 'term');
    expect(term?.title).toBe('Terms of use');
    expect(term?.content).toMatch(/^<h3>|^<p>/);
  });

  it('answers in Lao by default and in Chinese when asked', async () => {
    const [lo, cn] = await Promise.all([help('?device=WEB'), help('?device=WEB&lang=CN')]);
    expect(lo[0]?.title).toBe('ຄູ່ມືຜູ້ຫຼິ້ນໃໝ່');
    expect(cn[0]?.title).toBe('新手指南');
  });

  it('requires device WEB', async () => {
    expect(expectFailure(await get(`${systemEndpoints.helpCenter.path}?lang=EN`), 400, 'bad-request')).toBe(
      "Missing query parameter 'device'",
    );
    expect(expectFailure(await get(`${systemEndpoints.helpCenter.path}?device=APP`), 400, 'bad-request')).toContain(
      "Invalid query parameter 'device'",
    );
  });
});

describe('country codes', () => {
  it('starts with Laos and lists the neighbours', async () => {
    const countries = expectValue(await get(systemEndpoints.countryCodes.path), systemEndpoints.countryCodes);
    expect(countries[0]).toEqual({ countryCode: 'LA', countryDialingCode: '856' });
    expect(countries.map((c) => c.countryCode)).toEqual(expect.arrayContaining(['VN', 'TH', 'KH', 'CN', 'MM']));
  });
});
