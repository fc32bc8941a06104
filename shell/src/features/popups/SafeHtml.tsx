// Server HTML (help articles, announcements) rendered only after DOMPurify has removed scripts and handlers.
import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const content = css`
  line-height: 1.6;
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & p:first-of-type {
    margin-top: 0;
  }
`;

export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div css={content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
