// The clean-up of a chat message: what a member typed becomes one line of plain text, or is refused with a code the
// page translates. The text is stored and sent as plain text and pages show it as text, never as HTML, so markup
// needs no escaping here (escaping would show '&lt;' to every reader); what is removed is what plain text must not
// carry: control and invisible format characters (the free-text rule: bidi overrides, zero-width characters, ESC),
// letters that draw nothing (fillers, the blank braille cell), and combining marks with no letter under them or
// stacked past what any language of the site writes ("zalgo" text that draws over the messages around it).
import { replaceUnsafeCharacters } from '@mekong/contracts';
import { CHAT_FAILURES, CHAT_LIMITS } from '@mekong/contracts/socket';
import { DomainFailure } from '../failure';

/** Characters that are letters or symbols to Unicode but draw nothing: Hangul fillers and the blank braille cell. */
const DRAWS_NOTHING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Marks at the start or after a space have no letter to sit on. */
const MARKS_WITHOUT_LETTER = /(^|\s)\p{M}+/gu;
/** Lao stacks at most a vowel and a tone mark on a letter (with NFC, at most three marks in any of the site's languages). */
const MAX_MARKS_ON_A_LETTER = 3;
const MARKS_PAST_THE_MOST = new RegExp(`(\\p{M}{${MAX_MARKS_ON_A_LETTER}})\\p{M}+`, 'gu');
/** What a message must show at least one of: a letter, a digit, a symbol (emoji among them) or punctuation. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * One line: NFC (so a Lao vowel typed in two ways is one text), line breaks and tabs become spaces, unsafe
 * characters are dropped (also the joiner of emoji sequences, which then show as their parts), blank letters become
 * spaces, marks without a letter dropped and stacks cut to three, runs of spaces become one, ends trimmed. A text
 * with nothing visible left is empty. Throws chat-message-empty or chat-message-too-long (in code points, as the page counts).
 */
export function cleanChatText(typed: string): string {
  const text = replaceUnsafeCharacters(typed.normalize('NFC').replace(/[\r\n\t]+/g, ' '), '')
    .replace(DRAWS_NOTHING, ' ')
    .replace(MARKS_WITHOUT_LETTER, '$1')
    .replace(MARKS_PAST_THE_MOST, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!VISIBLE.test(text)) throw new DomainFailure(400, CHAT_FAILURES.emptyMessage, 'The message is empty');
  const length = [...text].length;
  if (length > CHAT_LIMITS.messageMax)
    throw new DomainFailure(
      400,
      CHAT_FAILURES.tooLong,
      `The message is ${length} characters, at most ${CHAT_LIMITS.messageMax} may be sent`,
    );
  return text;
}
