import { cn } from './cn';
import { en } from './en';
import { lo } from './lo';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

// Names that are the same in every language: language names written in their own script, and brand names.
const SAME_EVERYWHERE = new Set(['languages.LO', 'languages.EN', 'languages.CN', 'menu.ios', 'menu.android']);

describe('shell locales', () => {
  const english = leaves(en);

  it.each([
    ['LO', lo],
    ['CN', cn],
  ])('%s has exactly the English keys', (_name, locale) => {
    expect([...leaves(locale).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['LO', lo],
    ['CN', cn],
  ])('%s is translated, not an English copy', (_name, locale) => {
    const copies = [...leaves(locale)].filter(([key, text]) => !SAME_EVERYWHERE.has(key) && text === english.get(key)).map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it('keeps the interpolation placeholders of every text', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const locale of [lo, cn]) {
      for (const [key, text] of leaves(locale)) expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key) ?? '')]);
    }
  });

  it('has the message keys of the spec that the shell shows', () => {
    for (const key of ['in_no_data', 'in_need_true_account', 'in_increase_submit', 'blockip', 'info_ip_block', 'game_maintenance', 'info_maintenance', 'end_time']) {
      expect(english.has(key)).toBe(true);
    }
  });
});
