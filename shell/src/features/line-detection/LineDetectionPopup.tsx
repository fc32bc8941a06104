// The line-detection screen (/lineDetection): every mirror domain with its measured time or "unreachable", the current
// one marked, a link to each reachable one (same path) and a re-test button.
import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, EmptyState, theme } from '@mekong/ui';
import { useLanguage } from '../i18n/useLanguage';
import { useSiteContent } from '../site-content/SiteContentContext';
import { fastestLine, probeLines, samePathOn, type LineResult } from './probe';
import { hostOf, lineText } from './texts';

const table = css`
  width: 100%;
  border-collapse: collapse;
  margin: ${theme.spacing(3)} 0 ${theme.spacing(4)};
  & th,
  & td {
    padding: ${theme.spacing(2)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${theme.colors.primary};
  }
`;

const best = css`
  color: ${theme.colors.primary};
  font-weight: 700;
`;

export default function LineDetectionPopup({ onClose }: { onClose: () => void }) {
  const { language } = useLanguage();
  const domains = useSiteContent().systemInfo?.lineDomains;
  // null while a test runs.
  const [results, setResults] = useState<LineResult[] | null>(null);
  const [round, setRound] = useState(0);
  const retest = useCallback(() => {
    setResults(null);
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!domains) return;
    let live = true;
    void probeLines(domains, window.fetch.bind(window)).then((measured) => {
      if (live) setResults(measured);
    });
    return () => {
      live = false;
    };
  }, [domains, round]);

  const fastest = results ? fastestLine(results) : null;
  const timeOf = (origin: string) => {
    const result = results?.find((r) => r.origin === origin);
    if (!result) return lineText(language, 'testing');
    return result.ms === null ? lineText(language, 'unreachable') : lineText(language, 'ms', { ms: result.ms });
  };

  return (
    <Dialog open title={lineText(language, 'title')} onClose={onClose} closeLabel={lineText(language, 'dismiss')} width={560}>
      <p>{lineText(language, 'intro')}</p>
      {domains && domains.length === 0 ? (
        <EmptyState message={lineText(language, 'empty')} />
      ) : (
        <table css={table} aria-busy={results === null}>
          <thead>
            <tr>
              <th scope="col">{lineText(language, 'domain')}</th>
              <th scope="col">{lineText(language, 'time')}</th>
            </tr>
          </thead>
          <tbody>
            {(domains ?? []).map((origin) => {
              const reachable = results?.find((r) => r.origin === origin)?.ms != null;
              const current = origin === window.location.origin;
              return (
                <tr key={origin}>
                  <th scope="row">
                    {reachable && !current ? <a href={samePathOn(origin, window.location)}>{hostOf(origin)}</a> : hostOf(origin)}{' '}
                    {current && lineText(language, 'current')}
                  </th>
                  <td css={fastest?.origin === origin && best}>{timeOf(origin)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Button onClick={retest} disabled={results === null} block>
        {results === null ? lineText(language, 'testing') : lineText(language, 'retest')}
      </Button>
    </Dialog>
  );
}
