// A tab list (role tablist/tab) with roving focus: arrow keys, Home and End move and select.
import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { theme } from '../theme/theme';

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
}

const list = css`
  display: flex;
  gap: ${theme.spacing(1)};
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const tab = css`
  flex: 0 0 auto;
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

export function Tabs({ tabs, value, onChange, label, panelId }: TabsProps) {
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

  return (
    <div role="tablist" aria-label={label} css={list} onKeyDown={onKeyDown}>
      {tabs.map((t, index) => {
        const selected = index === selectedIndex;
        return (
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
        );
      })}
    </div>
  );
}
