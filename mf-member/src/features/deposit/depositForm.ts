// The deposit form's rules: the amount within the chosen channel's limits, and the depositor's name for a bank
// transfer (ops match the incoming transfer by it); the valid form becomes the createDeposit input.
import { z } from 'zod';
import { DEPOSIT_CHANNELS, isFreeText, type createDepositInputSchema, type DepositChannel } from '@mekong/contracts';
import type { MutationInput } from '@mekong/ui/remote';
import { amountSchema } from '../wallet/cashier';

export interface ChannelLimits {
  code: DepositChannel;
  minAmount: number;
  maxAmount: number;
}

export type DepositRequest = MutationInput<z.input<typeof createDepositInputSchema>>;

/** The depositor name's longest length, as the contract allows it. */
export const DEPOSITOR_NAME_MAX = 100;

export function depositFormSchema(channels: readonly ChannelLimits[]) {
  return z
    .object({ channel: z.enum(DEPOSIT_CHANNELS), amount: z.string(), depositorName: z.string() })
    .transform((values, ctx): DepositRequest => {
      const channel = channels.find((c) => c.code === values.channel);
      const amount = channel ? amountSchema({ min: channel.minAmount, max: channel.maxAmount }).safeParse(values.amount) : null;
      if (!channel || !amount) ctx.addIssue({ code: 'custom', message: 'deposit_channel_required', path: ['channel'] });
      amount?.error?.issues.forEach((issue) => ctx.addIssue({ code: 'custom', message: issue.message, path: ['amount'] }));
      const depositorName = values.depositorName.trim();
      const isBank = values.channel === 'BANK_TRANSFER';
      if (isBank && depositorName === '') ctx.addIssue({ code: 'custom', message: 'deposit_depositor_required', path: ['depositorName'] });
      if (isBank && !isFreeText(depositorName)) ctx.addIssue({ code: 'custom', message: 'cashier_text_unsafe', path: ['depositorName'] });
      if (isBank && depositorName.length > DEPOSITOR_NAME_MAX)
        ctx.addIssue({ code: 'custom', message: `cashier_text_too_long?max=${DEPOSITOR_NAME_MAX}`, path: ['depositorName'] });
      if (!amount?.success || ctx.issues.length > 0) return z.NEVER;
      return { channel: values.channel, amount: amount.data, ...(isBank ? { depositorName } : {}) };
    });
}
