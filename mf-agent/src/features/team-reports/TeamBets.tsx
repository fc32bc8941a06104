// personalHistoryCopy (team betting): every bet of the agent's team in a date range, by account and game type,
// newest first, 20 a page, with the totals of the standing ones (GET /wps/agent/team/bets). The next page is asked by
// the cursor the page before gave (keyset paging: a deep page of a large team costs what the first does); a page
// jumped to by number is found by its number.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { GAME_TYPES, type GameType } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { agentEndpoints, type teamBetSchema } from '@mekong/contracts/agents';
import { SelectField } from '@mekong/ui';
import {
  Amount,
  defaultRange,
  FilterBar,
  QueryContent,
  RecordPager,
  RecordRangePicker,
  RecordTable,
  showTime,
  useApiQuery,
  useRecordFilters,
  useSession,
  type RecordColumn,
} from '@mekong/ui/remote';
import { AccountSearch } from '../account-search/AccountSearch';
import { queryFailureText } from '../agent-centre/failures';

type TeamBet = z.infer<typeof teamBetSchema>;

export function TeamBets() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), gameType: '' as GameType | '', account: '' }));
  // The cursors of the pages met so far, by filters and page number: only the same filters' pages follow one another.
  const cursors = useRef(new Map<string, string>());
  const pageKey = (pageNo: number) => JSON.stringify([filters.range, filters.account, filters.gameType, pageNo]);
  const bets = useApiQuery(
    agentEndpoints.teamBets,
    () => ({
      ...filters.range,
      account: filters.account || undefined,
      gameType: filters.gameType || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
      cursor: cursors.current.get(pageKey(filters.pageNo)),
    }),
    token,
  );
  const columns: RecordColumn<TeamBet>[] = [
    { id: 'time', header: t('records_time'), cell: (bet) => showTime(bet.placedAt) },
    { id: 'account', header: t('account'), cell: (bet) => bet.account },
    { id: 'game', header: t('records_game'), cell: (bet) => bet.gameName },
    { id: 'gameType', header: t('records_game_type'), cell: (bet) => t(`game_type_${bet.gameType}`) },
    { id: 'stake', header: t('records_stake'), numeric: true, cell: (bet) => <Amount minor={bet.stake} /> },
    { id: 'win', header: t('records_win'), numeric: true, cell: (bet) => <Amount minor={bet.win} /> },
    { id: 'profit', header: t('records_profit'), numeric: true, cell: (bet) => <Amount minor={bet.profit} toned /> },
    { id: 'status', header: t('records_status'), cell: (bet) => t(`bet_status_${bet.status}`) },
  ];
  return (
    <>
      <FilterBar>
        <RecordRangePicker value={filters.range} onChange={(range) => update({ range })} />
        <SelectField
          label={t('records_game_type')}
          value={filters.gameType}
          options={[{ value: '', label: t('records_all') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`game_type_${type}`) }))]}
          onChange={(value) => update({ gameType: GAME_TYPES.find((type) => type === value) ?? '' })}
        />
        <AccountSearch value={filters.account} onSearch={(account) => update({ account })} />
      </FilterBar>
      <QueryContent query={bets} failureText={(error) => queryFailureText(t, error)}>
        {(page) => {
          if (page.nextCursor) cursors.current.set(pageKey(page.pageNo + 1), page.nextCursor);
          return (
            <>
              <RecordTable
                label={t('page_personalHistoryCopy')}
                columns={columns}
                rows={page.list}
                rowKey={(bet) => bet.id}
                totals={{
                  time: t('records_total_bets', { count: page.totals.betCount }),
                  stake: <Amount minor={page.totals.stake} />,
                  win: <Amount minor={page.totals.win} />,
                  profit: <Amount minor={page.totals.profit} toned />,
                }}
              />
              <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
            </>
          );
        }}
      </QueryContent>
    </>
  );
}
