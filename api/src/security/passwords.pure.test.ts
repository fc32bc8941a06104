// scrypt hashing: OWASP parameters in the stored form, salted, verified in constant time, rehash detection.
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, verifyPassword } from './passwords';
import { TEST_SCRYPT_COST } from '../test-support/test-app';

it('hashes at OWASP cost (N=2^17, r=8, p=1) by default, storing the parameters', async () => {
  expect(OWASP_SCRYPT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
  const hash = await hashPassword('Demo1234');
  expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  await expect(verifyPassword('Demo1234', hash)).resolves.toBe(true);
});

it('salts every hash and refuses wrong, empty and malformed inputs', async () => {
  const [a, b] = await Promise.all([hashPassword('Same1234', TEST_SCRYPT_COST), hashPassword('Same1234', TEST_SCRYPT_COST)]);
  expect(a).not.toBe(b);
  await expect(verifyPassword('Same1234', a)).resolves.toBe(true);
  await expect(verifyPassword('same1234', a)).resolves.toBe(false);
  await expect(verifyPassword('Same1234', '', TEST_SCRYPT_COST)).resolves.toBe(false);
  await expect(verifyPassword('Same1234', null, TEST_SCRYPT_COST)).resolves.toBe(false);
  await expect(verifyPassword('Same1234', 'scrypt$99$8$1$AA==$AA==', TEST_SCRYPT_COST)).resolves.toBe(false);
});

it('tells a hash made at a lower cost', async () => {
  const weak = await hashPassword('Old12345', { ...TEST_SCRYPT_COST, log2N: 9 });
  expect(needsRehash(weak, TEST_SCRYPT_COST)).toBe(true);
  expect(needsRehash(await hashPassword('New12345', TEST_SCRYPT_COST), TEST_SCRYPT_COST)).toBe(false);
  expect(needsRehash('', TEST_SCRYPT_COST)).toBe(false);
});
