// The game page's texts: the same keys in LO, EN and CN, translated, naming every symbol shape and poker hand.
import { LANGUAGES } from '@mekong/contracts';
import { PAGE_TEXTS } from './texts';
import { SYMBOL_SHAPES } from '../themes';
import { HAND_CATEGORIES } from '../engines/poker/poker';
import { TABLE_GAMES } from '../variant';
import { tableSpots } from '../table-games';

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

  it('name every kind of bet of the table games, and each game’s table, button, note and dealing state', () => {
    for (const game of TABLE_GAMES) {
      for (const spot of tableSpots(game)) expect(keys('EN')).toContain(`kind_${spot.kind.replace(/-/g, '_')}`);
      for (const key of [`table_${game}`, `${game}_now`, `${game}_dealing`, `${game}_note`]) expect(keys('EN')).toContain(key);
    }
  });
});
