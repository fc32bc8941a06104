// What every form of the site shares around its fields: the stacked layout, a muted note, the failure alert and the
// success note (the shell's account popups and the remotes' forms alike).
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';

export const formStackCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(4)};
`;

export const formNoteCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const boxedCss = (color: string) => css`
  margin: 0;
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: 1px solid ${color};
  border-radius: ${theme.radii.md};
  color: ${color};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const alertCss = boxedCss(theme.colors.danger);
const successCss = boxedCss(theme.colors.success);

/** A refused action's text, announced by screen readers; nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" css={alertCss}>
      {message}
    </p>
  ) : null;
}

/** What a finished action did, announced politely. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <div role="status" css={successCss}>
      {children}
    </div>
  );
}
