// Redeem and convert need the withdraw password (requirements §7): without one the member is pointed to setting it
// in the member centre instead of a form it cannot send. Also hands the main wallet's balance to the form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import { NoData, QueryContent, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';

const WITHDRAW_PAGE = '/member?page=withdraw';

export function PasswordGate({ children }: { children: ReactNode | ((wallet: { balance: number }) => ReactNode) }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { navigate } = useRemoteProps();
  const info = useApiQuery(moneyEndpoints.withdrawInfo, () => ({}), token);
  return (
    <QueryContent query={info}>
      {(wallet) =>
        wallet.hasWithdrawPassword ? (
          typeof children === 'function' ? (
            children(wallet)
          ) : (
            children
          )
        ) : (
          <NoData message={t('needs_password')}>
            <a
              href={WITHDRAW_PAGE}
              onClick={(event) => {
                event.preventDefault();
                navigate(WITHDRAW_PAGE);
              }}
            >
              {t('set_password')}
            </a>
          </NoData>
        )
      }
    </QueryContent>
  );
}
