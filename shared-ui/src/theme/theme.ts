// The Mekong design tokens: a dark casino look with a gold accent, fonts that cover Lao and Chinese, breakpoints.
const MOBILE_MAX = 768;

const colors = {
  bg: '#100e0b',
  surface: '#1b1813',
  surfaceRaised: '#26221a',
  border: '#3b3326',
  primary: '#f2b01e',
  primaryHover: '#ffc847',
  primaryText: '#1a1306',
  text: '#f5efe2',
  muted: '#a89f8c',
  /** Red for text and lines on the dark surfaces (5:1 on surface). */
  danger: '#ef5350',
  /** Red behind white text (badges, the danger button): white on it is 5.6:1, where white on `danger` is 3.5:1. */
  dangerFill: '#c62828',
  onDanger: '#ffffff',
  success: '#3fb97a',
  warning: '#f59e0b',
  overlay: 'rgba(0, 0, 0, 0.72)',
} as const;

// Latin first (system UI), then a Lao face, then Chinese faces: the browser picks per glyph, so one stack serves LO, EN and CN.
const lao = "'Noto Sans Lao', 'Phetsarath OT', sans-serif";
const chinese = "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', sans-serif";
const fonts = {
  body: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Lao', 'Phetsarath OT', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif`,
  lao,
  chinese,
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const theme = {
  colors,
  /** Spacing on a 4px grid: spacing(2) → '8px'. */
  spacing: (n: number): string => `${n * 4}px`,
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fonts,
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px' },
  shadows: { raised: '0 8px 24px rgba(0, 0, 0, 0.45)', glow: `0 0 0 3px rgba(242, 176, 30, 0.35)` },
  zIndex: { cover: 900, dialog: 1000 },
  breakpoints: { mobile: MOBILE_MAX },
  /** Below `breakpoints.mobile` is mobile, at or above is desktop. */
  mq: {
    mobile: `@media (max-width: ${MOBILE_MAX - 0.02}px)`,
    desktop: `@media (min-width: ${MOBILE_MAX}px)`,
  },
} as const;

export type MekongTheme = typeof theme;

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended: this gives `css={(t) => …}` the Mekong tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends MekongTheme {}
}
