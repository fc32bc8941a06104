import { SegmentedLru } from './segmented-lru';

describe('SegmentedLru', () => {
  it('keeps what was asked for twice through a flood of keys asked for once', () => {
    const cache = new SegmentedLru<string>(100);
    for (let n = 0; n < 50; n++) {
      cache.set(`popular-${n}`, `answer ${n}`);
      expect(cache.get(`popular-${n}`)).toBe(`answer ${n}`); // a second visitor asks for it
    }

    for (let n = 0; n < 100_000; n++) cache.set(`search-${n}`, 'one-off');

    for (let n = 0; n < 50; n++) expect(cache.get(`popular-${n}`)).toBe(`answer ${n}`);
    expect(cache.size).toBeLessThanOrEqual(100);
  });

  it('holds at most its size, the least recently used going first', () => {
    const cache = new SegmentedLru<number>(10);
    for (let n = 0; n < 10; n++) {
      cache.set(`k${n}`, n);
      cache.get(`k${n}`);
    }
    cache.get('k0'); // k1 is now the least recently used of the protected segment
    for (let n = 10; n < 30; n++) {
      cache.set(`k${n}`, n);
      cache.get(`k${n}`);
    }
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k29')).toBe(29);
  });

  it('forgets a deleted key and everything on clear', () => {
    const cache = new SegmentedLru<number>(10);
    cache.set('a', 1);
    cache.get('a');
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces the value of a key it holds', () => {
    const cache = new SegmentedLru<number>(10);
    cache.set('a', 1);
    cache.get('a');
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    cache.set('b', 1);
    cache.set('b', 3);
    expect(cache.get('b')).toBe(3);
  });
});
