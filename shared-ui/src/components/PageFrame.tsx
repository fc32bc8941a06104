// The frame of a remote's page: an h1 title with optional actions beside it, then the content.
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { theme } from '../theme/theme';

export interface PageFrameProps {
  title: ReactNode;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  children: ReactNode;
}

const frame = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(4)};
  padding: ${theme.spacing(6)};
  ${theme.mq.mobile} {
    padding: ${theme.spacing(4)} ${theme.spacing(3)};
  }
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(3)};
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.text};
  }
`;

const actionsCss = css`
  display: flex;
  gap: ${theme.spacing(2)};
`;

export function PageFrame({ title, actions, children }: PageFrameProps) {
  const titleId = useId();
  return (
    <section css={frame} aria-labelledby={titleId}>
      <header css={head}>
        <h1 id={titleId}>{title}</h1>
        {actions && <div css={actionsCss}>{actions}</div>}
      </header>
      <div>{children}</div>
    </section>
  );
}
