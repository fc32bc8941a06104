// A titled block of the lobby (hot games, a lane, a category row, a game grid): h2 heading, optional actions, content.
import { css } from '@emotion/react';
import { forwardRef, useId, type ReactNode } from 'react';
import { theme } from '@mekong/ui';

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
  margin-bottom: ${theme.spacing(3)};
  & h2 {
    margin: 0;
    min-width: 0;
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  ${theme.mq.mobile} {
    & h2 {
      font-size: ${theme.fontSizes.md};
    }
  }
`;

const actionsCss = css`
  display: flex;
  flex: 0 0 auto;
  align-items: center;
  gap: ${theme.spacing(1)};
`;

export interface SectionProps {
  title: string;
  /** Buttons beside the heading (more, refresh). */
  actions?: ReactNode;
  /** True while its content is still loading (placeholders stand in it): aria-busy for assistive technology. */
  busy?: boolean;
  children: ReactNode;
}

export const Section = forwardRef<HTMLElement, SectionProps>(function Section({ title, actions, busy, children }, ref) {
  const titleId = useId();
  return (
    <section ref={ref} aria-labelledby={titleId} aria-busy={busy || undefined} css={{ minWidth: 0, scrollMarginTop: theme.spacing(4) }}>
      <div css={head}>
        <h2 id={titleId}>{title}</h2>
        {actions && <div css={actionsCss}>{actions}</div>}
      </div>
      {children}
    </section>
  );
});
