// The member's recent deposit orders with their statuses, paged, refreshed by hand and whenever a money push arrives
// (the gateway's callback or ops credited a deposit while the page was open).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints, type DepositOrder, type DepositStatus } from '@mekong/contracts/money';
import { useApiQuery, useKeptQuery, useSession } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { useRefetchOnMoneyEvents } from '../wallet/hooks';
import { Figures, OrderHead, showTime, StatusBadge, type Tone } from '../wallet/parts';
import { PagedOrders } from '../wallet/PagedOrders';

const PAGE_SIZE = 10;

const STATUS_TONE: Record<DepositStatus, Tone> = { PENDING: 'pending', PAID: 'good', FAILED: 'bad', REJECTED: 'bad' };

export function useRecentDeposits() {
  const { token } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const orders = useKeptQuery(
    useApiQuery(moneyEndpoints.deposits, () => ({ pageNo, pageSize: PAGE_SIZE }), token),
    token,
  );
  useRefetchOnMoneyEvents(orders.refetch);
  return { orders, pageNo, setPageNo };
}

/** A pending gateway order can still be paid: its payment page, opened from a link. */
export function PayLink({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  if (order.status !== 'PENDING' || !order.payUrl) return null;
  return (
    <a href={order.payUrl} target="_blank" rel="noopener">
      {t('deposit_open_payment')}
    </a>
  );
}

export function RecentDeposits({ recent }: { recent: ReturnType<typeof useRecentDeposits> }) {
  const { t } = useTranslation();
  return (
    <PagedOrders
      title={t('deposit_recent')}
      emptyMessage={t('deposit_none')}
      paged={recent}
      renderOrder={(order) => (
        <li key={order.id} aria-label={t('deposit_order_label', { id: order.id })}>
          <OrderHead
            amount={money(order.amount)}
            status={<StatusBadge tone={STATUS_TONE[order.status]}>{t(`deposit_status_${order.status}`)}</StatusBadge>}
          />
          <Figures
            compact
            items={[
              { label: t('deposit_order_no'), value: order.id },
              { label: t('deposit_channel'), value: t(`deposit_channel_${order.channel}`) },
              { label: t('cashier_created_at'), value: showTime(order.createdAt) },
              ...(order.completedAt ? [{ label: t('deposit_completed_at'), value: showTime(order.completedAt) }] : []),
            ]}
          />
          <PayLink order={order} />
        </li>
      )}
    />
  );
}
