// What an image file really is, from its first bytes (its magic number) rather than its name or the type the
// browser guessed from the name: a text file renamed '.png' is no picture, and the server would refuse it anyway.
// Withdrawal proofs and promotion applications both take such pictures.

/** The picture types a member may upload. */
export type ImageType = 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { type: ImageType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The png or jpeg type the bytes start with, or null when they are neither. */
export function sniffImageType(head: ArrayLike<number>): ImageType | null {
  const found = SIGNATURES.find(({ bytes }) => head.length > bytes.length && bytes.every((byte, i) => head[i] === byte));
  return found?.type ?? null;
}

/**
 * A file's data URL with the type its bytes show (a png named '.jpg' is sent as the png it is), or null when it is
 * not a png or jpeg picture at all.
 */
export function asImageDataUrl(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  const payload = dataUrl.slice(comma + 1);
  let head: string;
  try {
    // 16 base64 characters are the first 12 bytes: enough for either signature.
    head = atob(payload.slice(0, 16));
  } catch {
    return null;
  }
  const type = sniffImageType(Array.from(head, (char) => char.charCodeAt(0)));
  return type ? `data:${type};base64,${payload}` : null;
}
