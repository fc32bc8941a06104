// A money input typed as text ('1,234.50'), with the currency symbol beside it and optional quick-amount chips.
import { css } from '@emotion/react';
import { forwardRef } from 'react';
import { theme } from '../theme/theme';
import { TextField, type TextFieldProps } from './fields';

export interface AmountChoice {
  /** The text the chip puts into the input, e.g. '100,000.00'. */
  value: string;
  label: string;
}

export interface AmountFieldProps extends Omit<TextFieldProps, 'adornment' | 'type' | 'inputMode'> {
  currencySymbol: string;
  /** Quick amounts, shown as buttons under the input; clicking one calls onChoose with its value. */
  choices?: readonly AmountChoice[];
  /** Accessible name of the chips' group, e.g. 'Quick amounts'. */
  choicesLabel?: string;
  onChoose?: (value: string) => void;
}

const symbolCss = css`
  flex: none;
  min-width: 24px;
  color: ${theme.colors.primary};
  font-weight: 700;
  text-align: center;
`;

const chipsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(2)};
  & button {
    min-height: 32px;
    padding: ${theme.spacing(1)} ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  & button:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
  & button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** A TextField for amounts (react-hook-form's register spreads into it): decimal keypad on phones, no spinner arrows. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { currencySymbol, choices, choicesLabel, onChoose, disabled, ...rest },
  ref,
) {
  return (
    <div>
      <TextField
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        adornment={
          <span css={symbolCss} aria-hidden="true">
            {currencySymbol}
          </span>
        }
        {...rest}
      />
      {choices && choices.length > 0 && onChoose && (
        <div role="group" aria-label={choicesLabel} css={chipsCss}>
          {choices.map((choice) => (
            <button key={choice.value} type="button" disabled={disabled} onClick={() => onChoose(choice.value)}>
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
});
