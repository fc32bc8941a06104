// The redeem form of requirements §3: paid account, main wallet, paid amount (the item's amount × quantity), the
// quantity, receiving address and mobile number (goods only), and the withdraw password; react-hook-form + zod, sent
// encrypted (§7 redeemPointReward). The server takes stock, limit, points and amount at once or refuses with nothing
// taken; its refusal is shown in the member's language.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { withdrawPasswordSchema } from '@mekong/contracts/money';
import { POINT_LIMITS, pointEndpoints, type PointItem, type RedeemRecord } from '@mekong/contracts/points';
import { Button, FormAlert, formStackCss, SelectField, SuccessNote, TextField } from '@mekong/ui';
import { Figures, money, useSession } from '@mekong/ui/remote';
import { failureText, useEncryptedAction } from '../point-mall/actions';
import { PasswordGate } from '../point-mall/PasswordGate';
import { WithdrawPasswordField } from '../point-mall/parts';

const MOBILE = /^\+?\d{6,20}$/;

/** The form's rules; a goods item also needs where to send it and whom to call. */
const redeemFormSchema = (goods: boolean) =>
  z
    .object({
      quantity: z.string(),
      receivingAddress: z.string().check(z.maxLength(POINT_LIMITS.addressMaxLength)),
      mobile: z.string(),
      withdrawPassword: withdrawPasswordSchema,
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!goods) return;
        if (values.receivingAddress.trim() === '') ctx.addIssue({ code: 'custom', path: ['receivingAddress'], message: 'rule_address' });
        if (!MOBILE.test(values.mobile.trim())) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'rule_mobile' });
      }),
    );

export function RedeemForm({ item, max, onRedeemed }: { item: PointItem; max: number; onRedeemed: () => void }) {
  const { t } = useTranslation();
  const { memberInfo } = useSession();
  const goods = item.type === 'GOODS';
  const redeem = useEncryptedAction(pointEndpoints.redeem);
  const [done, setDone] = useState<RedeemRecord | null>(null);
  const { register, handleSubmit, formState, control, setValue } = useForm({
    defaultValues: { quantity: '1', receivingAddress: '', mobile: '', withdrawPassword: '' },
    resolver: zodResolver(redeemFormSchema(goods)),
  });
  const quantity = Number(useWatch({ control, name: 'quantity' })) || 1;
  const submit = handleSubmit(async (input) => {
    setDone(null);
    const result = await redeem.send({
      itemId: item.id,
      quantity: Number(input.quantity),
      withdrawPassword: input.withdrawPassword,
      ...(goods ? { receivingAddress: input.receivingAddress.trim(), mobile: input.mobile.trim() } : {}),
    });
    if (!result) return;
    setValue('withdrawPassword', '');
    setDone(result);
    onRedeemed();
  });
  return (
    <PasswordGate>
      {(wallet) => (
        <form css={formStackCss} noValidate onSubmit={submit} aria-label={t('redeem_form')}>
          <Figures
            items={[
              { label: t('paid_account'), value: memberInfo?.account ?? '' },
              { label: t('main_wallet'), value: money(wallet.balance) },
              {
                label: t('points_requirement'),
                value: t('item_points', { points: (item.pointsRequired * quantity).toLocaleString('en-US') }),
              },
              { label: t('paid_amount'), value: money(item.amountRequired * quantity) },
            ]}
          />
          <SelectField
            label={t('quantity')}
            value={String(quantity)}
            options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            onChange={(value) => setValue('quantity', value)}
          />
          {goods && (
            <>
              <TextField
                label={t('receiving_address')}
                autoComplete="street-address"
                maxLength={POINT_LIMITS.addressMaxLength}
                error={formState.errors.receivingAddress ? t('rule_address') : undefined}
                {...register('receivingAddress')}
              />
              <TextField
                label={t('mobile_number')}
                type="tel"
                autoComplete="tel"
                maxLength={POINT_LIMITS.mobileMaxLength}
                error={formState.errors.mobile ? t('rule_mobile') : undefined}
                {...register('mobile')}
              />
            </>
          )}
          <WithdrawPasswordField invalid={formState.errors.withdrawPassword !== undefined} {...register('withdrawPassword')} />
          <FormAlert message={failureText(t, redeem.error)} />
          {done && <SuccessNote>{t('redeem_done', { name: done.itemName, quantity: done.quantity })}</SuccessNote>}
          <Button type="submit" block disabled={redeem.pending}>
            {t('redeem_submit')}
          </Button>
        </form>
      )}
    </PasswordGate>
  );
}
