// The member remote's LO, EN and CN texts hold the same keys, and Lao and Chinese are translations, not English copies.
import { translationProblems } from '@mekong/ui/remote';
import { translations } from '../translations';

test('LO, EN and CN of mf_member have the same keys, all translated', () => {
  expect(translationProblems(translations)).toEqual([]);
});
