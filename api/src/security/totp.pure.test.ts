// TOTP against the RFC 6238 appendix B vectors (SHA-1), ±1 step tolerance and replay refusal.
import { base32Decode, base32Encode, newTotpSecret, totpCode, totpStep, verifyTotp } from './totp';

// RFC 6238 test secret: ASCII '12345678901234567890'.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

it('round-trips base32', () => {
  expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
  expect(base32Decode(newTotpSecret())).toHaveLength(20);
});

it.each([
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
])('gives the RFC 6238 code at T=%i (last 6 of the 8 digits)', (seconds, code) => {
  expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code);
});

it('accepts one step either side, nothing further, and never a step already used', () => {
  const now = 1_700_000_000_000;
  const step = totpStep(now);
  expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
  expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
  expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now, null)).toBeNull();
  expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
  expect(verifyTotp(RFC_SECRET, '12345', now, null)).toBeNull();
});
