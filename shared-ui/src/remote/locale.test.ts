// The translation check catches missing keys, empty texts, English copies and changed placeholders.
import { translationProblems } from './locale';

test('a missing key, an empty text and an untranslated copy are reported', () => {
  const problems = translationProblems({
    EN: { hello: 'Hello', bye: 'Goodbye' },
    LO: { hello: 'Hello' },
    CN: { hello: '你好', bye: ' ' },
  });
  expect(problems).toEqual(['LO keys differ from EN: bye', 'LO.hello is not translated: "Hello"', 'CN.bye is empty']);
});

test('nested sections are compared by their dotted keys, and a text rightly the same everywhere can be named', () => {
  const problems = translationProblems(
    {
      EN: { header: { login: 'Log in', page: 'Page {{n}}' }, brand: 'Mekong' },
      LO: { header: { login: 'ເຂົ້າສູ່ລະບົບ', page: 'ໜ້າ' }, brand: 'Mekong' },
      CN: { header: { login: '登录' }, brand: 'Mekong', extra: '多余' },
    },
    { sameEverywhere: ['brand'] },
  );
  expect(problems).toEqual(['LO.header.page has placeholders "", EN "{{n}}"', 'CN keys differ from EN: extra, header.page']);
});
