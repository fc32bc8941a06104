// Buttons: the text Button in four variants and two sizes, and IconButton whose label becomes its accessible name.
import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

const { colors } = theme;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(2)};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.primaryText};
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surfaceRaised};
    color: ${colors.text};
    border-color: ${colors.border};
    &:hover:not(:disabled) {
      border-color: ${colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.text};
    &:hover:not(:disabled) {
      background: ${colors.surfaceRaised};
    }
  `,
  danger: css`
    background: ${colors.dangerFill};
    color: ${colors.onDanger};
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: ${theme.spacing(1)} ${theme.spacing(3)};
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: ${theme.spacing(2)} ${theme.spacing(4)};
    font-size: ${theme.fontSizes.md};
  `,
};

const blockCss = css`
  width: 100%;
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block = false, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} css={[base, variants[variant], sizes[size], block && blockCss]} {...rest} />;
});

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children' | 'block'> {
  /** Accessible name (aria-label) and tooltip; the icon itself is decorative. */
  label: string;
  children: ReactNode;
}

const iconOnly = css`
  padding: 0;
  aspect-ratio: 1;
  & svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', children, ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} aria-label={label} title={label} css={iconOnly} {...rest}>
      {children}
    </Button>
  );
});
