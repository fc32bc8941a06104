// The block shown in place of content that cannot be shown: a remote that failed to load (retry), a maintenance slot.
import { css } from '@emotion/react';
import { useId } from 'react';
import { theme } from '../theme/theme';
import { Button } from './Button';

export interface ErrorSlotProps {
  title: string;
  message: string;
  /** The button appears only when both the label and the handler are given. */
  actionLabel?: string;
  onAction?: () => void;
}

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(3)};
  margin: ${theme.spacing(4)} auto;
  max-width: 520px;
  padding: ${theme.spacing(8)} ${theme.spacing(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.warning};
  }
  & p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

export function ErrorSlot({ title, message, actionLabel, onAction }: ErrorSlotProps) {
  const titleId = useId();
  return (
    <section css={wrap} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{message}</p>
      {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
    </section>
  );
}
