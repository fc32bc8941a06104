// A provider's launch answer names the game page the site frames: only an http(s) URL or a path under /provider/.
import { gameLaunchAnswerSchema } from './game-launch';

const accepts = (url: string) => gameLaunchAnswerSchema.safeParse({ url }).success;

it('accepts an http(s) URL or a path under /provider/', () => {
  expect(accepts('/provider/play/abc')).toBe(true);
  expect(accepts('https://games.example/provider/play/abc')).toBe(true);
  expect(accepts('http://127.0.0.1:8091/provider/play/abc')).toBe(true);
});

it('refuses any other scheme or path', () => {
  for (const url of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/provider/play/abc',
    '/wps/member/info',
    'provider/play/abc',
    '/provider/play/a b',
    '/provider\\..\\wps',
    'ftp://games.example/provider/play/abc',
  ])
    expect(accepts(url)).toBe(false);
});
