// The record pages against a fake API: what each asks for (range, filters, page), how it shows the answer (kip
// with 2 decimals, translated kinds and statuses, totals, profit colours), and its empty and error states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessToday, presetRange, theme } from '@mekong/ui';
import { BetRecords } from './BetRecords';
import { BonusDetails } from './BonusDetails';
import { ProfitReport } from './ProfitReport';
import { failed, ok, renderPage, type SentRequest } from './testSupport';
import { TransactionRecords } from './TransactionRecords';

const lastWeek = presetRange('last7', businessToday());
const page = <T,>(list: T[], extra: object = {}) => ({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length, ...extra });
const menus = [
  { gameType: 'RNG', vendors: [vendor('PG', 'PG Soft', 'RNG'), vendor('INHOUSE', 'Mekong', 'RNG')] },
  { gameType: 'LIVE', vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
];
function vendor(vassalage: string, displayName: string, gameType: string) {
  return { vassalage, displayName, gameType, isGame: 'VASSALAGE', logoUrl: '', sequence: 1, maintenance: false, launchTarget: 'IFRAME' };
}
const bet = (id: string, stake: number, win: number, status = 'SETTLED') => ({
  id,
  gameName: `Game ${id}`,
  vassalage: 'PG',
  gameType: 'RNG',
  stake,
  win,
  profit: win - stake,
  status,
  // 17:30 UTC is 00:30 the next day in Vientiane.
  placedAt: '2026-11-20T17:30:00Z',
  settledAt: '2026-11-20T17:30:01Z',
});
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('betting record', () => {
  const answerBets =
    (list: unknown[], totals = { betCount: 0, stake: 0, win: 0, profit: 0 }, totalPages = 1) =>
    (request: SentRequest) =>
      request.url.startsWith('/lgw/games/game_menus') ? ok(menus) : ok({ ...page(list), totalPages, totals });

  it('asks for the last 7 days, 20 a page, and shows bets with their totals', async () => {
    const { to } = renderPage(
      <BetRecords />,
      answerBets([bet('b1', 1000, 2550), bet('b2', 500, 0, 'ROLLED_BACK')], { betCount: 2, stake: 1500, win: 2550, profit: 1050 }),
    );
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(to('/wps/records/bets')[0]?.query).toEqual({ ...lastWeek, pageNo: '1', pageSize: '20' });
    expect(rowTexts(table)).toEqual([
      [],
      ['2026/11/21 00:30:00', 'Game b1', 'PG', 'Slots', '₭ 10.00', '₭ 25.50', '₭ 15.50', 'Settled'],
      ['2026/11/21 00:30:00', 'Game b2', 'PG', 'Slots', '₭ 5.00', '₭ 0.00', '₭ -5.00', 'Rolled back'],
      ['Total (bets: 2)', '', '', '', '₭ 15.00', '₭ 25.50', '₭ 10.50', ''],
    ]);
    expect(getComputedStyle(within(table).getByText('₭ 15.50')).color).toBe(hex(theme.colors.success));
    expect(getComputedStyle(within(table).getByText('₭ -5.00')).color).toBe(hex(theme.colors.danger));
    // Stakes and wins are plain figures.
    expect(getComputedStyle(within(table).getByText('₭ 25.50', { selector: 'tbody span' })).color).not.toMatch(/^rgb/);
  });

  it('narrows by game type, vendor and range, back to page 1 each time', async () => {
    const { to } = renderPage(<BetRecords />, answerBets([bet('b1', 100, 0)], { betCount: 41, stake: 4100, win: 0, profit: -4100 }, 3));
    await screen.findByRole('table', { name: 'Betting record' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(to('/wps/records/bets').at(-1)?.query.pageNo).toBe('3'));

    // The game menus suggest vendor codes, every type's until a game type narrows them; any code can be typed.
    const suggestions = () =>
      [...document.querySelectorAll('datalist option')].map((option) => `${option.getAttribute('value')} ${option.textContent}`);
    await waitFor(() => expect(suggestions()).toEqual(['PG PG Soft', 'INHOUSE Mekong', 'EVO Evolution']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LIVE' } });
    await waitFor(() => expect(to('/wps/records/bets').at(-1)?.query).toMatchObject({ gameType: 'LIVE', pageNo: '1' }));
    expect(suggestions()).toEqual(['EVO Evolution']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), { target: { value: ' evo' } });
    await waitFor(() => expect(to('/wps/records/bets').at(-1)?.query).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO', pageNo: '1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), { target: { value: '' } });
    await waitFor(() => expect(to('/wps/records/bets').at(-1)?.query.vassalage).toBeUndefined());
    expect(to('/wps/records/bets').at(-1)?.query.gameType).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = businessToday();
    await waitFor(() => expect(to('/wps/records/bets').at(-1)?.query).toMatchObject({ startDate: today, endDate: today }));
  });

  it('an end date before the start is refused and asks for nothing', async () => {
    const { to } = renderPage(<BetRecords />, answerBets([]));
    await screen.findByText('No data');
    const asked = to('/wps/records/bets').length;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2000-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be before the start date');
    await act(async () => undefined);
    expect(to('/wps/records/bets')).toHaveLength(asked);
  });

  it('no bets show the no-data state, a failure offers a retry that asks again', async () => {
    let down = true;
    const { to } = renderPage(<BetRecords />, (request) =>
      request.url.startsWith('/lgw/games/game_menus')
        ? ok(menus)
        : down
          ? failed()
          : ok({ ...page([]), totals: { betCount: 0, stake: 0, win: 0, profit: 0 } }),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(to('/wps/records/bets')).toHaveLength(2);
  });
});

describe('account record', () => {
  const entries = [
    { entryId: 'e2', kind: 'WIN', amount: 2550, balanceAfter: 1_001_550, reference: 'round-7', createdAt: '2026-11-20T03:00:00Z' },
    {
      entryId: 'e1',
      kind: 'WITHDRAWAL_HOLD',
      amount: -5_000_000,
      balanceAfter: 999_000,
      reference: null,
      createdAt: '2026-11-20T02:00:00Z',
    },
  ];

  it('shows each movement signed, with the balance after it, and filters by kind', async () => {
    const { to } = renderPage(<TransactionRecords />, () => ok(page(entries)));
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(rowTexts(table).slice(1)).toEqual([
      ['2026/11/20 10:00:00', 'Win', '₭ +25.50', '₭ 10,015.50', 'round-7'],
      ['2026/11/20 09:00:00', 'Withdrawal held', '₭ -50,000.00', '₭ 9,990.00', '—'],
    ]);
    expect(to('/wps/records/transactions')[0]?.query).toEqual({ ...lastWeek, pageNo: '1', pageSize: '20' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'BONUS' } });
    await waitFor(() => expect(to('/wps/records/transactions').at(-1)?.query.kind).toBe('BONUS'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '' } });
    await waitFor(() => expect(to('/wps/records/transactions').at(-1)?.query.kind).toBeUndefined());
  });

  it('no movements show the no-data state', async () => {
    renderPage(<TransactionRecords />, () => ok(page([])));
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

describe('profit and loss', () => {
  const totals = (betCount: number, stake: number, win: number) => ({ betCount, stake, win, profit: win - stake });

  it('shows the totals, then the figures by game type and by day', async () => {
    renderPage(<ProfitReport />, () =>
      ok({
        total: totals(3, 3000, 1000),
        byGameType: [
          { gameType: 'INHOUSE', ...totals(1, 1000, 1000) },
          { gameType: 'RNG', ...totals(2, 2000, 0) },
        ],
        byDay: [{ day: '2026-11-19', ...totals(3, 3000, 1000) }],
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Totals' });
    expect(within(summary).getByText('₭ -20.00')).toBeTruthy();
    expect(rowTexts(screen.getByRole('table', { name: 'By game type' })).slice(1)).toEqual([
      ['In-house games', '1', '₭ 10.00', '₭ 10.00', '₭ 0.00'],
      ['Slots', '2', '₭ 20.00', '₭ 0.00', '₭ -20.00'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'By day' })).slice(1)).toEqual([
      ['2026/11/19', '3', '₭ 30.00', '₭ 10.00', '₭ -20.00'],
    ]);
  });

  it('a range without bets shows the no-data state', async () => {
    renderPage(<ProfitReport />, () => ok({ total: totals(0, 0, 0), byGameType: [], byDay: [] }));
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('a failure offers a retry', async () => {
    renderPage(<ProfitReport />, () => failed());
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('bonus details', () => {
  const free = { required: 0, counted: 0, outstanding: 0, withdrawalLocked: false };

  it('lists bonuses with their reason and the total of the range', async () => {
    const { to } = renderPage(<BonusDetails />, () =>
      ok(
        page([{ entryId: 'x1', amount: 131_000_00, reason: 'Zalo bonus', createdAt: '2026-11-18T05:00:00Z', turnover: null }], {
          totalAmount: 131_000_00,
          turnover: free,
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    expect(rowTexts(table).slice(1)).toEqual([
      ['2026/11/18 12:00:00', 'Zalo bonus', '₭ 131,000.00', '—', '—', '—'],
      ['Total bonus', '', '₭ 131,000.00', '', '', ''],
    ]);
    expect(screen.queryByRole('region', { name: 'Bonus turnover' })).toBeNull();
    expect(to('/wps/records/bonuses')[0]?.query).toEqual({ ...lastWeek, pageNo: '1', pageSize: '20' });
  });

  it("shows each bonus's turnover, and the member's as a whole locking withdrawals", async () => {
    const turnover = { required: 160_000_00, counted: 60_000_00, outstanding: 100_000_00 };
    renderPage(<BonusDetails />, () =>
      ok(
        page([{ entryId: 'x1', amount: 80_000_00, reason: 'First deposit', createdAt: '2026-11-18T05:00:00Z', turnover }], {
          totalAmount: 80_000_00,
          turnover: { ...turnover, withdrawalLocked: true },
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    expect(rowTexts(table)[1]).toEqual([
      '2026/11/18 12:00:00',
      'First deposit',
      '₭ 80,000.00',
      '₭ 160,000.00',
      '₭ 60,000.00',
      '₭ 100,000.00',
    ]);
    const summary = screen.getByRole('region', { name: 'Bonus turnover' });
    expect(within(summary).getByText('Withdrawals locked until the turnover is met')).toBeTruthy();
    expect(within(summary).getByText('Outstanding').nextSibling?.textContent).toBe('₭ 100,000.00');
  });

  it('says withdrawals are open once every turnover is met', async () => {
    const turnover = { required: 10_00, counted: 10_00, outstanding: 0 };
    renderPage(<BonusDetails />, () =>
      ok(
        page([{ entryId: 'x1', amount: 5_00, reason: 'Raffle', createdAt: '2026-11-18T05:00:00Z', turnover }], {
          totalAmount: 5_00,
          turnover: { ...turnover, withdrawalLocked: false },
        }),
      ),
    );
    const summary = await screen.findByRole('region', { name: 'Bonus turnover' });
    expect(within(summary).getByText('Turnover met: withdrawals are open')).toBeTruthy();
  });

  it('no bonuses show the no-data state', async () => {
    renderPage(<BonusDetails />, () => ok(page([], { totalAmount: 0, turnover: free })));
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

/** The theme's '#rrggbb' as the browser reports a computed colour. */
function hex(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
