// The account centre's withdraw password: whether one is set, and the form to set it (with the login password) or
// change it (with the current withdraw password).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints } from '@mekong/contracts/money';
import { Button } from '@mekong/ui';
import { QueryContent, useApiQuery, useKeptQuery, useSession } from '@mekong/ui/remote';
import { WithdrawPasswordForm } from '../withdraw/WithdrawPasswordForm';
import { Figures, Part } from '../wallet/parts';

export function WithdrawPasswordSection() {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useKeptQuery(
    useApiQuery(moneyEndpoints.withdrawInfo, () => ({}), token),
    token,
  );
  const [editing, setEditing] = useState(false);
  return (
    <Part title={t('wpw_title')}>
      <QueryContent query={info}>
        {({ hasWithdrawPassword }) => {
          const mode = hasWithdrawPassword ? 'change' : 'set';
          return (
            <>
              <Figures items={[{ label: t('wpw_status'), value: t(hasWithdrawPassword ? 'wpw_is_set' : 'security_not_set') }]} />
              {editing ? (
                // Keyed by mode: after setting the first password the change form starts empty.
                <WithdrawPasswordForm key={mode} mode={mode} onDone={info.refetch} />
              ) : (
                <div>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    {t(hasWithdrawPassword ? 'wpw_change_title' : 'wpw_set_title')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryContent>
    </Part>
  );
}
