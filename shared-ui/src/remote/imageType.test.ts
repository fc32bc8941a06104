// Proof images are judged by their first bytes: png and jpeg signatures, whatever the name or declared type says.
import { asImageDataUrl, sniffImageType } from './imageType';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00];
const base64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));

test('png and jpeg signatures are recognised; anything else is not an image', () => {
  expect(sniffImageType(PNG_HEAD)).toBe('image/png');
  expect(sniffImageType([0xff, 0xd8, 0xff, 0xe0])).toBe('image/jpeg');
  expect(sniffImageType([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])).toBeNull(); // GIF89a
  expect(sniffImageType(PNG_HEAD.slice(0, 8))).toBeNull(); // a signature and nothing after it
  expect(sniffImageType([])).toBeNull();
});

test('a data URL takes the type its bytes show, and a text file is refused', () => {
  expect(asImageDataUrl(`data:image/jpeg;base64,${base64(PNG_HEAD)}`)).toBe(`data:image/png;base64,${base64(PNG_HEAD)}`);
  expect(asImageDataUrl(`data:image/png;base64,${base64('just some text\n')}`)).toBeNull();
  expect(asImageDataUrl('data:image/png,plain')).toBeNull();
  expect(asImageDataUrl('data:image/png;base64,@@@@')).toBeNull();
});
