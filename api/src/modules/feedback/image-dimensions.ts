// The pixel size a png or jpeg declares in its header (issue 19, feedback images): an image is kept only if its
// header decodes to a plausible size, so a file that merely starts with the right magic bytes is refused.
export interface Dimensions {
  width: number;
  height: number;
}

/** PNG: the first chunk is IHDR (length 13), holding width and height as big-endian 32-bit numbers. */
function pngDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8, DAC CC) carry the frame's height then width. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments after SOI to the first start-of-frame. */
function jpegDimensions(bytes: Buffer): Dimensions | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers; EOI or SOS before a frame means no frame.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The declared size of a png or jpeg's bytes, or null when its header does not decode. */
export function imageDimensions(bytes: Buffer, mimeType: 'image/png' | 'image/jpeg'): Dimensions | null {
  return mimeType === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}
