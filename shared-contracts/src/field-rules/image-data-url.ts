// A png or jpeg image sent as a data URL (proof images, promotion applications): its parts, checked without a pattern
// over the base64 body. One backtracking regular expression over a 7 MB body overflowed V8's regexp stack now and
// then (RangeError "Maximum call stack size exceeded" inside RegExp.test, seen in a full API run), and the call
// answered 500 instead of refusing the image; a search for one character outside the alphabet never backtracks.

export type ImageMimeType = 'image/png' | 'image/jpeg';

const START = /^data:(image\/png|image\/jpeg);base64,/;
/** Longer than any start START matches, so the pattern only ever sees a short prefix. */
const START_MAX_LENGTH = 40;
const OUTSIDE_BASE64_ALPHABET = /[^A-Za-z0-9+/]/;

/** The image's MIME type and base64 data, or null when the value is not a png or jpeg base64 data URL. */
export function parseImageDataUrl(value: string): { mimeType: ImageMimeType; data: string } | null {
  const start = START.exec(value.slice(0, START_MAX_LENGTH));
  if (!start) return null;
  const data = value.slice(start[0].length);
  // At most two '=' of padding, and only at the end.
  let end = data.length;
  while (end > 0 && data.length - end < 2 && data[end - 1] === '=') end -= 1;
  const body = data.slice(0, end);
  if (body.length === 0 || OUTSIDE_BASE64_ALPHABET.test(body)) return null;
  return { mimeType: start[1] as ImageMimeType, data };
}
