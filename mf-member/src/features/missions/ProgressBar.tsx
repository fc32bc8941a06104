// A progress bar as assistive technology reads it: role progressbar with its name, value, bounds and the text the
// eye sees (aria-valuetext), so '₭500.00 of ₭1,000.00' is read rather than a bare percentage.
import { css } from '@emotion/react';
import { theme } from '@mekong/ui';

const track = css`
  height: 10px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  overflow: hidden;
`;

const fill = css`
  height: 100%;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
`;

const caption = css`
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const share = max > 0 ? Math.min(1, value / max) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        css={track}
      >
        <div css={fill} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span css={caption} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
