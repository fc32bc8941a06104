// personalHistoryCopy (betting record): the member's bets by date range, game type and vendor, 20 a page, with
// the totals of everything the filters select.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { GAME_TYPES, systemEndpoints, type GameMenu, type GameType } from '@mekong/contracts';
import { betRecordSchema, MONEY_LIMITS, moneyEndpoints } from '@mekong/contracts/money';
import { SelectField, TextField, type SelectOption } from '@mekong/ui';
import {
  QueryContent,
  useApiQuery,
  useSession,
  Amount,
  defaultRange,
  FilterBar,
  RecordPager,
  RecordRangePicker,
  useRecordFilters,
  RecordTable,
  type RecordColumn,
} from '@mekong/ui/remote';
import { showTime } from '../wallet/parts';

type BetRecord = z.infer<typeof betRecordSchema>;

/** Typing settles for this long before the record is asked for again. */
const VENDOR_TYPING_MS = 400;

/** The vendors of a game type, or of every type, each once, as the lobby's game menus list them. */
function vendorOptions(menus: readonly GameMenu[], gameType: GameType | ''): SelectOption[] {
  const vendors = new Map<string, string>();
  for (const menu of menus) {
    if (gameType && menu.gameType !== gameType) continue;
    for (const vendor of menu.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.displayName);
  }
  return [...vendors].map(([value, label]) => ({ value, label }));
}

/**
 * The vendor code as text, suggested from the game menus. A text rather than a select: a bet carries the code of the
 * provider that ran it (the in-house games' MEKONG), which the lobby's menus do not list.
 */
function VendorField({
  value,
  suggestions,
  onChange,
}: {
  value: string;
  suggestions: readonly SelectOption[];
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    // Codes are upper case ('pg' finds PG's bets).
    const code = text.trim().toUpperCase();
    if (code === value) return;
    const timer = setTimeout(() => latestOnChange.current(code), VENDOR_TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div>
      <TextField
        label={t('records_vendor')}
        value={text}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </datalist>
    </div>
  );
}

export function BetRecords() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { filters, update, setPage } = useRecordFilters(() => ({ range: defaultRange(), gameType: '' as GameType | '', vendor: '' }));
  const gameTypes = GAME_TYPES.map((type) => ({ value: type, label: t(`game_type_${type}`) }));
  const menus = useApiQuery(systemEndpoints.gameMenus, (language) => ({ language }));
  const vendors = vendorOptions(menus.data ?? [], filters.gameType);
  const bets = useApiQuery(
    moneyEndpoints.betRecords,
    () => ({
      ...filters.range,
      gameType: filters.gameType || undefined,
      vassalage: filters.vendor || undefined,
      pageNo: filters.pageNo,
      pageSize: MONEY_LIMITS.recordPageSize,
    }),
    token,
  );

  const columns: RecordColumn<BetRecord>[] = [
    { id: 'time', header: t('records_time'), cell: (bet) => showTime(bet.placedAt) },
    { id: 'game', header: t('records_game'), cell: (bet) => bet.gameName },
    { id: 'vendor', header: t('records_vendor'), cell: (bet) => bet.vassalage },
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
          options={[{ value: '', label: t('records_all') }, ...gameTypes]}
          onChange={(value) => update({ gameType: GAME_TYPES.find((type) => type === value) ?? '' })}
        />
        <VendorField value={filters.vendor} suggestions={vendors} onChange={(vendor) => update({ vendor })} />
      </FilterBar>
      <QueryContent query={bets}>
        {(page) => (
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
        )}
      </QueryContent>
    </>
  );
}
