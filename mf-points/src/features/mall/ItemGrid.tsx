// The mall's items (requirements §2 Points mall): a filter by exchange type, a grid of item cards (picture, name,
// points and amount, stock) paged, and the item dialog with the redeem form. Empty, loading and error states.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINT_ITEM_TYPES, POINT_LIMITS, pointEndpoints, type PointItem, type PointItemType } from '@mekong/contracts/points';
import { SelectField, theme } from '@mekong/ui';
import {
  FilterBar,
  money,
  NoData,
  QueryContent,
  RecordPager,
  useApiQuery,
  useLanguage,
  useRecordFilters,
  useSession,
} from '@mekong/ui/remote';
import { ItemDialog } from './ItemDialog';

const gridCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: theme.spacing(4),
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing(2) },
} as const;

const cardCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  width: '100%',
  height: '100%',
  padding: theme.spacing(2),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '& img': { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radii.sm },
  '& .name': { fontWeight: 600 },
  '& .muted': { color: theme.colors.muted, fontSize: theme.fontSizes.sm },
  '&:hover, &:focus-visible': { borderColor: theme.colors.primary },
} as const;

function ItemCard({ item, onOpen }: { item: PointItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" css={cardCss} onClick={onOpen} aria-label={`${t('item_open')} ${item.name}`}>
        <img src={item.imageUrl} alt="" loading="lazy" width={240} height={180} />
        <span className="name">{item.name}</span>
        <span>
          {t('item_points', { points: item.pointsRequired.toLocaleString('en-US') })}
          {item.amountRequired > 0 && ` + ${money(item.amountRequired)}`}
        </span>
        <span className="muted">
          {t(`item_type_${item.type}`)} · {item.stock > 0 ? t('item_stock', { stock: item.stock }) : t('item_out_of_stock')}
        </span>
      </button>
    </li>
  );
}

export function ItemGrid({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const language = useLanguage();
  const { filters, update, setPage } = useRecordFilters(() => ({ type: '' as PointItemType | '' }));
  const items = useApiQuery(
    pointEndpoints.rewards,
    () => ({ type: filters.type || undefined, language, pageNo: filters.pageNo, pageSize: POINT_LIMITS.itemPageSize }),
    token,
  );
  const [open, setOpen] = useState<PointItem | null>(null);
  return (
    <>
      <FilterBar>
        <SelectField
          label={t('filter_type')}
          value={filters.type}
          options={[
            { value: '', label: t('filter_all') },
            ...POINT_ITEM_TYPES.map((type) => ({ value: type, label: t(`item_type_${type}`) })),
          ]}
          onChange={(value) => update({ type: POINT_ITEM_TYPES.find((type) => type === value) ?? '' })}
        />
      </FilterBar>
      <QueryContent query={items}>
        {(page) =>
          page.list.length === 0 ? (
            <NoData />
          ) : (
            <>
              <ul css={gridCss} aria-label={t('item_grid')}>
                {page.list.map((item) => (
                  <ItemCard key={item.id} item={item} onOpen={() => setOpen(item)} />
                ))}
              </ul>
              <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryContent>
      {open && (
        <ItemDialog
          item={open}
          onClose={() => setOpen(null)}
          onRedeemed={() => {
            items.refetch();
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
