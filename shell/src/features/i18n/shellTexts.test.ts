// main.js picks the start language's texts without the contracts: the same keys and default as readStoredLanguage.
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@mekong/contracts';
import { EARLY_DEFAULT_LANGUAGE, EARLY_LANGUAGE_KEYS } from './shellTexts';

test('the early language pick reads the keys readStoredLanguage reads, in its order, with its default', () => {
  expect(EARLY_LANGUAGE_KEYS).toEqual([STORAGE_KEYS.languageHistory, STORAGE_KEYS.language]);
  expect(EARLY_DEFAULT_LANGUAGE).toBe(DEFAULT_LANGUAGE);
});
