// Game type transitions of requirements §4: HOME by default, menu clicks, SEARCH on a trimmed term, HOME when emptied,
// and the search box cleared when the type leaves SEARCH.
import { INITIAL_LOBBY, lobbyReducer, type LobbyAction, type LobbyState } from './gameType';

const run = (actions: LobbyAction[], from: LobbyState = INITIAL_LOBBY) => actions.reduce(lobbyReducer, from);

test('starts at HOME and follows menu clicks', () => {
  expect(INITIAL_LOBBY.type).toBe('HOME');
  expect(run([{ type: 'menu', item: 'LIVE' }]).type).toBe('LIVE');
  expect(
    run([
      { type: 'menu', item: 'LIVE' },
      { type: 'menu', item: 'HOT' },
    ]).type,
  ).toBe('HOT');
});

test('typing alone changes only the box; the debounced search switches to SEARCH with the trimmed term', () => {
  const typed = run([
    { type: 'menu', item: 'RNG' },
    { type: 'input', text: '  dragon ' },
  ]);
  expect(typed).toEqual({ type: 'RNG', text: '  dragon ', term: '' });
  expect(lobbyReducer(typed, { type: 'search', text: typed.text })).toEqual({ type: 'SEARCH', text: '  dragon ', term: 'dragon' });
});

test('a blank term is no search: outside SEARCH nothing changes, inside it the type returns to HOME', () => {
  const onLive = run([
    { type: 'menu', item: 'LIVE' },
    { type: 'input', text: '   ' },
  ]);
  expect(lobbyReducer(onLive, { type: 'search', text: '   ' })).toBe(onLive);
  const searching = run([
    { type: 'input', text: 'tiger' },
    { type: 'search', text: 'tiger' },
  ]);
  expect(
    run(
      [
        { type: 'input', text: '' },
        { type: 'search', text: '' },
      ],
      searching,
    ),
  ).toEqual({ type: 'HOME', text: '', term: '' });
});

test('leaving SEARCH by the menu clears the search box', () => {
  const searching = run([
    { type: 'input', text: 'tiger' },
    { type: 'search', text: 'tiger' },
  ]);
  expect(lobbyReducer(searching, { type: 'menu', item: 'FISH' })).toEqual({ type: 'FISH', text: '', term: '' });
});

test('searching the same term again keeps the state (and so the results page)', () => {
  const searching = run([
    { type: 'input', text: 'tiger' },
    { type: 'search', text: 'tiger' },
  ]);
  expect(lobbyReducer(searching, { type: 'search', text: ' tiger ' })).toBe(searching);
});
