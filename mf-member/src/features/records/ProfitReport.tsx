// personalProfit: the member's profit and loss over a date range — the totals, then the same figures by game type
// and by business day.
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import {
  NoData,
  QueryContent,
  useApiQuery,
  useSession,
  Amount,
  defaultRange,
  FilterBar,
  RecordRangePicker,
  useRecordFilters,
  recordDay,
  RecordTable,
  type RecordColumn,
} from '@mekong/ui/remote';
import { Figures, Part } from '../wallet/parts';

interface Totals {
  betCount: number;
  stake: number;
  win: number;
  profit: number;
}

export function ProfitReport() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update } = useRecordFilters(() => ({ range: defaultRange() }));
  const report = useApiQuery(moneyEndpoints.profit, () => filters.range, token);

  // The figure columns of both tables, after their first column.
  const figures: RecordColumn<Totals>[] = [
    { id: 'bets', header: t('records_bets'), numeric: true, cell: (row) => row.betCount },
    { id: 'stake', header: t('records_stake'), numeric: true, cell: (row) => <Amount minor={row.stake} /> },
    { id: 'win', header: t('records_win'), numeric: true, cell: (row) => <Amount minor={row.win} /> },
    { id: 'profit', header: t('records_profit'), numeric: true, cell: (row) => <Amount minor={row.profit} toned /> },
  ];

  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
      </FilterBar>
      <QueryContent query={report}>
        {({ total, byGameType, byDay }) =>
          total.betCount === 0 ? (
            <NoData />
          ) : (
            <>
              <Part title={t('records_totals')}>
                <Figures
                  items={[
                    { label: t('records_bets'), value: total.betCount },
                    { label: t('records_stake'), value: <Amount minor={total.stake} /> },
                    { label: t('records_win'), value: <Amount minor={total.win} /> },
                    { label: t('records_profit'), value: <Amount minor={total.profit} toned /> },
                  ]}
                />
              </Part>
              <Part title={t('records_by_game_type')}>
                <RecordTable
                  label={t('records_by_game_type')}
                  columns={[
                    {
                      id: 'gameType',
                      header: t('records_game_type'),
                      cell: (row) => t(`game_type_${row.gameType}`),
                    },
                    ...figures,
                  ]}
                  rows={byGameType}
                  rowKey={(row) => row.gameType}
                />
              </Part>
              <Part title={t('records_by_day')}>
                <RecordTable
                  label={t('records_by_day')}
                  columns={[{ id: 'day', header: t('records_day'), cell: (row) => recordDay(row.day) }, ...figures]}
                  rows={byDay}
                  rowKey={(row) => row.day}
                />
              </Part>
            </>
          )
        }
      </QueryContent>
    </>
  );
}
