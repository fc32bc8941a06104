// The static first screen: main.js mirrors the language into the server's cookie and puts the banner's language
// right; the shell takes the layer away once the page's own banner has loaded, or at once without one.
import { dropFirstScreen, FIRST_SCREEN_ID, rememberLanguage, startFirstScreen } from './firstScreen';
import { handOverFirstScreen } from './firstScreenHandOver';

const BANNER = '/static/banners/home-welcome.svg?language=LO';

function staticPage(withBanner: boolean): void {
  const banner = withBanner ? `<img class="first-banner" src="${BANNER}" alt="" fetchpriority="high" data-language="LO">` : '';
  document.body.innerHTML = `<div id="root"></div><div id="${FIRST_SCREEN_ID}" aria-hidden="true"><div class="first-header"></div>${banner}</div>`;
}

const layer = () => document.getElementById(FIRST_SCREEN_ID);
const staticBanner = () => document.querySelector<HTMLImageElement>(`#${FIRST_SCREEN_ID} img`);

/** The page's own banner as BannerImage draws it, loaded or not (jsdom loads no image). */
function pageBanner(src: string, complete: boolean): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  image.src = src;
  return image;
}

afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'hisLang=; Max-Age=0; Path=/';
});

describe('main.js start', () => {
  it('mirrors the language into the hisLang cookie the server reads', () => {
    staticPage(true);
    startFirstScreen(document, 'CN');
    expect(document.cookie).toContain('hisLang=CN');
    rememberLanguage(document, 'EN', false);
    expect(document.cookie).toContain('hisLang=EN');
  });

  it("asks for the static banner in the page's language when the server drew another", () => {
    staticPage(true);
    startFirstScreen(document, 'EN');
    expect(staticBanner()?.getAttribute('src')).toBe('/static/banners/home-welcome.svg?language=EN');
    expect(staticBanner()?.dataset.language).toBe('EN');
  });

  it('leaves a banner drawn in the right language, and a page without one, as they are', () => {
    staticPage(true);
    startFirstScreen(document, 'LO');
    expect(staticBanner()?.getAttribute('src')).toBe(BANNER);
    staticPage(false);
    expect(() => startFirstScreen(document, 'EN')).not.toThrow();
  });
});

describe('hand-over once the first page has shown', () => {
  it('takes the layer away at once when it has no banner', () => {
    staticPage(false);
    handOverFirstScreen(document);
    expect(layer()).toBeNull();
  });

  it("keeps the banner until the page's own has loaded, then takes it away", async () => {
    staticPage(true);
    const root = document.getElementById('root') as HTMLElement;
    const loading = document.createElement('div');
    loading.setAttribute('aria-busy', 'true');
    root.append(loading);
    handOverFirstScreen(document);
    expect(layer()).not.toBeNull();

    const image = pageBanner(BANNER, false);
    loading.replaceWith(image);
    await Promise.resolve();
    expect(layer()).not.toBeNull();
    Object.defineProperty(image, 'complete', { value: true });
    image.dispatchEvent(new Event('load'));
    expect(layer()).toBeNull();
  });

  it('takes it away when the page settles with no banner of its own (its loading states gone)', async () => {
    staticPage(true);
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<div aria-busy="true"></div>';
    handOverFirstScreen(document);
    expect(layer()).not.toBeNull();
    root.innerHTML = '<p>Failed to load</p>';
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
    expect(layer()).toBeNull();
  });

  it('takes it away after its time limit whatever the page holds', () => {
    jest.useFakeTimers();
    staticPage(true);
    document.getElementById('root')?.append(pageBanner(BANNER, false));
    handOverFirstScreen(document);
    expect(layer()).not.toBeNull();
    jest.runOnlyPendingTimers();
    expect(layer()).toBeNull();
  });

  it('drops on demand (the maintenance page, a failed slot), and twice is harmless', () => {
    staticPage(true);
    dropFirstScreen(document);
    dropFirstScreen(document);
    expect(layer()).toBeNull();
  });
});
