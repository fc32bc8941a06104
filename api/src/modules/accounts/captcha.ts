// Server-drawn captchas: a random text drawn as SVG paths with noise, kept until it expires; each captcha can be
// answered once.
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database';
import { safeEqualText } from '../../security/tokens';

// No 0/O, 1/I/L: they are too easy to misread.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;

export async function createCaptcha(
  db: Db,
  answer = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(''),
) {
  const id = randomUUID();
  await db
    .insertInto('captchas')
    .values({ id, answer, expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS).toISOString(), usedAt: null })
    .execute();
  return { id, answer };
}

/** True when the answer matches (case-insensitively) an unexpired, unused captcha; the captcha is spent either way. */
export async function spendCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const row = await db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.usedAt !== null) return false;
  const spent = await db
    .updateTable('captchas')
    .set({ usedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return (
    Number(spent.numUpdatedRows) === 1 && Date.now() < Date.parse(row.expiresAt) && safeEqualText(answer.trim().toUpperCase(), row.answer)
  );
}

/** The answer of a captcha, for tests and the non-production ops command. */
export async function captchaAnswer(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirst();
  return row?.answer;
}

/**
 * The captcha image as an SVG document. svg-captcha draws each glyph as a path from its bundled font, with noise
 * curves: plain <text> glyphs would hand the answer to any bot that reads the markup.
 */
export function captchaSvg(answer: string): string {
  return drawText(answer, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f1ea' });
}

/** svg-captcha's module is itself the draw-this-text function; its typings only declare `create`, which picks the text. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

export const captchaDataUrl = (answer: string): string => `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
