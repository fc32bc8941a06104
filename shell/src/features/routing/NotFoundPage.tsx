// The page for a path outside the route table, with a link home.
import { useTranslation } from 'react-i18next';
import { Link } from '../navigation/router';
import { EmptyState, PageFrame } from '@mekong/ui';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('not_found.title')}>
      <EmptyState message={t('not_found.message')}>
        <Link to="/">{t('not_found.home')}</Link>
      </EmptyState>
    </PageFrame>
  );
}
