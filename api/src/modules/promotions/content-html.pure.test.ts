// Promotion HTML keeps its layout and loses everything that could run or restyle the page.
import { sanitizePromotionHtml } from './content-html';

it.each([
  ['<p>Deposit <b>100%</b> bonus</p>', '<p>Deposit <b>100%</b> bonus</p>'],
  ['<p onclick="steal()">x</p><script>alert(1)</script>', '<p>x</p>'],
  ['<a href="javascript:alert(1)">go</a>', '<a rel="noopener noreferrer">go</a>'],
  ['<img src="https://cdn.example/a.png" onerror="x()">', '<img src="https://cdn.example/a.png" />'],
  ['<iframe src="https://evil.example"></iframe><style>*{}</style>ok', 'ok'],
])('%s', (given, kept) => {
  expect(sanitizePromotionHtml(given)).toBe(kept);
});
