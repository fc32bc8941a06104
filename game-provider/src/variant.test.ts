// Which engine, model and theme a game gets: by its kind and type, the same every time, spread over the catalogue.
import { GAME_TYPES } from '@mekong/contracts';
import { SLOT_MODEL_IDS } from './engines/slot/models';
import type { LaunchableGame } from '@mekong/contracts/server';
import { THEMES } from './themes';
import { engineFor, variantFor } from './variant';

const game = (overrides: Partial<LaunchableGame>): LaunchableGame => ({
  nodeId: 'N1',
  gameCode: 'g1',
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  name: 'Game',
  ...overrides,
});

describe('engine of a game', () => {
  it('scratches SC, deals poker for VP and TG, spins the other in-house kinds', () => {
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'SC' }))).toBe('scratch');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'VP' }))).toBe('poker');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'TG' }))).toBe('poker');
    for (const kind of ['JP', 'AC']) expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: kind }))).toBe('slot');
  });

  it('follows the game type for vendors', () => {
    const engines = Object.fromEntries(
      GAME_TYPES.filter((type) => type !== 'INHOUSE').map((gameType) => [gameType, engineFor(game({ gameType }))]),
    );
    expect(engines).toEqual({
      RNG: 'slot',
      FISH: 'slot',
      LIVE: 'poker',
      PVP: 'poker',
      SPORTS: 'scratch',
      ESPORTS: 'scratch',
      LOTT: 'scratch',
      ELOTT: 'scratch',
      COCKFIGHT: 'scratch',
    });
  });
});

describe('model and theme of a game', () => {
  const slots = Array.from({ length: 600 }, (_, i) => game({ nodeId: `PG-${i}`, gameCode: `pg-${i}` }));

  it('are the same every time for the same game', () => {
    expect(slots.map(variantFor)).toEqual(slots.map(variantFor));
  });

  it('spread the catalogue over every slot model, and give a vendor two themes', () => {
    const variants = slots.map(variantFor);
    expect(new Set(variants.map((v) => v.model))).toEqual(new Set(SLOT_MODEL_IDS));
    const themes = new Set(variants.map((v) => v.theme));
    expect(themes.size).toBe(2);
    for (const theme of themes) expect(THEMES.map((t) => t.id)).toContain(theme);
  });

  it('gives scratch and poker games their single model', () => {
    expect(variantFor(game({ gameType: 'INHOUSE', accountTypeName: 'SC' })).model).toBe('lucky-nine');
    expect(variantFor(game({ gameType: 'LIVE' })).model).toBe('jacks-or-better-9-6');
  });
});
