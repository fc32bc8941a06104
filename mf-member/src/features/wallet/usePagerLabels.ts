// The pager's labels in the member's language, for the cashier's paged order lists.
import { useTranslation } from 'react-i18next';
import type { PagerLabels } from '@mekong/ui';

export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation();
  return {
    previous: t('cashier_page_previous'),
    next: t('cashier_page_next'),
    page: (n) => t('cashier_page_n', { n }),
    nav: t('cashier_pages'),
  };
}
