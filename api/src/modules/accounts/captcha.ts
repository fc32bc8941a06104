// Server-drawn captchas: a random text drawn as an SVG with noise (lines, dots, jittered glyphs), kept until it
// expires; each captcha can be answered once.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { safeEqualText } from '../../security/tokens';

// No 0/O, 1/I/L: they are too easy to misread.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;

export async function createCaptcha(db: Db, answer = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('')) {
  const id = randomUUID();
  await db.insertInto('captchas').values({ id, answer, expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS).toISOString(), usedAt: null }).execute();
  return { id, answer };
}

/** True when the answer matches (case-insensitively) an unexpired, unused captcha; the captcha is spent either way. */
export async function spendCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const row = await db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.usedAt !== null) return false;
  const spent = await db.updateTable('captchas').set({ usedAt: new Date().toISOString() }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 && Date.now() < Date.parse(row.expiresAt) && safeEqualText(answer.trim().toUpperCase(), row.answer);
}

/** The answer of a captcha, for tests and the non-production ops command. */
export async function captchaAnswer(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirst();
  return row?.answer;
}

const WIDTH = 120;
const HEIGHT = 40;

/** The captcha image as an SVG document. */
export function captchaSvg(answer: string): string {
  const hue = () => randomInt(360);
  const noiseLines = Array.from(
    { length: 5 },
    () =>
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="hsl(${hue()},60%,45%)" stroke-width="${1 + randomInt(2)}" fill="none"/>`,
  ).join('');
  const dots = Array.from({ length: 30 }, () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="hsl(${hue()},50%,50%)"/>`).join('');
  const glyphs = [...answer]
    .map((ch, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-size="${24 + randomInt(6)}" font-family="Verdana, sans-serif" font-weight="bold" fill="hsl(${hue()},65%,35%)">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${dots}${glyphs}${noiseLines}</svg>`;
}

export const captchaDataUrl = (answer: string): string => `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
