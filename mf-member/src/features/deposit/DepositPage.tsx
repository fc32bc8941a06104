// depositv2: choose a channel (demo gateway, or bank transfer to the site's account), an amount within its limits,
// then pay — the gateway's page opens in a new window — and follow the order among the recent deposits.
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import { NoData, QueryContent, useApiQuery, useSession } from '@mekong/ui/remote';
import { DepositForm, type OpenWindow } from './DepositForm';
import { RecentDeposits, useRecentDeposits } from './RecentDeposits';

/** Opens the payment page in a new window; null when the browser blocked it. */
const openInNewWindow: OpenWindow = (url) => window.open(url, '_blank');

export function DepositPage({ openWindow = openInNewWindow }: { openWindow?: OpenWindow }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const channels = useApiQuery(moneyEndpoints.depositChannels, () => ({}), token);
  const recent = useRecentDeposits();
  return (
    <>
      <QueryContent query={channels}>
        {({ channels: list }) =>
          list.length === 0 ? (
            <NoData message={t('deposit_no_channels')} />
          ) : (
            <DepositForm channels={list} openWindow={openWindow} onCreated={recent.orders.refetch} knownOrders={recent.orders.data?.list} />
          )
        }
      </QueryContent>
      <RecentDeposits recent={recent} />
    </>
  );
}
