// The /seamless query names a catalogue game or a vendor, in real or free-trial mode; anything else names nothing.
import { seamlessLaunch } from './seamless';

test('a nodeId names a catalogue game; mode=DEMO asks for the free trial', () => {
  expect(seamlessLaunch({ nodeId: 'PG-1' })).toEqual({ target: { nodeId: 'PG-1' }, mode: 'REAL', vassalage: '' });
  expect(seamlessLaunch({ nodeId: 'PG-1', mode: 'DEMO', vassalage: 'PG' })).toEqual({
    target: { nodeId: 'PG-1' },
    mode: 'DEMO',
    vassalage: 'PG',
  });
});

test('a vendor needs a known game type', () => {
  expect(seamlessLaunch({ vassalage: 'SABA', gameType: 'SPORTS' })).toEqual({
    target: { vassalage: 'SABA', gameType: 'SPORTS' },
    mode: 'REAL',
    vassalage: 'SABA',
  });
  expect(seamlessLaunch({ vassalage: 'SABA' })).toBeNull();
  expect(seamlessLaunch({ vassalage: 'SABA', gameType: 'BALL' })).toBeNull();
  expect(seamlessLaunch({})).toBeNull();
});
