// The contract popup's LO, EN and CN texts: the same keys, translated, with the same placeholders.
import { translationProblems } from '@mekong/ui/remote';
import { cn } from './cn';
import { en } from './en';
import { lo } from './lo';

describe('contract popup locales', () => {
  it('LO and CN have exactly the English keys, translated, with the same placeholders', () => {
    expect(translationProblems({ LO: lo, EN: en, CN: cn })).toEqual([]);
  });
});
