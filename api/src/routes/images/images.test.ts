// The generated images: banners in the asked language, vendor logos, and envelopes for unknown ones.
import { buildTestApp, expectFailure, type TestApp } from '../../test-support/test-app';
import { bannerImageUrl, vendorLogoUrl } from '../../modules/image-urls';
import { bannerSvg, escapeXml, wrapText } from './svg';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('banner images', () => {
  it('draw the headline in the asked language, cacheable', async () => {
    const lo = await get(bannerImageUrl('home-welcome', 'LO'));
    expect(lo.statusCode).toBe(200);
    expect(lo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(lo.headers['cache-control']).toBe('public, max-age=3600');
    expect(lo.body).toContain('ຍິນດີຕ້ອນຮັບສູ່ Mekong');
    expect((await get(bannerImageUrl('home-welcome', 'EN'))).body).toContain('Welcome to Mekong');
  });

  it('answer envelopes for an unknown banner or language', async () => {
    expect(expectFailure(await get(bannerImageUrl('no-such-banner', 'EN')), 404, 'not-found')).toBe("No banner 'no-such-banner'");
    expect(expectFailure(await get('/static/banners/home-welcome.svg?language=FR'), 400, 'bad-request')).toContain(
      "query parameter 'language'",
    );
  });
});

describe('vendor logos', () => {
  it('draw a badge with the vendor code', async () => {
    const response = await get(vendorLogoUrl('TCG_LOTTO_VN'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('TCG LOTTO VN');
  });

  it('answer 404 for an unknown vendor', async () => {
    expectFailure(await get(vendorLogoUrl('NOPE')), 404, 'not-found');
  });
});

describe('svg drawing', () => {
  it('escapes text', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    expect(bannerSvg({ groupName: 'w_home', headline: 'A & B', subline: '<x>', colorFrom: '#000', colorTo: '#fff' })).not.toMatch(
      /A & B|<x>/,
    );
  });

  it('wraps on spaces, and Chinese by character, within the line budget', () => {
    expect(wrapText('one two three four', 5, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('一二三四五六', 3, 2)).toEqual(['一二三', '四五六']);
    expect(wrapText('a b c d e f', 1, 2)).toEqual(['a', 'b c d e f']);
  });
});
