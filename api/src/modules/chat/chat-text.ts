// The clean-up of a chat message: what a member typed becomes one line of plain text, or is refused with a code the
// page translates. The text is stored and sent as plain text and pages show it as text, never as HTML, so markup
// needs no escaping here (escaping would show '&lt;' to every reader); what is removed is what plain text must not
// carry: control and invisible format characters (the free-text rule: bidi overrides, zero-width characters, ESC).
import { CHAT_FAILURES, CHAT_LIMITS, replaceUnsafeCharacters } from '@mekong/contracts';
import { DomainFailure } from '../failure';

/**
 * One line: NFC (so a Lao vowel typed in two ways is one text), line breaks and tabs become spaces, unsafe
 * characters are dropped (also the joiner of emoji sequences, which then show as their parts), runs of spaces
 * become one, ends trimmed. Throws chat-message-empty or chat-message-too-long (in code points, as the page counts).
 */
export function cleanChatText(typed: string): string {
  const text = replaceUnsafeCharacters(typed.normalize('NFC').replace(/[\r\n\t]+/g, ' '), '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text === '') throw new DomainFailure(400, CHAT_FAILURES.emptyMessage, 'The message is empty');
  const length = [...text].length;
  if (length > CHAT_LIMITS.messageMax)
    throw new DomainFailure(
      400,
      CHAT_FAILURES.tooLong,
      `The message is ${length} characters, at most ${CHAT_LIMITS.messageMax} may be sent`,
    );
  return text;
}
