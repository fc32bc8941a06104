// Proof images of a disputed withdrawal (requirements §4 'Not received (proof images required)') and the images of a
// promotion application (requirements §5): png or jpeg data URLs of at most 5 MB decoded each. The declared type must be what the bytes are: the file's magic number is checked, not
// only the data URL's prefix.
import { parseImageDataUrl, type ImageMimeType } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { DomainFailure } from '../failure';

export interface ProofImage {
  name: string;
  mimeType: ImageMimeType;
  /** Base64 of the image, as stored. */
  data: string;
}

/** A body carrying the most images a call takes, as base64 (4/3 of their bytes), plus room for its other fields. */
export const IMAGES_BODY_LIMIT = Math.ceil((MONEY_LIMITS.proofImagesMax * MONEY_LIMITS.proofImageMaxBytes * 4) / 3) + 64 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

function bytesAre(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length > signature.length && bytes.subarray(0, signature.length).equals(signature);
}

// The value names the field, so the site shows its own translated text instead of this message for developers.
const refused = (field: string, index: number, reason: string) =>
  new DomainFailure(400, 'bad-request', `Invalid body field '${field}.${index}': ${reason}`, { field, index });

/** The images checked and ready to store; throws a 400 naming the first bad one in the body's `field`. */
export function readProofImages(images: readonly { name: string; dataUrl: string }[], field = 'proofImages'): ProofImage[] {
  return images.map(({ name, dataUrl }, index) => {
    const parsed = parseImageDataUrl(dataUrl);
    if (!parsed) throw refused(field, index, 'images must be png or jpg data URLs');
    const { mimeType, data } = parsed;
    // The decoded size is known from the base64 length, before decoding a too-large image.
    const decodedBytes = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
    if (decodedBytes > MONEY_LIMITS.proofImageMaxBytes)
      throw refused(field, index, `an image may be at most ${MONEY_LIMITS.proofImageMaxBytes / (1024 * 1024)} MB`);
    const bytes = Buffer.from(data, 'base64');
    const isPng = bytesAre(bytes, PNG_SIGNATURE);
    const isJpeg = bytesAre(bytes, JPEG_SIGNATURE);
    if (!isPng && !isJpeg) throw refused(field, index, 'the file is not a png or jpg image');
    if ((mimeType === 'image/png') !== isPng) throw refused(field, index, `the file is not the ${mimeType} it claims to be`);
    return { name, mimeType, data };
  });
}
