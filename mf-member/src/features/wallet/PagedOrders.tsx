// A paged list of the member's money orders (recent deposits, withdrawal history): a titled part with a refresh
// button, the no-data state, one list item per order and the pager.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Pager } from '@mekong/ui';
import { NoData, QueryContent, type KeptQuery, usePagerLabels } from '@mekong/ui/remote';
import { OrderList, Part } from './parts';

export interface PagedOrdersState<O> {
  orders: KeptQuery<{ list: O[]; totalPages: number }>;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
}

export function PagedOrders<O>({
  title,
  emptyMessage,
  paged,
  renderOrder,
}: {
  title: string;
  emptyMessage: string;
  paged: PagedOrdersState<O>;
  renderOrder: (order: O) => ReactNode;
}) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const { orders, pageNo, setPageNo } = paged;
  return (
    <Part
      title={title}
      actions={
        <Button variant="secondary" size="sm" disabled={orders.refreshing} onClick={orders.refetch}>
          {t('cashier_refresh')}
        </Button>
      }
    >
      <QueryContent query={orders}>
        {(page) =>
          page.list.length === 0 ? (
            <NoData message={emptyMessage} />
          ) : (
            <>
              <OrderList label={title}>{page.list.map(renderOrder)}</OrderList>
              <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} labels={pagerLabels} />
            </>
          )
        }
      </QueryContent>
    </Part>
  );
}
