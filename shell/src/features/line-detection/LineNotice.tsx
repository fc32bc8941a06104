// The mirror-site notice: probes every domain once, and when the current line is slow or failing while another answers,
// says so with a link to the fastest one (same path), a way to the line-detection screen, and a dismiss button.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Button, IconButton, theme } from '@mekong/ui';
import { useLanguage } from '../i18n/useLanguage';
import { usePopups } from '../popups/PopupContext';
import { lineToSuggest, probeLines, samePathOn, type LineResult } from './probe';
import { hostOf, lineText } from './texts';

const notice = css`
  position: fixed;
  z-index: 900;
  left: 50%;
  bottom: ${theme.spacing(4)};
  transform: translateX(-50%);
  width: min(560px, calc(100vw - ${theme.spacing(8)}));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(3)} ${theme.spacing(4)};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
  & p {
    flex: 1 1 240px;
    margin: 0;
  }
  & a {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
`;

export default function LineNotice({ domains }: { domains: readonly string[] }) {
  const { language } = useLanguage();
  const { openPopup } = usePopups();
  const [suggested, setSuggested] = useState<LineResult | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let live = true;
    void probeLines(domains, window.fetch.bind(window)).then((results) => {
      if (live) setSuggested(lineToSuggest(results, window.location.origin));
    });
    return () => {
      live = false;
    };
  }, [domains]);

  if (!suggested || dismissed) return null;
  const domain = hostOf(suggested.origin);
  return (
    <section role="region" aria-label={lineText(language, 'noticeLabel')} css={notice}>
      <p role="status">{lineText(language, 'slow', { domain })}</p>
      <a href={samePathOn(suggested.origin, window.location)}>{lineText(language, 'switchTo', { domain })}</a>
      <Button size="sm" variant="secondary" onClick={() => openPopup({ kind: 'line-detection' })}>
        {lineText(language, 'allLines')}
      </Button>
      <IconButton label={lineText(language, 'dismiss')} size="sm" onClick={() => setDismissed(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </IconButton>
    </section>
  );
}
