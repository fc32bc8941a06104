// The chat room's LO, EN and CN texts: the same keys, translated, the same placeholders, and a text for every code
// a chat call can refuse with.
import { CHAT_FAILURES } from '@mekong/contracts/socket';
import { translationProblems } from '@mekong/ui/remote';
import { cn } from './cn';
import { en } from './en';
import { lo } from './lo';

describe('chat room locales', () => {
  it('LO and CN have exactly the English keys, translated, with the same placeholders', () => {
    expect(translationProblems({ LO: lo, EN: en, CN: cn })).toEqual([]);
  });

  it('has a text for every refusal of the chat calls', () => {
    for (const code of [...Object.values(CHAT_FAILURES), 'trial-account', 'unauthorized'])
      expect([code, `error_${code}` in en]).toEqual([code, true]);
  });
});
