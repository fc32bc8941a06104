// Accept-Language as the site's client sends it (LO, EN, CN) and as browsers do (tags with q values).
import { requestLanguage } from './accept-language';

it("reads the site client's codes and browsers' tags, best first by q", () => {
  expect(requestLanguage('EN')).toBe('EN');
  expect(requestLanguage(' cn ')).toBe('CN');
  expect(requestLanguage('en-US,en;q=0.9')).toBe('EN');
  expect(requestLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('CN');
  expect(requestLanguage('lo-LA')).toBe('LO');
  expect(requestLanguage('fr-FR,en;q=0.5,zh;q=0.7')).toBe('CN');
  expect(requestLanguage('en;q=0, lo;q=0.1')).toBe('LO');
});

it('answers null when the header names none of the site languages, or nothing readable', () => {
  for (const header of [undefined, '', 'fr-FR,de;q=0.8', '*', 'en;q=abc', 'en;q=0', ',,;']) expect(requestLanguage(header)).toBeNull();
});
