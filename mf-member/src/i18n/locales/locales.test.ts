// The member remote's LO, EN and CN texts hold the same keys, and Lao and Chinese are translations, not English copies.
import { translationProblems } from '@mekong/ui/remote';
import { translations } from '../translations';

// Brand names, written the same in every language.
const SAME_EVERYWHERE = ['account_profile_telegram', 'account_profile_zalo'];

test('LO, EN and CN of mf_member have the same keys, all translated', () => {
  expect(translationProblems(translations, { sameEverywhere: SAME_EVERYWHERE })).toEqual([]);
});
