// The vendor menu of one category: 'All' and each vendor, as toggle buttons in a named navigation.
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@mekong/contracts';
import { ChoiceMenu } from '../games/ChoiceMenu';
import { SkeletonChip } from '../skeleton/Skeleton';

/** How many vendor placeholders stand in the menu while the vendors load. */
const LOADING_VENDORS = 4;

export function VendorMenu({
  label,
  vendors,
  selected,
  onSelect,
}: {
  label: string;
  /** null while the game menus load: 'All' stands at once, placeholders keep the vendors' place. */
  vendors: readonly Vendor[] | null;
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation();
  const items = [
    { id: null, name: t('all_vendors') },
    ...(vendors ?? []).map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName })),
  ];
  return (
    <ChoiceMenu<string | null>
      label={label}
      items={items}
      selected={selected}
      onSelect={onSelect}
      placeholders={vendors ? 0 : LOADING_VENDORS}
      placeholder={<SkeletonChip size="sm" />}
    />
  );
}
