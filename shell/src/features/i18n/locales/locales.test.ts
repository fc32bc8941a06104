// The shell's LO, EN and CN texts: the same keys, translated, the same placeholders, and every message key it must show.
import { AUTH_ERROR_CODES, DEFAULT_FIELD_RULE_MESSAGES } from '@mekong/contracts';
import { textsByKey, translationProblems } from '@mekong/ui/remote';
import { cn as cnCore } from './cn';
import { en as enCore } from './en';
import { lo as loCore } from './lo';
import { cnAuth } from './sign-in/cn';
import { enAuth } from './sign-in/en';
import { loAuth } from './sign-in/lo';

// The account popups' texts are a chunk of their own under `auth`; checked here as the one text tree they make.
const en = { ...enCore, auth: enAuth };
const lo = { ...loCore, auth: loAuth };
const cn = { ...cnCore, auth: cnAuth };

// Names that are the same in every language: language names written in their own script, brand names, and
// the bare placeholder that shows a server's own message.
const SAME_EVERYWHERE = ['languages.LO', 'languages.EN', 'languages.CN', 'menu.ios', 'menu.android', 'auth.tab_sms', 'auth.server_message'];

describe('shell locales', () => {
  const english = textsByKey(en);

  // The shared check of @mekong/ui: exactly the English keys, no empty text, no English copy, the same placeholders.
  it('LO and CN have exactly the English keys, translated, not English copies, with the same placeholders', () => {
    expect(translationProblems({ LO: lo, EN: en, CN: cn }, { sameEverywhere: SAME_EVERYWHERE })).toEqual([]);
  });

  it("translates every message key of the contracts' field-rule builder", () => {
    for (const key of Object.values(DEFAULT_FIELD_RULE_MESSAGES)) expect([key, english.has(key)]).toEqual([key, true]);
  });

  it('has the message keys of the spec that the shell shows', () => {
    for (const key of [
      'in_no_data',
      'in_need_true_account',
      'in_increase_submit',
      'blockip',
      'info_ip_block',
      'game_maintenance',
      'info_maintenance',
      'end_time',
    ]) {
      expect(english.has(key)).toBe(true);
    }
  });

  it('has the accounts messages of requirements §5 and §8, and every phone-auth code of §8', () => {
    for (const key of [
      'invitation_code_error',
      'in_been_out',
      'terms_required',
      'input_cannot_be_empty',
      'confirm_input_mismatch',
      'auth.password_length',
      'auth.invalid_verification_code',
      'auth.invalid_mobile',
      'auth.real_name_format',
      'auth.phone_format',
      'auth.account_format',
      'auth.password_format',
      'auth.email_format',
      'auth.captcha_required',
      'auth.phone_digits',
    ]) {
      expect([key, english.has(key)]).toEqual([key, true]);
    }
    const phoneAuthCodes = [
      'invalid-phone-number',
      'missing-phone-number',
      'too-many-requests',
      'unknown',
      'invalid-verification-code',
      'missing-verification-code',
      'captcha-check-failed',
      'quota-exceeded',
      'operation-not-allowed',
      'code-expired',
      'popup-closed-by-user',
    ];
    for (const code of [...phoneAuthCodes, ...AUTH_ERROR_CODES.filter((c) => c !== 'bad-request')]) {
      expect([code, english.has(`api_errors.${code}`)]).toEqual([code, true]);
    }
  });
});
