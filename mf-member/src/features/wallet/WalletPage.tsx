// transferFund (wallet): the main wallet's balance and what pending withdrawals hold, the seamless-wallet note, and
// the way to the deposit, withdrawal and transfer pages.
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { Button, formNoteCss, theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useKeptQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { useRefetchOnMoneyEvents } from './hooks';
import { actionsCss, Figures, Part } from './parts';

const balanceCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1)};
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bg};
  & > span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
  & > output {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const CASHIER_PAGES = [
  { page: 'depositv2', label: 'wallet_go_deposit' },
  { page: 'withdraw', label: 'wallet_go_withdraw' },
  { page: 'transferUpline', label: 'wallet_go_transfer' },
] as const;

export function WalletPage() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const balanceLabel = useId();
  const { token } = useSession();
  const funds = useKeptQuery(
    useApiQuery(moneyEndpoints.consolidatedFunds, () => ({}), token),
    token,
  );
  const wallet = useKeptQuery(
    useApiQuery(moneyEndpoints.merchantWallet, () => ({}), token),
    token,
  );
  const refresh = () => {
    funds.refetch();
    wallet.refetch();
  };
  useRefetchOnMoneyEvents(funds.refetch);

  return (
    <QueryContent query={funds}>
      {(money) => (
        <>
          <Part
            title={t('wallet_main')}
            actions={
              <Button variant="secondary" size="sm" disabled={funds.refreshing || wallet.refreshing} onClick={refresh}>
                {t('cashier_refresh')}
              </Button>
            }
          >
            <div css={balanceCss}>
              <span id={balanceLabel}>{t('wallet_balance')}</span>
              <output aria-labelledby={balanceLabel}>{formatMoney(money.balance, money.currencySymbol)}</output>
            </div>
            <Figures items={[{ label: t('wallet_held'), value: formatMoney(money.heldBalance, money.currencySymbol) }]} />
            <QueryContent query={wallet}>
              {(merchant) =>
                merchant.isSingle ? (
                  <p css={formNoteCss}>{t('wallet_single_note')}</p>
                ) : merchant.wallets.length === 0 ? (
                  <NoData message={t('wallet_no_sub_wallets')} />
                ) : (
                  <Figures
                    items={merchant.wallets.map((sub) => ({ label: sub.code, value: formatMoney(sub.balance, money.currencySymbol) }))}
                  />
                )
              }
            </QueryContent>
          </Part>
          <Part title={t('wallet_actions')}>
            <div css={actionsCss}>
              {CASHIER_PAGES.map(({ page, label }) => (
                <Button
                  key={page}
                  variant={page === 'depositv2' ? 'primary' : 'secondary'}
                  onClick={() => navigate(`/member?page=${page}`)}
                >
                  {t(label)}
                </Button>
              ))}
            </div>
          </Part>
        </>
      )}
    </QueryContent>
  );
}
