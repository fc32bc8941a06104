// Building blocks of the cashier pages: form width, labelled figures, a titled part of a page with its actions, order
// lists that read as cards on phones, and status badges.
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { TIME_FORMAT } from '@mekong/contracts';
import { formatBusinessTime, formStackCss, theme } from '@mekong/ui';

/** The cashier forms' stack, kept to a readable width on wide screens. */
export const formCss = css`
  ${formStackCss};
  max-width: 520px;
`;

/** The time of an API timestamp as the site shows times: Vientiane time (the records' business days), YYYY/MM/DD HH:mm:ss. */
export const showTime = (iso: string): string => formatBusinessTime(iso, TIME_FORMAT);

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

const listCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
  }
`;

/** Orders as a list of cards (readable at 390 px), named for screen readers. */
export function OrderList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul css={listCss} aria-label={label}>
      {children}
    </ul>
  );
}

const orderHeadCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  & strong {
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

/** The first line of an order card: its amount and its status. */
export function OrderHead({ amount, status }: { amount: string; status: ReactNode }) {
  return (
    <div css={orderHeadCss}>
      <strong>{amount}</strong>
      {status}
    </div>
  );
}

export type Tone = 'pending' | 'good' | 'bad' | 'neutral';

const toneColour: Record<Tone, string> = {
  pending: theme.colors.warning,
  good: theme.colors.success,
  bad: theme.colors.danger,
  neutral: theme.colors.muted,
};

/** An order's status as a coloured badge; the text carries the meaning. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      css={{
        padding: `2px ${theme.spacing(2)}`,
        border: `1px solid ${toneColour[tone]}`,
        borderRadius: theme.radii.pill,
        color: toneColour[tone],
        fontSize: theme.fontSizes.xs,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

export const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
`;
