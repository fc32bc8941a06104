// The sign-out confirmation (requirements §4 'Logout asks for confirmation'): Cancel keeps the session, Confirm ends it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mekong/ui';
import { useSignOut } from './useSignOut';

export function SignOutDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      title={t('account.sign_out')}
      onClose={onCancel}
      closeLabel={t('common.close')}
      width={400}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void signOut();
            }}
          >
            {t('account.confirm')}
          </Button>
        </>
      }
    >
      <p css={{ margin: 0 }}>{t('account.sign_out_question')}</p>
    </Dialog>
  );
}
