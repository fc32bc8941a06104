// Bank accounts for withdrawals: the bound ones (number masked) with removal, and the form to add one while under the
// limit. The holder must be the member's real name: the first account sets it, later ones show it fixed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountEndpoints, type BankAccount } from '@mekong/contracts/account';
import { Button, formNoteCss, FormAlert, SuccessNote, TextField } from '@mekong/ui';
import { NoData, useApiMutation } from '@mekong/ui/remote';
import { actionsCss, formCss, OrderList, Part } from '../wallet/parts';
import { accountFailureText } from './accountFailure';

interface Props {
  accounts: BankAccount[];
  max: number;
  payeeName: string | null;
  onChanged: () => void;
}

export function BankAccountsSection({ accounts, max, payeeName, onChanged }: Props) {
  const { t } = useTranslation();
  const add = useApiMutation(accountEndpoints.addBankAccount);
  const remove = useApiMutation(accountEndpoints.removeBankAccount);
  const [bankName, setBankName] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [added, setAdded] = useState(false);

  const submit = async () => {
    setAdded(false);
    const result = await add.mutate({ bankName, accountNo, accountName: payeeName ?? accountName });
    if (!result.ok) return;
    setBankName('');
    setAccountNo('');
    setAdded(true);
    onChanged();
  };

  return (
    <Part title={t('account_banks')}>
      {accounts.length === 0 ? (
        <NoData message={t('account_banks_empty')} />
      ) : (
        <OrderList label={t('account_banks')}>
          {accounts.map((account) => (
            <li key={account.id}>
              <strong>{account.bankName}</strong>
              <span>
                {account.accountNo} · {account.accountName}
              </span>
              <div css={actionsCss}>
                <Button
                  variant="secondary"
                  disabled={remove.pending}
                  aria-label={t('account_bank_remove_named', { bank: account.bankName, number: account.accountNo })}
                  onClick={async () => {
                    if ((await remove.mutate({ id: account.id })).ok) onChanged();
                  }}
                >
                  {t('account_bank_remove')}
                </Button>
              </div>
            </li>
          ))}
        </OrderList>
      )}
      <FormAlert message={accountFailureText(t, remove.error)} />
      {accounts.length >= max ? (
        <p css={formNoteCss}>{t('account_banks_full', { max })}</p>
      ) : (
        <form
          css={formCss}
          noValidate
          aria-label={t('account_bank_add')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('cashier_bank_name')}
            autoComplete="off"
            maxLength={60}
            value={bankName}
            onChange={(e) => setBankName(e.target.value)}
          />
          <TextField
            label={t('cashier_account_no')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            hint={t('withdraw_rule_account_no')}
            value={accountNo}
            onChange={(e) => setAccountNo(e.target.value)}
          />
          <TextField
            label={t('cashier_account_name')}
            autoComplete="name"
            maxLength={100}
            readOnly={payeeName !== null}
            hint={t(payeeName !== null ? 'withdraw_account_name_fixed' : 'account_bank_name_first')}
            value={payeeName ?? accountName}
            onChange={(e) => setAccountName(e.target.value)}
          />
          <FormAlert message={accountFailureText(t, add.error)} />
          {added && <SuccessNote>{t('account_bank_added')}</SuccessNote>}
          <Button type="submit" block disabled={add.pending}>
            {t('account_bank_add')}
          </Button>
        </form>
      )}
    </Part>
  );
}
