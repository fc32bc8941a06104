// The shared remote texts hold the same keys in LO, EN and CN, and Lao and Chinese are translations, not English copies.
import { translationProblems } from '../locale';
import { platformTranslations } from '../translations';
import { recordTexts } from '../records/texts';

test('the shared remote texts have the same keys in LO, EN and CN, all translated', () => {
  expect(translationProblems(platformTranslations)).toEqual([]);
});

test('the record pack has the same keys in LO, EN and CN, all translated', () => {
  expect(translationProblems(recordTexts)).toEqual([]);
});
