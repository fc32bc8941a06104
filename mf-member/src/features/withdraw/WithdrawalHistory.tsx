// The member's withdrawals, newest first and paged, with their statuses, review and answer details.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints, type WithdrawalOrder, type WithdrawalStatus } from '@mekong/contracts/money';
import { useApiQuery, useKeptQuery, useSession } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { useRefetchOnMoneyEvents } from '../wallet/hooks';
import { Figures, OrderHead, showTime, StatusBadge, type Figure, type Tone } from '../wallet/parts';
import { PagedOrders } from '../wallet/PagedOrders';

const PAGE_SIZE = 10;

const STATUS_TONE: Record<WithdrawalStatus, Tone> = {
  PENDING: 'pending',
  APPROVED: 'pending',
  REJECTED: 'bad',
  RECEIVED: 'good',
  AUTO_RECEIVED: 'good',
  NOT_RECEIVED: 'bad',
  PARTIAL: 'bad',
  REFUNDED: 'neutral',
};

export function useWithdrawalHistory() {
  const { token } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const orders = useKeptQuery(
    useApiQuery(moneyEndpoints.withdrawals, () => ({ pageNo, pageSize: PAGE_SIZE }), token),
    token,
  );
  useRefetchOnMoneyEvents(orders.refetch);
  return { orders, pageNo, setPageNo };
}

function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATUS_TONE[status]}>{t(`withdrawal_status_${status}`)}</StatusBadge>;
}

function details(t: (key: string) => string, order: WithdrawalOrder): Figure[] {
  const optional = (label: string, value: string | null): Figure[] => (value === null ? [] : [{ label, value }]);
  return [
    { label: t('cashier_bank_name'), value: order.bankName },
    { label: t('cashier_account_no'), value: order.bankAccountNo },
    { label: t('cashier_account_name'), value: order.accountName },
    { label: t('cashier_created_at'), value: showTime(order.createdAt) },
    ...optional(t('withdraw_reviewed_at'), order.reviewedAt && showTime(order.reviewedAt)),
    ...optional(t('withdraw_reject_reason'), order.rejectReason),
    ...optional(t('withdraw_received_amount'), order.receivedAmount === null ? null : money(order.receivedAmount)),
    ...optional(t('withdraw_disputed_amount'), order.disputedAmount === null ? null : money(order.disputedAmount)),
    ...optional(t('withdraw_confirmed_at'), order.confirmedAt && showTime(order.confirmedAt)),
  ];
}

export function WithdrawalHistory({ history }: { history: ReturnType<typeof useWithdrawalHistory> }) {
  const { t } = useTranslation();
  return (
    <PagedOrders
      title={t('withdraw_history')}
      emptyMessage={t('withdraw_history_none')}
      paged={history}
      renderOrder={(order) => (
        <li key={order.id} aria-label={t('withdraw_order_label', { amount: money(order.amount) })}>
          <OrderHead amount={money(order.amount)} status={<WithdrawalStatusBadge status={order.status} />} />
          <Figures compact items={details(t, order)} />
        </li>
      )}
    />
  );
}
