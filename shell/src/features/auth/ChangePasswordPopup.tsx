// The change-password popup: forced after a username login with a default or expired password (it cannot be
// dismissed without changing or signing out), or opened by the member from the account menu.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../navigation/router';
import { authEndpoints } from '@mekong/contracts';
import { Button, Dialog, formNoteCss, formStackCss, TextField } from '@mekong/ui';
import { useAccount } from '../account/AccountContext';
import { SignOutDialog } from '../account/SignOutDialog';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { FormSubmit, NewPasswordFields } from './commonFields';
import { apiErrorText, fieldErrorText } from './errors';
import { useRegisterSetting } from './formParts';
import { changePasswordSchema } from './passwordSchemas';

export default function ChangePasswordPopup({ forced, onClose }: { forced: 'default' | 'expired' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { callEncrypted, passwordChange } = useShellServices();
  const { closePopup } = usePopups();
  const { reloadProfile } = useAccount();
  const navigate = useNavigate();
  const setting = useRegisterSetting();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const form = useForm({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: zodResolver(changePasswordSchema(setting?.fields)),
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callEncrypted(authEndpoints.changePassword, values);
    } catch (error) {
      setFailure(apiErrorText(t, error));
      return;
    }
    // Requirements §4: after a password change, login info reloads, the popup closes and the member goes to '/'. A forced
    // popup unmounts as the owed change lifts, so it closes and navigates first; the account provider then reloads
    // the member info and the balance the owed change held back.
    closePopup();
    navigate('/');
    if (forced) passwordChange.settle();
    else await reloadProfile();
  });

  // A forced change has no way around it: closing asks to sign out instead.
  const dismiss = forced ? () => setConfirmSignOut(true) : onClose;

  return (
    <>
      <Dialog
        open
        title={t('auth.change_title')}
        onClose={dismiss}
        closeLabel={t('common.close')}
        width={440}
        footer={
          forced ? (
            <Button variant="ghost" onClick={() => setConfirmSignOut(true)}>
              {t('account.sign_out')}
            </Button>
          ) : undefined
        }
      >
        <FormProvider {...form}>
          <form css={formStackCss} noValidate onSubmit={submit}>
            {forced && <p css={formNoteCss}>{t(forced === 'default' ? 'auth.forced_default' : 'auth.forced_expired')}</p>}
            <TextField
              label={t('auth.old_password')}
              type="password"
              autoComplete="current-password"
              error={fieldErrorText(t, formState.errors.oldPassword?.message)}
              {...register('oldPassword')}
            />
            <NewPasswordFields />
            <FormSubmit failure={failure} label={t('auth.submit_change')} />
          </form>
        </FormProvider>
      </Dialog>
      {confirmSignOut && <SignOutDialog onCancel={() => setConfirmSignOut(false)} />}
    </>
  );
}
