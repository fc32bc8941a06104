// withdraw: the request form (a first withdrawal asks for a withdraw password instead), the approved withdrawals
// waiting for the member's answer, and the history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import { formNoteCss, SuccessNote } from '@mekong/ui';
import { FrozenNotice, QueryContent, useApiQuery, useKeptQuery, useSession } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { useRefetchOnMoneyEvents } from '../wallet/hooks';
import { Figures, Part } from '../wallet/parts';
import { AwaitingConfirmation } from './AwaitingConfirmation';
import { useWithdrawalHistory, WithdrawalHistory } from './WithdrawalHistory';
import { WithdrawPasswordForm } from './WithdrawPasswordForm';
import { WithdrawRequestForm } from './WithdrawRequestForm';

export function WithdrawPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useKeptQuery(
    useApiQuery(moneyEndpoints.withdrawInfo, () => ({}), token),
    token,
  );
  const history = useWithdrawalHistory();
  const [passwordJustSet, setPasswordJustSet] = useState(false);
  useRefetchOnMoneyEvents(info.refetch);
  const refreshAll = () => {
    info.refetch();
    history.orders.refetch();
  };

  return (
    <QueryContent query={info}>
      {(withdraw) => (
        <>
          {withdraw.hasWithdrawPassword ? (
            <Part title={t('withdraw_request')}>
              <FrozenNotice />
              {passwordJustSet && <SuccessNote>{t('wpw_set_done')}</SuccessNote>}
              <Figures items={[{ label: t('withdraw_available'), value: money(withdraw.balance) }]} />
              <WithdrawRequestForm info={withdraw} onRequested={refreshAll} />
            </Part>
          ) : (
            <Part title={t('wpw_set_title')}>
              <p css={formNoteCss}>{t('withdraw_password_first')}</p>
              <WithdrawPasswordForm
                mode="set"
                onDone={() => {
                  setPasswordJustSet(true);
                  info.refetch();
                }}
              />
            </Part>
          )}
          {/* Answering an approved withdrawal needs no password: it only says whether the money arrived. */}
          <AwaitingConfirmation orders={withdraw.awaitingConfirmation} onAnswered={refreshAll} />
          <WithdrawalHistory history={history} />
        </>
      )}
    </QueryContent>
  );
}
