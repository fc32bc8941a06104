// The game page's texts: the same keys in LO, EN and CN, translated, naming every symbol shape and poker hand.
import { LANGUAGES } from '@mekong/contracts';
import { PAGE_TEXTS } from './texts';
import { SYMBOL_SHAPES } from '../themes';
import { HAND_CATEGORIES } from '../engines/poker/poker';

describe('game page texts', () => {
  const keys = (language: (typeof LANGUAGES)[number]) => Object.keys(PAGE_TEXTS[language]).sort();

  it('have the same keys in LO, EN and CN, none empty, Lao and Chinese translated', () => {
    for (const language of LANGUAGES) {
      expect(keys(language)).toEqual(keys('EN'));
      expect(Object.values(PAGE_TEXTS[language]).every((text) => text.trim() !== '')).toBe(true);
    }
    expect(PAGE_TEXTS.LO.spin).not.toBe(PAGE_TEXTS.EN.spin);
    expect(PAGE_TEXTS.CN.spin).not.toBe(PAGE_TEXTS.EN.spin);
  });

  it('name every symbol shape and poker hand', () => {
    for (const shape of SYMBOL_SHAPES) expect(keys('EN')).toContain(`symbol_${shape}`);
    for (const hand of HAND_CATEGORIES) expect(keys('EN')).toContain(hand);
  });
});
