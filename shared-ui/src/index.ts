// @mekong/ui: the design system's only public surface. Presentational only: no API calls, no bus, no i18n —
// every text comes in through props.

/** Design tokens: colors, spacing(n), radii, fonts (Lao and Chinese stacks), fontSizes, shadows, zIndex, breakpoints, mq. */
export { theme, type MekongTheme } from './theme/theme';
/** Emotion ThemeProvider with the Mekong theme plus the Global base styles. */
export { MekongThemeProvider, type MekongThemeProviderProps } from './theme/MekongThemeProvider';
/** Emotion css that hides content visually but keeps it for screen readers. */
export { visuallyHidden } from './theme/visuallyHidden';
/** Button (primary/secondary/ghost/danger, sm/md, type='button' by default) and IconButton (label → aria-label). */
export { Button, IconButton, type ButtonProps, type ButtonVariant, type ButtonSize, type IconButtonProps } from './components/Button';
/** Modal dialog in a portal: named by its title, Escape/backdrop/close button close it, focus in and back. */
export { Dialog, type DialogProps } from './components/Dialog';
/** Tab list with roving focus and arrow-key navigation. */
export { Tabs, type TabsProps, type TabItem, type TabSwiperOptions } from './components/Tabs';
/** Numbered page navigation in a nav; nothing at one page. pageItems is its pure page-window calculation. */
export { Pager, pageItems, type PagerProps, type PagerLabels, type PageItem } from './components/Pager';
/** Empty-data block with a decorative illustration. */
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
/** Spinner and the full-page LoadingCover, both role="status" with a label. */
export { Spinner, LoadingCover, type SpinnerProps, type LoadingCoverProps } from './components/Spinner';
/** Replacement block for a failed remote (retry) or a maintenance slot. */
export { ErrorSlot, type ErrorSlotProps } from './components/ErrorSlot';
/** A remote page's frame: h1 title, actions, content. */
export { PageFrame, type PageFrameProps } from './components/PageFrame';
/** Around a form's fields: the stacked layout, a muted note, the failure alert (role alert) and the success note (role status). */
export { formStackCss, formNoteCss, FormAlert, SuccessNote } from './components/FormNotes';
/** Labelled input (error via aria-describedby, forwards ref) and labelled native select. */
export { TextField, SelectField, type TextFieldProps, type SelectFieldProps, type SelectOption } from './components/fields';
/** Banner carousel of requirements §2 (Swiper loaded when the page is idle); carouselOptions(count) is the options it derives from the banner count. */
export { BannerCarousel, carouselOptions, type BannerCarouselProps, type CarouselBanner } from './components/BannerCarousel';
/**
 * Game tile of requirements §2 'Tiles': icon with a default fallback, hot badge, play, free trial, name and favourite heart;
 * and its placeholder of the same size (the name in the tile's frame) for a tile not near the screen yet.
 */
export {
  GameTile,
  GameTilePlaceholder,
  type GameTileProps,
  type GameTileLabels,
  type GameTilePlaceholderProps,
} from './components/GameTile';
/** Tiles as a responsive grid, or a one- or two-row carousel with scroll buttons; with a placeholder, rendered once near the screen. */
export { TileList, type TileListProps, type TileListLayout } from './components/TileList';
/**
 * useNearScreen(ref): false until the element comes within half a screen of the viewport, then true (IntersectionObserver);
 * useDeferredList(ref): the same for a list of placeholders, which is a tab stop meanwhile and renders its items on focus.
 */
export { useNearScreen, useDeferredList, NEAR_SCREEN_MARGIN, type DeferredListProps } from './components/nearScreen';
/**
 * RenderInTurn / useRenderTurn(ref): a part below the first screen renders when its turn comes: one part at a time, in
 * document order, each after the browser has drawn the one before (no long task builds a whole page).
 */
export { RenderInTurn, useRenderTurn } from './components/renderTurns';
/** useIdle(wanted): true once the browser is idle after the first paint (a moment later where it cannot say). */
export { useIdle } from './components/idle';
/** Money input typed as text, with the currency symbol and optional quick-amount chips. */
export { AmountField, type AmountFieldProps, type AmountChoice } from './components/AmountField';
/**
 * Date-range picker of requirements §9 (today, next/last 7 and 30 days, or two dates), over Asia/Vientiane business days;
 * with its pure helpers: businessToday, presetRange, dateRangeProblem, and formatBusinessTime for record times.
 */
export {
  DateRangePicker,
  businessToday,
  presetRange,
  dateRangeProblem,
  formatBusinessTime,
  BUSINESS_TIME_ZONE,
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  type DateRangeProblem,
  type DateRangePickerLabels,
  type DateRangePickerProps,
} from './components/DateRangePicker';
/** The site's one display clock: formatSiteTime shows any moment as Asia/Vientiane time (SITE_TIME_ZONE). */
export { formatSiteTime, SITE_TIME_ZONE } from './time/siteTime';
/** Copy-to-clipboard button with its copied/failed note, and the copyText function behind it. */
export { CopyButton, copyText, type CopyButtonProps } from './components/CopyButton';
