import { createBus, createMemoryStorage, type BusEvents } from '@mekong/contracts';
import { ALL_SHELL_TEXTS, createTestI18n } from '../../test-support/i18n';
import { createShellI18n, htmlLangOf, readStoredLanguage, startLanguage, switchLanguage } from './i18n';
import { lo } from './locales/lo';

/** As a page starts in Lao: the instance with the texts of its own language only, and what a switch touches. */
function startedInLao() {
  const storage = createMemoryStorage();
  const bus = createBus();
  const heard: BusEvents['language/changed'][] = [];
  bus.on('language/changed').subscribe((event) => heard.push(event));
  const documentElement = { lang: 'lo' };
  const i18n = createShellI18n('LO', { LO: lo });
  return { i18n, storage, documentElement, heard, deps: { i18n, storage, bus, documentElement } };
}

describe('language persistence', () => {
  it('starts in LO when nothing is stored', () => {
    expect(readStoredLanguage(createMemoryStorage())).toBe('LO');
  });

  it('prefers hisLang, then lang, and ignores unknown codes', () => {
    const storage = createMemoryStorage();
    storage.setItem('lang', 'CN');
    expect(readStoredLanguage(storage)).toBe('CN');
    storage.setItem('hisLang', 'EN');
    expect(readStoredLanguage(storage)).toBe('EN');
    storage.setItem('hisLang', 'fr');
    expect(readStoredLanguage(storage)).toBe('CN');
  });

  it("loads the new language's texts, saves hisLang and lang, sets <html lang>, switches i18next and tells the bus", async () => {
    const { i18n, storage, documentElement, heard, deps } = startedInLao();
    expect(i18n.hasResourceBundle('CN', 'shell')).toBe(false);

    await switchLanguage(deps, 'CN');

    expect(storage.getItem('hisLang')).toBe('CN');
    expect(storage.getItem('lang')).toBe('CN');
    expect(documentElement.lang).toBe('zh');
    expect(i18n.language).toBe('CN');
    expect(i18n.t('header.login')).toBe('登录');
    expect(heard).toEqual([{ language: 'CN' }]);
  });

  it('lets the later of two quick picks win, whichever texts arrive first', async () => {
    const { i18n, storage, documentElement, heard, deps } = startedInLao();
    // EN's texts must still be fetched; CN's are at hand, so the CN pick finishes first.
    i18n.addResourceBundle('CN', 'shell', ALL_SHELL_TEXTS.CN);
    await Promise.all([switchLanguage(deps, 'EN'), switchLanguage(deps, 'CN')]);
    expect(i18n.language).toBe('CN');
    expect(storage.getItem('hisLang')).toBe('CN');
    expect(documentElement.lang).toBe('zh');
    expect(heard).toEqual([{ language: 'CN' }]);
  });

  it('restores the saved language on the next load', async () => {
    const storage = createMemoryStorage();
    await switchLanguage({ i18n: createShellI18n('LO', { LO: lo }), storage, bus: createBus(), documentElement: { lang: '' } }, 'EN');
    const reloaded = createTestI18n(readStoredLanguage(storage));
    expect(reloaded.language).toBe('EN');
    expect(reloaded.t('header.register')).toBe('Register');
  });

  it('stores the language a load starts in under lang and hisLang (requirements §3), first visit or one key kept', () => {
    const firstVisit = createMemoryStorage();
    expect(startLanguage(firstVisit)).toBe('LO');
    expect([firstVisit.getItem('lang'), firstVisit.getItem('hisLang')]).toEqual(['LO', 'LO']);

    const onlyHisLang = createMemoryStorage();
    onlyHisLang.setItem('hisLang', 'EN');
    expect(startLanguage(onlyHisLang)).toBe('EN');
    expect([onlyHisLang.getItem('lang'), onlyHisLang.getItem('hisLang')]).toEqual(['EN', 'EN']);

    const onlyLang = createMemoryStorage();
    onlyLang.setItem('lang', 'CN');
    expect(startLanguage(onlyLang)).toBe('CN');
    expect([onlyLang.getItem('lang'), onlyLang.getItem('hisLang')]).toEqual(['CN', 'CN']);
  });

  it('maps the site codes to html lang codes', () => {
    expect([htmlLangOf('LO'), htmlLangOf('EN'), htmlLangOf('CN')]).toEqual(['lo', 'en', 'zh']);
  });

  it('speaks Lao by default', () => {
    expect(createShellI18n('LO', { LO: lo }).t('header.login')).toBe('ເຂົ້າສູ່ລະບົບ');
  });
});
