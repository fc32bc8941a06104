// Labelled figures and titled parts of a page, for every remote's record and cashier pages.
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { theme } from '@mekong/ui';

const figuresCss = css`
  display: grid;
  /* Labels take what they need but wrap on a phone rather than squeeze the values. */
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${theme.spacing(2)} ${theme.spacing(5)};
  ${theme.mq.mobile} {
    column-gap: ${theme.spacing(3)};
  }
  margin: 0;
  & dt {
    color: ${theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

export interface Figure {
  label: string;
  value: ReactNode;
}

// An order card's details: label over value, as many columns as fit (one on a phone, three or four on a desktop).
const compactFiguresCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${theme.spacing(2)} ${theme.spacing(4)};
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.xs};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** Label and value pairs as a description list; `compact` for the details of an order card. */
export function Figures({ items, compact = false }: { items: readonly Figure[]; compact?: boolean }) {
  if (compact) {
    return (
      <dl css={compactFiguresCss}>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl css={figuresCss}>
      {items.map((item) => (
        <div key={item.label} css={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const partCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  * + & {
    margin-top: ${theme.spacing(6)};
  }
`;

const partHeadCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  & h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;

/** A titled part of a page (a region named by its h3), with optional actions beside the title. */
export function Part({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section css={partCss} aria-labelledby={titleId}>
      <div css={partHeadCss}>
        <h3 id={titleId}>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
