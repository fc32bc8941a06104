// The rules of the withdrawal forms: setting or changing the withdraw password, requesting a withdrawal (the bank
// fields and the password take the contract's own rules), and answering an approved withdrawal (requirements §4).
import * as z from 'zod/mini';
import { FREE_TEXT_MESSAGE } from '@mekong/contracts';
import {
  MONEY_LIMITS,
  proofImageSchema,
  requestWithdrawalInputSchema,
  WITHDRAW_PASSWORD_PATTERN,
  withdrawPasswordSchema,
  type confirmWithdrawalInputSchema,
  type setWithdrawPasswordInputSchema,
  type WithdrawalAnswer,
} from '@mekong/contracts/money';
import type { MutationInput } from '@mekong/ui/remote';
import { addIssue, amountSchema, money, readAmount, type AmountLimits } from '../wallet/cashier';

export type WithdrawPasswordMode = 'set' | 'change';

const required = z.string().check(z.minLength(1, 'cashier_required'), z.maxLength(100, 'cashier_text_too_long?max=100'));
const newWithdrawPassword = z.string().check(z.regex(WITHDRAW_PASSWORD_PATTERN, 'cashier_withdraw_password_rule'));

/** Setting the first withdraw password asks for the login password; changing it asks for the current one. */
export function withdrawPasswordFormSchema(mode: WithdrawPasswordMode) {
  return z.pipe(
    z.object({ current: required, newWithdrawPassword, confirmWithdrawPassword: z.string() }).check(
      z.refine((v) => v.confirmWithdrawPassword === v.newWithdrawPassword, {
        path: ['confirmWithdrawPassword'],
        message: 'cashier_confirm_mismatch',
      }),
    ),
    z.transform(({ current, ...passwords }): z.input<typeof setWithdrawPasswordInputSchema> =>
      mode === 'set' ? { loginPassword: current, ...passwords } : { oldWithdrawPassword: current, ...passwords },
    ),
  );
}

/**
 * The withdrawal request: the amount within the limits and the balance, then the contract's rules for the bank
 * fields and the withdraw password. Those rules' messages are English for API callers; `WITHDRAW_FIELD_RULES` names
 * the translated rule the member sees instead.
 */
export function withdrawRequestSchema(limits: Required<AmountLimits>) {
  const { bankName, bankAccountNo, accountName } = requestWithdrawalInputSchema.shape;
  return z.object({ amount: amountSchema(limits), bankName, bankAccountNo, accountName, withdrawPassword: withdrawPasswordSchema });
}

/** The withdrawal to one of the member's bound bank accounts (issue 19): the account is chosen, not typed. */
export function withdrawToBoundSchema(limits: Required<AmountLimits>) {
  return z.object({
    amount: amountSchema(limits),
    bankAccountId: z.string().check(z.minLength(1, 'cashier_required')),
    withdrawPassword: withdrawPasswordSchema,
  });
}

export const WITHDRAW_FIELD_RULES = {
  bankName: 'withdraw_rule_bank_name',
  bankAccountNo: 'withdraw_rule_account_no',
  accountName: 'withdraw_rule_account_name',
  withdrawPassword: 'cashier_withdraw_password_rule',
} as const;

/** The key of a withdrawal field's error: the free-text rule's own when that is what failed, else the field's rule. */
export function withdrawFieldErrorKey(field: keyof typeof WITHDRAW_FIELD_RULES, message: string): string {
  return message === FREE_TEXT_MESSAGE ? 'cashier_text_unsafe' : WITHDRAW_FIELD_RULES[field];
}

export type ProofImage = z.infer<typeof proofImageSchema>;
export type ConfirmAnswer = MutationInput<z.input<typeof confirmWithdrawalInputSchema>>;

/** The answer to an approved withdrawal: proof images for Not received and Partial, and the received part for Partial. */
export function confirmFormSchema(id: string, answer: WithdrawalAnswer, withdrawalAmount: number) {
  return z.pipe(
    z.object({ receivedAmount: z.string(), proofImages: z.array(proofImageSchema) }),
    z.transform((values, ctx): ConfirmAnswer => {
      if (answer === 'RECEIVED') return { id, answer };
      const { proofImages } = values;
      if (proofImages.length === 0) addIssue(ctx, { message: 'withdraw_proof_required', path: ['proofImages'] });
      if (proofImages.length > MONEY_LIMITS.proofImagesMax)
        addIssue(ctx, { message: `withdraw_proof_count?max=${MONEY_LIMITS.proofImagesMax}`, path: ['proofImages'] });
      if (answer === 'NOT_RECEIVED') return ctx.issues.length ? z.NEVER : { id, answer, proofImages };
      const read = readAmount(values.receivedAmount);
      // An amount too large to read is beyond the withdrawal too: the range says so.
      const received = read === 'too-large' ? Number.MAX_SAFE_INTEGER : read;
      if (values.receivedAmount.trim() === '') addIssue(ctx, { message: 'amount_required', path: ['receivedAmount'] });
      else if (received === null) addIssue(ctx, { message: 'amount_format', path: ['receivedAmount'] });
      else if (received <= 0 || received >= withdrawalAmount)
        addIssue(ctx, {
          message: `withdraw_partial_range?amount=${encodeURIComponent(money(withdrawalAmount))}`,
          path: ['receivedAmount'],
        });
      return ctx.issues.length || received === null ? z.NEVER : { id, answer, receivedAmount: received, proofImages };
    }),
  );
}
