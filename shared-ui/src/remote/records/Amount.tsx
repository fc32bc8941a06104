// A money figure of a record: profits and wallet movements read red below 0 and green above (the sign carries the
// meaning too, for those who do not see the colour).
import { theme } from '@mekong/ui';
import { money, signedMoney } from './format';

export interface AmountProps {
  minor: number;
  /** Colour by sign: a profit, or a movement of the wallet. */
  toned?: boolean;
  /** Show '+' on money coming in. */
  signed?: boolean;
}

export function Amount({ minor, toned = false, signed = false }: AmountProps) {
  const color = !toned || minor === 0 ? undefined : minor < 0 ? theme.colors.danger : theme.colors.success;
  return (
    <span css={{ color, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{signed ? signedMoney(minor) : money(minor)}</span>
  );
}
