// Schemas of feedback and complaints (requirements §3 Feedback, §5 word limits and image rules, §7 PUT /wps/feedback;
// issue 19): a member sends a question type, content within the word limits and up to three png/jpg images; it reads
// its own past feedback with ops' replies, and its own images (GET by id, the member's token in the header).
import * as z from 'zod/mini';
import { freeText } from '../field-rules/free-text';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { proofImageSchema, recordPageOf, recordPaging } from './money';

/** The fixed list of question types the form offers. */
export const FEEDBACK_QUESTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** §5 "Feedback content must be between {0} and {1} words": the limits chosen, and the caps around them. */
export const FEEDBACK_LIMITS = {
  minWords: 5,
  maxWords: 500,
  /** A ceiling on the stored text whatever the word count (a word may be long). */
  maxCharacters: 3000,
  imagesMax: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Smallest and largest side an image may have, in pixels (its header must decode to these). */
  imageMinSide: 1,
  imageMaxSide: 10_000,
  /** Submissions per member in the rate-limit window, and the window. */
  submissionsPerWindow: 5,
  windowMinutes: 60,
  replyMaxCharacters: 2000,
} as const;

/** Why feedback was refused. Texts are the client's, by code. */
export const FEEDBACK_FAILURES = {
  words: 'feedback-words',
  image: 'feedback-image',
  tooMany: 'feedback-too-many',
  notFound: 'feedback-not-found',
} as const;

// Letters of scripts written without spaces between words (Chinese, Japanese kana, Lao, Thai): each counts as a word.
const UNSPACED_LETTER = /(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Lao}\p{Script=Thai}])\p{L}/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The words of a text: each Chinese, kana, Lao or Thai letter is one (these scripts put no space between words, so
 * counting letters is the only count that does not make a paragraph "one word"), and each run of other letters or
 * digits between spaces or such letters is one (English, Vietnamese). Punctuation alone is no word.
 */
export function countWords(text: string): number {
  const unspaced = text.match(UNSPACED_LETTER)?.length ?? 0;
  const spaced = text
    .replace(UNSPACED_LETTER, ' ')
    .split(/\s+/u)
    .filter((part) => WORD_CHARACTER.test(part)).length;
  return unspaced + spaced;
}

export const feedbackInputSchema = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES, { error: `questionType must be one of ${FEEDBACK_QUESTION_TYPES.join(', ')}` }),
  // The word count is the server's check (it answers feedback-words with the limits); here only the outer bounds.
  content: freeText(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'content is required'),
        z.maxLength(FEEDBACK_LIMITS.maxCharacters, `content must be at most ${FEEDBACK_LIMITS.maxCharacters} characters`),
      ),
    { multiline: true },
  ),
  images: z._default(
    z.array(proofImageSchema).check(z.maxLength(FEEDBACK_LIMITS.imagesMax, `At most ${FEEDBACK_LIMITS.imagesMax} images`)),
    [],
  ),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackImageSchema = z.object({ id: z.string(), width: z.int(), height: z.int() });

export const feedbackSchema = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string(),
  images: z.array(feedbackImageSchema),
  /** Ops' reply, or null while unanswered. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackEndpoints = {
  submit: endpoint({ method: 'PUT', path: PATHS.feedback, access: 'token', input: feedbackInputSchema, output: feedbackSchema }),
  list: endpoint({
    method: 'GET',
    path: PATHS.feedback,
    access: 'token',
    input: z.object({ ...recordPaging }),
    output: recordPageOf(feedbackSchema),
  }),
};

/** Where a feedback image is read (its bytes, not an envelope): the owner's token in the authorization header. */
export const feedbackImagePath = (id: string): string => `${PATHS.feedback}/images/${encodeURIComponent(id)}`;
