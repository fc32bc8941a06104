// Game themes: cosmetic only (colours and the art of the slot's high symbols); the math model decides the
// return to player. Each vendor family has two themes, and each of its games takes one of them.
export const SYMBOL_SHAPES = [
  'crown',
  'lotus',
  'bell',
  'coin',
  'pearl',
  'wave',
  'lantern',
  'moon',
  'star',
  'gem',
  'seven',
  'cherry',
] as const;
export type SymbolShape = (typeof SYMBOL_SHAPES)[number];

export interface Theme {
  id: string;
  colors: {
    /** Page background. */
    background: string;
    /** Panels: reels, ticket, card table. */
    surface: string;
    /** Buttons, highlights, the wild. */
    accent: string;
    /** Text on background and surface. */
    text: string;
    /** H1–H4 symbol colours. */
    symbols: readonly [string, string, string, string];
  };
  /** The art of H1–H4, top symbol first. */
  shapes: readonly [SymbolShape, SymbolShape, SymbolShape, SymbolShape];
}

// Colours keep at least 4.5:1 text contrast on background and surface.
export const THEMES: readonly Theme[] = [
  {
    id: 'golden-temple',
    colors: {
      background: '#2b0a0a',
      surface: '#4a1414',
      accent: '#f2c14e',
      text: '#fff7e6',
      symbols: ['#f2c14e', '#ff8fa3', '#ffd27a', '#e8b04a'],
    },
    shapes: ['crown', 'lotus', 'bell', 'coin'],
  },
  {
    id: 'jade-river',
    colors: {
      background: '#062a24',
      surface: '#0d4038',
      accent: '#7ee0b5',
      text: '#ecfff7',
      symbols: ['#f5f0e1', '#62c6f2', '#ffa8c5', '#e9d36b'],
    },
    shapes: ['pearl', 'wave', 'lotus', 'bell'],
  },
  {
    id: 'lantern-night',
    colors: {
      background: '#0b1030',
      surface: '#18204f',
      accent: '#ff9f43',
      text: '#f1f3ff',
      symbols: ['#ff5e57', '#ffe08a', '#9ad0ff', '#f2c14e'],
    },
    shapes: ['lantern', 'moon', 'star', 'coin'],
  },
  {
    id: 'royal-gems',
    colors: {
      background: '#1d0b2e',
      surface: '#321650',
      accent: '#c8a2ff',
      text: '#f7f0ff',
      symbols: ['#7fe7ff', '#f2c14e', '#ff7eb6', '#e0e0ff'],
    },
    shapes: ['gem', 'crown', 'star', 'pearl'],
  },
  {
    id: 'lucky-seven',
    colors: {
      background: '#111111',
      surface: '#262626',
      accent: '#ff4d4d',
      text: '#fafafa',
      symbols: ['#ff4d4d', '#ff8080', '#ffd166', '#8be08b'],
    },
    shapes: ['seven', 'cherry', 'bell', 'star'],
  },
  {
    id: 'river-dawn',
    colors: {
      background: '#10263d',
      surface: '#1c3d5c',
      accent: '#ffb870',
      text: '#f4f9ff',
      symbols: ['#ffb870', '#7fd1ff', '#ff8f8f', '#ffe08a'],
    },
    shapes: ['lantern', 'wave', 'cherry', 'moon'],
  },
];

export function findTheme(id: string): Theme {
  const theme = THEMES.find((candidate) => candidate.id === id);
  if (!theme) throw new Error(`Unknown game theme ${id}`);
  return theme;
}
