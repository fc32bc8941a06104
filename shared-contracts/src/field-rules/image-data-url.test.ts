import { parseImageDataUrl } from './image-data-url';

describe('parseImageDataUrl', () => {
  it('takes png and jpeg base64 data URLs with up to two padding characters at the end', () => {
    expect(parseImageDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ mimeType: 'image/png', data: 'iVBORw0KGgo=' });
    expect(parseImageDataUrl('data:image/jpeg;base64,/9j/4A==')).toEqual({ mimeType: 'image/jpeg', data: '/9j/4A==' });
    expect(parseImageDataUrl('data:image/png;base64,abc+/9')).toEqual({ mimeType: 'image/png', data: 'abc+/9' });
  });

  it('refuses other types, other encodings, an empty body, a character outside base64 and padding not at the end', () => {
    for (const value of [
      'data:image/gif;base64,R0lGOD',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,iVBOR',
      'data:image/png;base64,',
      'data:image/png;base64,==',
      'data:image/png;base64,abc===',
      'data:image/png;base64,ab=c',
      'data:image/png;base64,abc def',
      'data:image/png;base64,abc\n',
      ' data:image/png;base64,abc',
      'https://example.com/a.png',
    ]) {
      expect({ value, parsed: parseImageDataUrl(value) }).toEqual({ value, parsed: null });
    }
  });

  it('checks a body of tens of megabytes without a stack overflow, in a fresh pattern state each time', () => {
    const body = 'A'.repeat(30 * 1024 * 1024);
    expect(parseImageDataUrl(`data:image/png;base64,${body}`)?.data.length).toBe(body.length);
    expect(parseImageDataUrl(`data:image/png;base64,${body}!`)).toBeNull();
  });
});
