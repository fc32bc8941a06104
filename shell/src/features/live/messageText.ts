// The text of an internal message (requirements §1): the client words it by kind, from the message's params.
import type { TFunction } from 'i18next';
import { formatMinorUnits } from '@mekong/contracts';
import { type MemberMessage } from '@mekong/contracts/money';

export function messageText(t: TFunction, { kind, params }: MemberMessage, currencySymbol: string): string {
  const amount = params.amount === undefined ? '' : `${currencySymbol} ${formatMinorUnits(params.amount)}`;
  // A rejection without a reason would leave the sentence's trailing placeholder empty.
  return t(`live.message.${kind}`, { amount, reason: params.reason ?? '', account: params.account ?? '' }).trim();
}
