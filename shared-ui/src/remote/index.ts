// @mekong/ui/remote: the React side of the remote contract, one copy for every remote — lifecycles from
// `createRemote`, RemoteProps hooks, API queries with their loading/error/empty states, shared remote
// texts, and the standalone host. Unlike the presentational main entry it uses the bus and the API
// client it is given in RemoteProps; it is bundled into each remote, not shared, so a remote's
// lifecycle code always comes from its own build.
export { createRemote, type RemoteDefinition } from './createRemote';
export { RemotePropsContext, useRemoteProps, useSession, useLanguage, toLanguage } from './remoteProps';
export { useApiQuery, type ApiQuery } from './useApiQuery';
export { useKeptQuery, type KeptQuery } from './useKeptQuery';
/** The resend countdown of 'send a code' buttons (requirements §4). */
export { useCountdown, type Countdown } from './useCountdown';
export { useApiMutation, type ApiMutation, type MutationInput, type MutationResult } from './useApiMutation';
export { QueryContent, PageLoading, NoData, LoginRequired, TrialAccountWarning } from './states';
export { lazyPage } from './lazyPage';
export { useAnnouncements, bannerAction, BannerArea } from './announcements';
export { PageMenuLayout, activePageId, type MenuPage, type PageMenuLayoutProps } from './PageMenuLayout';
export { PLATFORM_NAMESPACE, platformTranslations, addTranslations } from './translations';
export { translationProblems, textsByKey, type LocaleOf, type TextTree, type Translations } from './locale';
export {
  createStandaloneProps,
  createStandaloneI18n,
  DEMO_SESSIONS,
  applyDemoSession,
  currentDemoSession,
  type DemoSession,
  type StandaloneProps,
} from './standalone/props';
export { startStandalone } from './standalone/host';
/** A form's picture field (png/jpg checked by their bytes, previews, the remote's own texts) and what it rests on. */
export { ImagesField, type ImagesFieldProps, type ImagesFieldLimits, type ImagesFieldTexts, type ChosenImage } from './ImagesField';
export { asImageDataUrl, sniffImageType, type ImageType } from './imageType';
/** A form message `key?name=value` as text. */
export { formErrorText } from './formErrorText';
/** Record pages' building blocks: a table that turns into cards on phones, filters, date range, pager, money and times. */
export { RecordTable, type RecordColumn, type RecordTableProps } from './records/RecordTable';
export { Amount, type AmountProps } from './records/Amount';
export { defaultRange, useRecordFilters, RecordRangePicker, FilterBar, RecordPager, usePagerLabels } from './records/filters';
export { money, signedMoney, recordDay, showTime } from './records/format';
export { Figures, Part, type Figure } from './records/parts';
/** Above a money action: why an account owing its downlines dividends cannot withdraw or transfer (requirements §4). */
export { FrozenNotice } from './records/FrozenNotice';
/** The record blocks' texts, which a remote that uses them adds to its own (withRecordTexts). */
export { recordTexts, withRecordTexts } from './records/texts';
/** A typed money amount checked against a form's limits, in minor units. */
export { amountSchema, readAmount, addIssue, type AmountLimits } from './amount';
