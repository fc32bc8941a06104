// The vendor menu of one category: 'All' and each vendor, as toggle buttons in a named navigation.
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@mekong/contracts';
import { ChoiceMenu } from '../games/ChoiceMenu';

export function VendorMenu({
  label,
  vendors,
  selected,
  onSelect,
}: {
  label: string;
  vendors: readonly Vendor[];
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation();
  const items = [{ id: null, name: t('all_vendors') }, ...vendors.map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName }))];
  return <ChoiceMenu<string | null> label={label} items={items} selected={selected} onSelect={onSelect} />;
}
