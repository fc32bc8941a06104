// A tab list (role tablist/tab) with roving focus: arrow keys, Home and End move and select. With `swiper` the row
// swipes (Swiper in its own lazily loaded chunk, as the banner carousel's); until that chunk is there, and if it
// cannot load, the same tabs show in the plain scrolling row.
import { css } from '@emotion/react';
import { Component, lazy, Suspense, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import type { TabSwiperOptions } from './tabSwiperOptions';

export type { TabSwiperOptions } from './tabSwiperOptions';

const SwiperTabRow = lazy(() => import('./SwiperTabRow'));

/** Swiper's chunk could not be fetched: the plain row stays. */
class PlainRowOnError extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the caller's tabpanel, set as aria-controls on the selected tab. */
  panelId?: string;
  /** Swipe the row with these options (e.g. 10 slides per view, spacing 10, free mode) instead of scrolling it. */
  swiper?: TabSwiperOptions;
}

const list = css`
  display: flex;
  gap: ${theme.spacing(1)};
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const swiperRow = css`
  border-bottom: 1px solid ${theme.colors.border};
  /* Its own width where the row takes slides as they come ('auto'); Swiper's inline width where it fits N per view. */
  & .swiper-slide {
    flex-shrink: 0;
    width: auto;
  }
  /* A slide's width is the row's share (10 per view): a long name wraps inside it instead of running into the next. */
  & [role='tab'] {
    width: 100%;
    height: 100%;
    padding-inline: ${theme.spacing(1)};
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const tab = css`
  flex: 0 0 auto;
  white-space: nowrap;
  padding: ${theme.spacing(2)} ${theme.spacing(4)};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${theme.colors.muted};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  &:hover {
    color: ${theme.colors.text};
  }
`;

export function Tabs({ tabs, value, onChange, label, panelId, swiper }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (selectedIndex + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (selectedIndex - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  const buttons = tabs.map((t, index) => {
    const selected = index === selectedIndex;
    return {
      key: t.id,
      element: (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
            else refs.current.delete(t.id);
          }}
          id={`${baseId}-tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={selected}
          aria-controls={selected ? panelId : undefined}
          tabIndex={selected ? 0 : -1}
          css={tab}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ),
    };
  });

  const plain = (
    <div role="tablist" aria-label={label} css={list} onKeyDown={onKeyDown}>
      {buttons.map((b) => b.element)}
    </div>
  );
  if (!swiper) return plain;
  return (
    <PlainRowOnError plain={plain}>
      <Suspense fallback={plain}>
        <div css={swiperRow} onKeyDown={onKeyDown}>
          <SwiperTabRow options={swiper} label={label} tabs={buttons} selectedIndex={selectedIndex} />
        </div>
      </Suspense>
    </PlainRowOnError>
  );
}
