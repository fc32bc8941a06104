// The vendor menu of one category: 'All' and each vendor, as toggle buttons in a named navigation.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from '@mekong/ui';
import type { Vendor } from '@mekong/contracts';

const row = css`
  display: flex;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0 0 ${theme.spacing(1)};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export function VendorMenu({ label, vendors, selected, onSelect }: { label: string; vendors: readonly Vendor[]; selected: string | null; onSelect: (vassalage: string | null) => void }) {
  const { t } = useTranslation();
  const items = [{ id: null, name: t('all_vendors') }, ...vendors.map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName }))];
  return (
    <nav aria-label={label}>
      <ul css={row}>
        {items.map((item) => (
          <li key={item.id ?? ''}>
            <Button size="sm" variant={item.id === selected ? 'primary' : 'secondary'} aria-pressed={item.id === selected} onClick={() => onSelect(item.id)}>
              {item.name}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
