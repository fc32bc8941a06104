// Busy indicators: an inline Spinner and a full-page LoadingCover, both announced as status with a label.
import { css, keyframes } from '@emotion/react';
import { theme } from '../theme/theme';
import { visuallyHidden } from '../theme/visuallyHidden';

export interface SpinnerProps {
  /** Read by screen readers (e.g. 'Loading'); not shown. */
  label: string;
  /** Diameter in px (default 32). */
  size?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const ring = css`
  display: inline-block;
  border-radius: 50%;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label, size = 32 }: SpinnerProps) {
  return (
    <span role="status" css={{ display: 'inline-flex' }}>
      <span css={ring} style={{ width: size, height: size }} aria-hidden="true" />
      <span css={visuallyHidden}>{label}</span>
    </span>
  );
}

export interface LoadingCoverProps {
  visible: boolean;
  label: string;
}

const cover = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.cover};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(16, 14, 11, 0.8);
`;

export function LoadingCover({ visible, label }: LoadingCoverProps) {
  if (!visible) return null;
  return (
    <div css={cover}>
      <Spinner label={label} size={48} />
    </div>
  );
}
