// The chat message clean-up on its own: what passes as it was typed (Lao with its stacked marks, emoji), and what
// cannot reach other members' screens: blank letters, marks with no letter, "zalgo" stacks, a text of nothing visible.
import { CHAT_FAILURES } from '@mekong/contracts/socket';
import { cleanChatText } from './chat-text';

const refusal = (typed: string) => {
  try {
    cleanChatText(typed);
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

it('keeps Lao with its vowel and tone marks, Chinese, and emoji as typed', () => {
  for (const text of ['ສະບາຍດີ ເຈົ້າ ຢູ່ໃສ່?', '今晚开奖了吗', 'Good luck 👍🏽 ❤️ 1️⃣ 🇱🇦']) expect(cleanChatText(text)).toBe(text.normalize('NFC'));
});

it('refuses a text of blank letters, marks without a letter or spaces only as empty', () => {
  for (const typed of ['\u3164', '\u3164 \u2800\uFFA0', '\u115F\u1160', '\u0301\u0302\u0303', ' \u0E47\u0E48 ', '\u2800'.repeat(40)])
    expect(refusal(typed)).toBe(CHAT_FAILURES.emptyMessage);
});

it('turns blank letters into spaces and drops marks that have no letter under them', () => {
  expect(cleanChatText('hi\u3164\u3164there')).toBe('hi there');
  expect(cleanChatText('\u0301\u0301hello \u0308world')).toBe('hello world');
});

it('cuts a stack of marks on one letter to three ("zalgo" text)', () => {
  const zalgo = 'h' + '\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307'.repeat(5) + 'i';
  expect(cleanChatText(zalgo)).toBe('h\u0300\u0301\u0302i');
});
