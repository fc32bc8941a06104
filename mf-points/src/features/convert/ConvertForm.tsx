// The convert form (requirements §3 points ratio, §7 convertPoint): whole points, at least the configured minimum,
// into the main wallet at the ratio, confirmed with the withdraw password; sent encrypted. What the member receives is
// shown as it types (points × ratio, the server's own integer maths).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { withdrawPasswordSchema } from '@mekong/contracts/money';
import { POINT_LIMITS, pointEndpoints, type ConvertResult, type PointBalance } from '@mekong/contracts/points';
import { Button, FormAlert, formStackCss, SuccessNote, TextField } from '@mekong/ui';
import { Figures, money } from '@mekong/ui/remote';
import { failureText, useEncryptedAction } from '../point-mall/actions';
import { PasswordGate } from '../point-mall/PasswordGate';
import { WithdrawPasswordField } from '../point-mall/parts';

const convertFormSchema = z.object({
  points: z.string().check(
    z.regex(/^\d{1,9}$/, 'rule_points'),
    z.refine((value) => Number(value) >= POINT_LIMITS.convertMinPoints && Number(value) <= POINT_LIMITS.convertMaxPoints, 'rule_points'),
  ),
  withdrawPassword: withdrawPasswordSchema,
});

export function ConvertForm({ points, onConverted }: { points: PointBalance; onConverted: () => void }) {
  const { t } = useTranslation();
  const convert = useEncryptedAction(pointEndpoints.convert);
  const [done, setDone] = useState<ConvertResult | null>(null);
  const { register, handleSubmit, formState, reset, control } = useForm({
    defaultValues: { points: '', withdrawPassword: '' },
    resolver: zodResolver(convertFormSchema),
  });
  const typed = useWatch({ control, name: 'points' });
  const receive = /^\d{1,9}$/.test(typed) ? Number(typed) * points.ratio : 0;
  const submit = handleSubmit(async (input) => {
    setDone(null);
    const result = await convert.send({ points: Number(input.points), withdrawPassword: input.withdrawPassword });
    if (!result) return;
    reset();
    setDone(result);
    onConverted();
  });
  return (
    <PasswordGate>
      <form css={formStackCss} noValidate onSubmit={submit} aria-label={t('convert_form')}>
        <TextField
          label={t('convert_points')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('convert_points_hint', { min: POINT_LIMITS.convertMinPoints, amount: money(points.ratio) })}
          error={formState.errors.points ? t('rule_points', { min: POINT_LIMITS.convertMinPoints }) : undefined}
          {...register('points')}
        />
        <Figures items={[{ label: t('convert_receive'), value: money(receive) }]} />
        <WithdrawPasswordField invalid={formState.errors.withdrawPassword !== undefined} {...register('withdrawPassword')} />
        <FormAlert message={failureText(t, convert.error)} />
        {done && (
          <SuccessNote>
            {t('convert_done', {
              points: done.points.toLocaleString('en-US'),
              amount: money(done.amount),
              left: done.pointBalance.toLocaleString('en-US'),
            })}
          </SuccessNote>
        )}
        <Button type="submit" block disabled={convert.pending}>
          {t('convert_submit')}
        </Button>
      </form>
    </PasswordGate>
  );
}
