// Labelled form fields: TextField (error linked by aria-describedby, ref forwarded for react-hook-form) and SelectField.
import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { visuallyHidden } from '../theme/visuallyHidden';

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1)};
  & label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const control = css`
  width: 100%;
  min-height: 40px;
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  &::placeholder {
    color: ${theme.colors.muted};
  }
  &:focus {
    border-color: ${theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const errorCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

const hintCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Shown under the input and linked to it; also marks the input invalid. */
  error?: string;
  /** Help text under the input, linked to it. */
  hint?: string;
  /** Content after the input inside the field, e.g. a show-password button or a captcha image. */
  adornment?: ReactNode;
}

const withAdornment = css`
  display: flex;
  gap: ${theme.spacing(2)};
  align-items: center;
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, adornment, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describers = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  const input = (
    <input
      ref={ref}
      id={inputId}
      css={control}
      aria-invalid={error ? true : undefined}
      aria-describedby={describers || undefined}
      {...rest}
    />
  );
  return (
    <div css={field}>
      <label htmlFor={inputId}>{label}</label>
      {adornment ? (
        <div css={withAdornment}>
          {input}
          {adornment}
        </div>
      ) : (
        input
      )}
      {hint && (
        <p id={hintId} css={hintCss}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={errorCss}>
          {error}
        </p>
      )}
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  /** Hide the visible label (it stays as the accessible name), e.g. a compact language select in a header. */
  hideLabel?: boolean;
}

const hiddenLabel = css`
  & label {
    ${visuallyHidden}
  }
`;

export function SelectField({ label, value, options, onChange, name, id, disabled, hideLabel = false }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div css={[field, hideLabel && hiddenLabel]}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} name={name} css={control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
