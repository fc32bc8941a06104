// The member's points (requirements §3 Points): current balance and the points ratio (what a point is worth), with
// the button that opens the convert form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointBalance } from '@mekong/contracts/points';
import { Button, Dialog } from '@mekong/ui';
import { Figures, money, QueryContent, type ApiQuery } from '@mekong/ui/remote';
import { ConvertForm } from '../convert/ConvertForm';

export function BalancePanel({ balance }: { balance: ApiQuery<PointBalance> }) {
  const { t } = useTranslation();
  const [converting, setConverting] = useState(false);
  return (
    <section
      aria-label={t('balance_panel')}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.spacing(4),
        padding: theme.spacing(4),
        marginBottom: theme.spacing(4),
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <QueryContent query={balance}>
        {(points) => (
          <>
            <Figures
              items={[
                { label: t('balance_current'), value: t('balance_points', { points: points.balance.toLocaleString('en-US') }) },
                { label: t('balance_ratio'), value: t('balance_ratio_value', { amount: money(points.ratio) }) },
              ]}
            />
            <Button onClick={() => setConverting(true)}>{t('convert_open')}</Button>
            <Dialog open={converting} title={t('convert_open')} closeLabel={t('close')} onClose={() => setConverting(false)}>
              <ConvertForm points={points} onConverted={balance.refetch} />
            </Dialog>
          </>
        )}
      </QueryContent>
    </section>
  );
}
