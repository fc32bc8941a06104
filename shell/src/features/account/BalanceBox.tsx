// The header's balance (requirements §2): currency symbol and amount with 2 decimals, hideable as asterisks, with a
// refresh button; the amount comes from the wallet balance call in minor units, then from the socket's pushes.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, theme, visuallyHidden } from '@mekong/ui';
import { formatMinorUnits } from '@mekong/contracts';
import { useAccount } from './AccountContext';

const box = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  padding: 0 ${theme.spacing(1)} 0 ${theme.spacing(3)};
  min-height: 36px;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.bg};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* A phone's header holds the menu, logo, this box, deposit, withdrawal and the avatar in 360-390 px: the amount in
     the small size and tighter buttons keep the avatar on screen (Latin digits are wider than Lao ones). */
  ${theme.mq.mobile} {
    gap: ${theme.spacing(0.5)};
    padding-left: ${theme.spacing(2)};
    font-size: ${theme.fontSizes.xs};
    & button {
      min-height: 26px;
    }
  }
`;

const amountCss = css`
  color: ${theme.colors.primary};
  font-weight: 700;
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </svg>
  );
}

export function BalanceBox() {
  const { t } = useTranslation();
  const { balance, profile, balanceLoading, refreshBalance } = useAccount();
  const [hidden, setHidden] = useState(false);
  // A pushed balance that came before any fetched one has no symbol of its own ('').
  const symbol = balance?.currencySymbol || profile?.currencySymbol || '';
  const amount = balance ? formatMinorUnits(balance.balance) : '-.--';
  return (
    <div css={box} role="group" aria-label={t('account.balance')}>
      <span aria-hidden={hidden ? true : undefined} css={amountCss}>
        {symbol} {hidden ? '****' : amount}
      </span>
      {hidden && <span css={visuallyHidden}>{t('account.balance_hidden')}</span>}
      <IconButton label={t(hidden ? 'account.show_balance' : 'account.hide_balance')} size="sm" onClick={() => setHidden((h) => !h)}>
        <EyeIcon open={!hidden} />
      </IconButton>
      <IconButton label={t('account.refresh_balance')} size="sm" disabled={balanceLoading} onClick={refreshBalance}>
        <RefreshIcon />
      </IconButton>
    </div>
  );
}
