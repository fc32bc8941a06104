// Which engine, model and theme a game gets: by its kind and type, the same every time, spread over the catalogue.
import { GAME_TYPES } from '@mekong/contracts';
import { SLOT_MODEL_IDS } from './engines/slot/models';
import type { LaunchableGame } from '@mekong/contracts/server';
import { THEMES } from './themes';
import { engineFor, tableFor, variantFor } from './variant';

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
  it('scratches SC, deals poker for VP, opens the named table for TG, spins the other in-house kinds', () => {
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'SC' }))).toBe('scratch');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'VP' }))).toBe('poker');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'TG', gameCode: 'MEKONG_TG_BACCARAT_0001' }))).toBe('baccarat');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'TG', gameCode: 'MEKONG_TG_ROULETTE_0003' }))).toBe('roulette');
    expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: 'TG', gameCode: 'MEKONG_TG_FISH_PRAWN_CRAB_0004' }))).toBe('sicbo');
    for (const kind of ['JP', 'AC']) expect(engineFor(game({ gameType: 'INHOUSE', accountTypeName: kind }))).toBe('slot');
  });

  it('follows the game type for vendors', () => {
    const engines = Object.fromEntries(
      GAME_TYPES.filter((type) => type !== 'INHOUSE').map((gameType) => [gameType, engineFor(game({ gameType }))]),
    );
    expect(engines).toEqual({
      RNG: 'slot',
      FISH: 'slot',
      LIVE: 'baccarat',
      PVP: 'baccarat',
      SPORTS: 'scratch',
      ESPORTS: 'scratch',
      LOTT: 'scratch',
      ELOTT: 'scratch',
      COCKFIGHT: 'scratch',
    });
  });
});

describe('table of a live or in-house table game', () => {
  it('comes from the words of its game code; no video poker for a live, card or fishing tile', () => {
    expect(tableFor('EVO_LIVE_BACCARAT_0001')).toBe('baccarat');
    expect(tableFor('SA_LIVE_SPEED_BACCARAT_0002')).toBe('baccarat');
    expect(tableFor('DG_LIVE_DRAGON_TIGER_0003')).toBe('baccarat');
    expect(tableFor('WM_LIVE_ROULETTE_0004')).toBe('roulette');
    expect(tableFor('sexy_live_sicbo_0005')).toBe('sicbo');
    expect(tableFor('EVO_LIVE_BLACKJACK_0006')).toBe('baccarat');
    // A code that names no table (a catalogue seeded before tables were named) deals baccarat.
    expect(tableFor('EVO_LIVE_0004')).toBe('baccarat');
    for (const gameType of ['LIVE', 'PVP', 'FISH'] as const)
      for (const gameCode of ['X_1', 'X_ROULETTE_1', 'X_SICBO_1']) expect(engineFor(game({ gameType, gameCode }))).not.toBe('poker');
    expect(engineFor(game({ gameType: 'LIVE', gameCode: 'WM_LIVE_ROULETTE_0004' }))).toBe('roulette');
    expect(engineFor(game({ gameType: 'LIVE', gameCode: 'WM_LIVE_SICBO_0005' }))).toBe('sicbo');
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

  it('gives scratch, poker and table games their single model', () => {
    expect(variantFor(game({ gameType: 'INHOUSE', accountTypeName: 'SC' })).model).toBe('lucky-nine');
    expect(variantFor(game({ gameType: 'INHOUSE', accountTypeName: 'VP' })).model).toBe('jacks-or-better-9-6');
    expect(variantFor(game({ gameType: 'LIVE' })).model).toBe('punto-banco-8-deck');
    expect(variantFor(game({ gameType: 'LIVE', gameCode: 'EVO_LIVE_ROULETTE_0004' })).model).toBe('european-single-zero');
    expect(variantFor(game({ gameType: 'LIVE', gameCode: 'EVO_LIVE_SICBO_0005' })).model).toBe('sic-bo-macau');
  });
});
