// Building blocks of the cashier pages: form width, labelled figures, a titled part of a page with its actions, order
// lists that read as cards on phones, and status badges.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { formStackCss, theme } from '@mekong/ui';

/** The cashier forms' stack, kept to a readable width on wide screens. */
export const formCss = css`
  ${formStackCss};
  max-width: 520px;
`;

/** Times, labelled figures and titled parts are shared with the other remotes' pages (@mekong/ui/remote). */
export { showTime, Figures, Part, type Figure } from '@mekong/ui/remote';

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
