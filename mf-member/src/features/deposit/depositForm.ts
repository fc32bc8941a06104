// The deposit form's rules: the amount within the chosen channel's limits, and the depositor's name for a bank
// transfer (ops match the incoming transfer by it); the valid form becomes the createDeposit input.
import * as z from 'zod/mini';
import { isFreeText } from '@mekong/contracts';
import { DEPOSIT_CHANNELS, type createDepositInputSchema, type DepositChannel } from '@mekong/contracts/money';
import type { MutationInput } from '@mekong/ui/remote';
import { addIssue, amountSchema } from '../wallet/cashier';

export interface ChannelLimits {
  code: DepositChannel;
  minAmount: number;
  maxAmount: number;
}

export type DepositRequest = MutationInput<z.input<typeof createDepositInputSchema>>;

/** The depositor name's longest length, as the contract allows it. */
export const DEPOSITOR_NAME_MAX = 100;

export function depositFormSchema(channels: readonly ChannelLimits[]) {
  return z.pipe(
    z.object({ channel: z.enum(DEPOSIT_CHANNELS), amount: z.string(), depositorName: z.string() }),
    z.transform((values, ctx): DepositRequest => {
      const channel = channels.find((c) => c.code === values.channel);
      const amount = channel ? amountSchema({ min: channel.minAmount, max: channel.maxAmount }).safeParse(values.amount) : null;
      if (!channel || !amount) addIssue(ctx, { message: 'deposit_channel_required', path: ['channel'] });
      amount?.error?.issues.forEach((issue) => addIssue(ctx, { message: issue.message, path: ['amount'] }));
      const depositorName = values.depositorName.trim();
      const isBank = values.channel === 'BANK_TRANSFER';
      if (isBank && depositorName === '') addIssue(ctx, { message: 'deposit_depositor_required', path: ['depositorName'] });
      if (isBank && !isFreeText(depositorName)) addIssue(ctx, { message: 'cashier_text_unsafe', path: ['depositorName'] });
      if (isBank && depositorName.length > DEPOSITOR_NAME_MAX)
        addIssue(ctx, { message: `cashier_text_too_long?max=${DEPOSITOR_NAME_MAX}`, path: ['depositorName'] });
      if (!amount?.success || ctx.issues.length > 0) return z.NEVER;
      return { channel: values.channel, amount: amount.data, ...(isBank ? { depositorName } : {}) };
    }),
  );
}
