// One mall item (requirements §2 Points mall): its picture, what it costs and pays, its stock and the member's limit,
// and the redeem form — or why it cannot be redeemed now (out of stock, limit reached).
import { useTranslation } from 'react-i18next';
import type { PointItem } from '@mekong/contracts/points';
import { Dialog } from '@mekong/ui';
import { Figures, money, NoData } from '@mekong/ui/remote';
import { RedeemForm } from './RedeemForm';

/** How many more of the item the member may redeem now: the stock, the limit left, and the form's own maximum. */
export function redeemableNow(item: PointItem, formMax: number): number {
  const limitLeft = item.perMemberLimit === null ? Infinity : item.perMemberLimit - item.redeemedByMe;
  return Math.max(0, Math.min(item.stock, limitLeft, formMax));
}

export function ItemDialog({ item, onClose, onRedeemed }: { item: PointItem; onClose: () => void; onRedeemed: () => void }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('record_type'), value: t(`item_type_${item.type}`) },
    { label: t('points_requirement'), value: t('item_points', { points: item.pointsRequired.toLocaleString('en-US') }) },
    ...(item.amountRequired > 0 ? [{ label: t('record_amount'), value: money(item.amountRequired) }] : []),
    { label: t('item_stock_label'), value: item.stock > 0 ? String(item.stock) : t('item_out_of_stock') },
  ];
  const notes = [
    item.valueMinor > 0 ? t('item_pays', { amount: money(item.valueMinor) }) : t('item_goods_note'),
    ...(item.perMemberLimit === null ? [] : [t('item_limit', { limit: item.perMemberLimit, held: item.redeemedByMe })]),
  ];
  const max = redeemableNow(item, 10);
  return (
    <Dialog open title={item.name} closeLabel={t('close')} onClose={onClose} width={560}>
      <img
        src={item.imageUrl}
        alt={item.name}
        width={240}
        height={180}
        css={(theme) => ({
          display: 'block',
          margin: `0 auto ${theme.spacing(3)}`,
          maxWidth: '100%',
          height: 'auto',
          borderRadius: theme.radii.md,
        })}
      />
      <Figures items={figures} compact />
      {notes.map((note) => (
        <p key={note} css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.sm, margin: `${theme.spacing(2)} 0` })}>
          {note}
        </p>
      ))}
      {max === 0 ? (
        <NoData message={item.stock === 0 ? t('error_out-of-stock') : t('error_redeem-limit')} />
      ) : (
        <RedeemForm item={item} max={max} onRedeemed={onRedeemed} />
      )}
    </Dialog>
  );
}
