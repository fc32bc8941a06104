// The search form and the query fragments built from a user's term: normalized alike, never raw SQL or FTS syntax.
import { ftsMatchExpression, likePattern, searchForm } from './game-search';

describe('game name search form', () => {
  it('lower-cases, trims, collapses spaces and spaces Chinese characters apart', () => {
    expect(searchForm('  Golden   DRAGON ')).toBe('golden dragon');
    expect(searchForm('黄金龙 Deluxe')).toBe('黄 金 龙 deluxe');
    expect(searchForm('ມັງກອນ ຄຳ')).toBe('ມັງກອນ ຄຳ');
  });

  it('quotes the term as one FTS5 prefix phrase, doubling quotes, and skips terms without a word character', () => {
    expect(ftsMatchExpression('Dragon OR "Tiger')).toBe('"dragon or ""tiger"*');
    expect(ftsMatchExpression(' % _ * ')).toBeNull();
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern(' 100%_\\ ')).toBe('%100\\%\\_\\\\%');
  });
});
