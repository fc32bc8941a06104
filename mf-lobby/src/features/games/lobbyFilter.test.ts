// Lobby filter rules of requirements §4 and §5, and the filter's round trip through the URL query.
import {
  changePage,
  filterFromQuery,
  filterToQuery,
  INITIAL_FILTER,
  lobbyFilterReducer,
  pageFromQuery,
  type LobbyFilter,
} from './lobbyFilter';

const on: LobbyFilter = { vendor: 'PG', classify: 'HOT', page: 3 };

test('picking a vendor resets the page to 1 and the classify to ALL', () => {
  expect(lobbyFilterReducer(on, { type: 'vendor', vendor: 'JDB' })).toEqual({ vendor: 'JDB', classify: 'ALL', page: 1 });
  expect(lobbyFilterReducer(on, { type: 'vendor', vendor: null })).toEqual(INITIAL_FILTER);
});

test('picking a classify keeps the vendor and starts on page 1', () => {
  expect(lobbyFilterReducer(on, { type: 'classify', classify: 'NEW' })).toEqual({ vendor: 'PG', classify: 'NEW', page: 1 });
});

test('a page change within the total pages moves; beyond them (or below 1) it is ignored', () => {
  expect(lobbyFilterReducer(on, { type: 'page', page: 4, totalPages: 4 })).toEqual({ ...on, page: 4 });
  expect(lobbyFilterReducer(on, { type: 'page', page: 5, totalPages: 4 })).toBe(on);
  expect(lobbyFilterReducer(on, { type: 'page', page: 0, totalPages: 4 })).toBe(on);
  expect(changePage(2, 1.5, 4)).toBe(2);
  expect(changePage(1, 2, 0)).toBe(1);
});

test('the URL query holds vassalage, classify and page, leaving defaults out', () => {
  expect(filterToQuery(INITIAL_FILTER)).toBe('');
  expect(filterToQuery({ vendor: 'PG', classify: 'ALL', page: 1 })).toBe('?vassalage=PG');
  expect(filterToQuery(on)).toBe('?vassalage=PG&classify=HOT&page=3');
  expect(filterFromQuery({ vassalage: 'PG', classify: 'HOT', page: '3' })).toEqual(on);
});

test('a query with unknown values reads as the defaults', () => {
  expect(filterFromQuery({ classify: 'BEST', page: '-2' })).toEqual(INITIAL_FILTER);
  expect(filterFromQuery({ vassalage: '', page: 'two' })).toEqual(INITIAL_FILTER);
  expect(pageFromQuery({ page: '2.5' })).toBe(1);
  expect(pageFromQuery({ page: '7' })).toBe(7);
});
