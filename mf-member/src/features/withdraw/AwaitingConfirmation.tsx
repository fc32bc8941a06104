// Approved withdrawals waiting for the member's answer (requirements §4): Received, Not received (with proof images) or
// Partially received (the amount that arrived, with proof); unanswered, each counts as received at its deadline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL, parseMinorUnits } from '@mekong/contracts';
import { MONEY_LIMITS, moneyEndpoints, WITHDRAWAL_ANSWERS, type WithdrawalAnswer, type WithdrawalOrder } from '@mekong/contracts/money';
import { AmountField, Button, FormAlert, formNoteCss } from '@mekong/ui';
import { ImagesField } from '@mekong/ui/remote';
import { formErrorText, money, moneyFailureText } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { actionsCss, Figures, formCss, OrderHead, OrderList, Part, showTime, StatusBadge } from '../wallet/parts';
import { confirmFormSchema, type ProofImage } from './withdrawForms';

const PROOF_IMAGE_LIMITS = {
  max: MONEY_LIMITS.proofImagesMax,
  maxBytes: MONEY_LIMITS.proofImageMaxBytes,
  types: MONEY_LIMITS.proofImageTypes,
};
const PROOF_IMAGE_TEXTS = {
  label: 'withdraw_proof_label',
  chosen: 'withdraw_proof_chosen',
  remove: 'withdraw_proof_remove',
  removeShort: 'withdraw_proof_remove_short',
  type: 'withdraw_proof_type',
  size: 'withdraw_proof_size',
  count: 'withdraw_proof_count',
};

/** What the rest of the amount is once the member says how much arrived; null until that is a valid part. */
function remainderOf(order: WithdrawalOrder, receivedText: string): number | null {
  const received = parseMinorUnits(receivedText);
  return received !== null && received > 0 && received < order.amount ? order.amount - received : null;
}

function AnswerForm({
  order,
  answer,
  onCancel,
  onAnswered,
}: {
  order: WithdrawalOrder;
  answer: WithdrawalAnswer;
  onCancel: () => void;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useMoneyAction(moneyEndpoints.confirmWithdrawal);
  const { register, handleSubmit, formState, control } = useForm({
    defaultValues: { receivedAmount: '', proofImages: [] as ProofImage[] },
    resolver: zodResolver(confirmFormSchema(order.id, answer, order.amount)),
  });
  const receivedText = useWatch({ control, name: 'receivedAmount' });
  const remainder = answer === 'PARTIAL' ? remainderOf(order, receivedText) : null;

  const submit = handleSubmit(async (input) => {
    if ((await confirm.mutate(input)).ok) onAnswered();
  });

  return (
    <form css={formCss} noValidate onSubmit={submit} aria-label={t(`withdraw_answer_${answer}`)}>
      {answer === 'RECEIVED' && <p css={formNoteCss}>{t('withdraw_received_confirm', { amount: money(order.amount) })}</p>}
      {answer === 'PARTIAL' && (
        <>
          <AmountField
            label={t('withdraw_received_amount')}
            currencySymbol={CURRENCY_SYMBOL}
            error={formErrorText(t, formState.errors.receivedAmount?.message)}
            {...register('receivedAmount')}
          />
          <p css={formNoteCss} aria-live="polite">
            {remainder !== null
              ? t('withdraw_remainder', { amount: money(remainder) })
              : t('withdraw_remainder_hint', { amount: money(order.amount) })}
          </p>
        </>
      )}
      {answer !== 'RECEIVED' && (
        <Controller
          control={control}
          name="proofImages"
          render={({ field, fieldState }) => (
            <ImagesField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              limits={PROOF_IMAGE_LIMITS}
              texts={PROOF_IMAGE_TEXTS}
            />
          )}
        />
      )}
      <FormAlert message={moneyFailureText(t, confirm.error)} />
      <div css={actionsCss}>
        <Button type="submit" disabled={confirm.pending}>
          {t(`withdraw_submit_${answer}`)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cashier_cancel')}
        </Button>
      </div>
    </form>
  );
}

function AwaitingWithdrawal({ order, onAnswered }: { order: WithdrawalOrder; onAnswered: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<WithdrawalAnswer | null>(null);
  return (
    <li aria-label={t('withdraw_order_label', { amount: money(order.amount) })}>
      <OrderHead amount={money(order.amount)} status={<StatusBadge tone="pending">{t(`withdrawal_status_${order.status}`)}</StatusBadge>} />
      <Figures
        compact
        items={[
          { label: t('cashier_bank_name'), value: order.bankName },
          { label: t('cashier_account_no'), value: order.bankAccountNo },
          { label: t('cashier_created_at'), value: showTime(order.createdAt) },
          ...(order.reviewedAt ? [{ label: t('withdraw_approved_at'), value: showTime(order.reviewedAt) }] : []),
        ]}
      />
      {order.confirmDeadline && <p css={formNoteCss}>{t('withdraw_auto_receive', { time: showTime(order.confirmDeadline) })}</p>}
      {answer ? (
        <AnswerForm order={order} answer={answer} onCancel={() => setAnswer(null)} onAnswered={onAnswered} />
      ) : (
        <div css={actionsCss} role="group" aria-label={t('withdraw_answer_group')}>
          {WITHDRAWAL_ANSWERS.map((choice) => (
            <Button key={choice} variant={choice === 'RECEIVED' ? 'primary' : 'secondary'} size="sm" onClick={() => setAnswer(choice)}>
              {t(`withdraw_answer_${choice}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

export function AwaitingConfirmation({ orders, onAnswered }: { orders: readonly WithdrawalOrder[]; onAnswered: () => void }) {
  const { t } = useTranslation();
  return (
    <Part title={t('withdraw_awaiting')}>
      {orders.length === 0 ? (
        <p css={formNoteCss}>{t('withdraw_awaiting_none')}</p>
      ) : (
        <OrderList label={t('withdraw_awaiting')}>
          {orders.map((order) => (
            <AwaitingWithdrawal key={order.id} order={order} onAnswered={onAnswered} />
          ))}
        </OrderList>
      )}
    </Part>
  );
}
