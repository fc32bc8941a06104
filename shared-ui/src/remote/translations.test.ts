// The shared remote texts are complete, and the translation check catches missing keys and English copies.
import { platformTranslations, translationProblems } from './translations';

test('the shared remote texts have the same keys in LO, EN and CN, all translated', () => {
  expect(translationProblems(platformTranslations)).toEqual([]);
});

test('a missing key, an empty text and an untranslated copy are reported', () => {
  const problems = translationProblems({
    EN: { hello: 'Hello', bye: 'Goodbye' },
    LO: { hello: 'Hello' },
    CN: { hello: '你好', bye: ' ' },
  });
  expect(problems).toEqual(['LO keys differ from EN: bye', 'LO.hello is not translated: "Hello"', 'CN.bye is empty']);
});
