// The help-centre popup: categories and their items on the left, the chosen item's sanitised HTML on the right.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemEndpoints } from '@mekong/contracts';
import { Dialog, EmptyState, Spinner, theme } from '@mekong/ui';
import { useLanguage } from '../i18n/useLanguage';
import { useEndpoint } from '../site-content/useEndpoint';
import { SafeHtml } from './SafeHtml';

const layout = css`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: ${theme.spacing(5)};
  min-height: 360px;
  ${theme.mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & h3 {
    margin: ${theme.spacing(3)} 0 ${theme.spacing(1)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
    text-transform: uppercase;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & button {
    width: 100%;
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  & button:hover,
  & button[aria-current='true'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.primary};
  }
`;

export default function HelpCentrePopup({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const help = useEndpoint(systemEndpoints.helpCenter, { lang: language, device: 'WEB' });
  const [chosen, setChosen] = useState<string | null>(itemId);
  const categories = help.data ?? [];
  const items = categories.flatMap((c) => c.items);
  const current = items.find((item) => item.id === chosen) ?? items[0];

  return (
    <Dialog open title={t('popups.help_title')} onClose={onClose} closeLabel={t('common.close')} width={960}>
      {help.status === 'loading' && !help.data ? (
        <Spinner label={t('common.loading')} />
      ) : items.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <div css={layout}>
          <nav aria-label={t('popups.help_topics')}>
            <ul css={list}>
              {categories.map((category) => (
                <li key={category.id}>
                  <h3>{category.title}</h3>
                  <ul>
                    {category.items.map((item) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          aria-current={item.id === current?.id ? 'true' : undefined}
                          onClick={() => setChosen(item.id)}
                        >
                          {item.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          {current && (
            <article aria-labelledby={`help-${current.id}`}>
              <h3 id={`help-${current.id}`} css={{ marginTop: 0, color: theme.colors.primary }}>
                {current.title}
              </h3>
              <SafeHtml html={current.content} />
            </article>
          )}
        </div>
      )}
    </Dialog>
  );
}
