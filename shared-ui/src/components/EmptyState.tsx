// "Nothing here" block: a decorative illustration, the caller's message and optional actions.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';

export interface EmptyStateProps {
  message: ReactNode;
  /** Optional actions or extra text under the message. */
  children?: ReactNode;
}

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(10)} ${theme.spacing(4)};
  color: ${theme.colors.muted};
  text-align: center;
  & svg {
    width: 96px;
    height: 96px;
  }
  & p {
    margin: 0;
  }
`;

function EmptyIllustration() {
  // Decorative only: role none and hidden from assistive technology, the message carries the meaning.
  return (
    <svg viewBox="0 0 96 96" role="none" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="82" rx="30" ry="5" fill={theme.colors.surfaceRaised} />
      <rect x="22" y="30" width="52" height="44" rx="6" fill={theme.colors.surface} stroke={theme.colors.border} strokeWidth="2" />
      <path d="M22 44h52" stroke={theme.colors.border} strokeWidth="2" />
      <circle cx="48" cy="22" r="9" fill="none" stroke={theme.colors.primary} strokeWidth="2" />
      <path d="M48 17v6l3 2" stroke={theme.colors.primary} strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M36 58h24M40 64h16" stroke={theme.colors.muted} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div css={wrap}>
      <EmptyIllustration />
      <p>{message}</p>
      {children}
    </div>
  );
}
