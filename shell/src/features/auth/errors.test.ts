// The text of a failure: the wait of too-many-requests in each language.
import { ApiError } from '@mekong/contracts';
import { createTestI18n } from '../../test-support/i18n';
import { apiErrorText, waitText } from './errors';

const busy = (retryAfterSeconds?: number) =>
  new ApiError('too-many-requests', 'Too many requests', 429, retryAfterSeconds === undefined ? null : { retryAfterSeconds });

describe('the wait of too-many-requests', () => {
  const { t } = createTestI18n('EN');

  it.each([
    [1, 'Too many tries. Please try again in 1 second.'],
    [12, 'Too many tries. Please try again in 12 seconds.'],
    [59, 'Too many tries. Please try again in 59 seconds.'],
    [60, 'Too many tries. Please try again in 1 minute.'],
    [61, 'Too many tries. Please try again in 2 minutes.'],
    [300, 'Too many tries. Please try again in 5 minutes.'],
  ])('%i s reads %s', (seconds, text) => {
    expect(apiErrorText(t, busy(seconds))).toBe(text);
  });

  it('is said in Lao and Chinese too', () => {
    expect(waitText(createTestI18n('LO').t, busy(30))).toBe('ພະຍາຍາມຫຼາຍເກີນໄປ. ກະລຸນາລອງໃໝ່ໃນອີກ 30 ວິນາທີ.');
    expect(waitText(createTestI18n('CN').t, busy(300))).toBe('尝试次数过多，请 5 分钟后再试。');
  });

  it('promises no length it was not given', () => {
    expect(waitText(t, busy())).toBeNull();
    expect(apiErrorText(t, busy())).toBe('Too many requests. Please try again later.');
    expect(waitText(t, new ApiError('wrong-credentials', 'Wrong', 401, { retryAfterSeconds: 5 }))).toBeNull();
  });
});
