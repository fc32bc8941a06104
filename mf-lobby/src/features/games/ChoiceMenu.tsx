// A named row of toggle buttons choosing one item (the vendor menu, the classify filter); scrolls sideways on mobile.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, theme } from '@mekong/ui';

const row = css`
  display: flex;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0 0 ${theme.spacing(1)};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export interface Choice<T> {
  id: T;
  name: string;
}

export function ChoiceMenu<T extends string | null>({
  label,
  items,
  selected,
  onSelect,
  placeholders = 0,
  placeholder,
}: {
  label: string;
  items: readonly Choice<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** How many `placeholder`s follow the items while more items load (the vendor menu before the game menus come). */
  placeholders?: number;
  placeholder?: ReactNode;
}) {
  return (
    <nav aria-label={label} css={{ minWidth: 0 }}>
      <ul css={row}>
        {items.map((item) => (
          <li key={item.id ?? ''}>
            <Button
              size="sm"
              variant={item.id === selected ? 'primary' : 'secondary'}
              aria-pressed={item.id === selected}
              onClick={() => onSelect(item.id)}
            >
              {item.name}
            </Button>
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} aria-hidden="true">
            {placeholder}
          </li>
        ))}
      </ul>
    </nav>
  );
}
