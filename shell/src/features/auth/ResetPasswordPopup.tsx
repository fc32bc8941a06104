// The reset-password popup of the emailed link /resetPassword?token=…: a new password twice, then the member is
// signed in; a missing, unknown, used or expired link says so and leads back to the forgot-password popup.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../navigation/router';
import { authEndpoints } from '@mekong/contracts';
import { Button, Dialog, FormAlert, formStackCss } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';
import { FormSubmit, NewPasswordFields } from './commonFields';
import { apiErrorText, failureCode } from './errors';
import { useRegisterSetting } from './formParts';
import { resetPasswordSchema } from './passwordSchemas';
import { useCompleteSignIn } from './useCompleteSignIn';

export default function ResetPasswordPopup({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { callEncrypted } = useShellServices();
  const { openPopup } = usePopups();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const setting = useRegisterSetting();
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    resolver: zodResolver(resetPasswordSchema(setting?.fields)),
  });

  // Leaving the popup also leaves the link's address, so its token does not linger in the address bar.
  const leaveLink = () => navigate('/', { replace: true });
  const close = () => {
    onClose();
    leaveLink();
  };
  const askForNewLink = () => {
    openPopup({ kind: 'forgot-password' });
    leaveLink();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      // Like 'forgot by phone' (requirements §4): signed in, the popup closes, and '/' replaces the spent link in history.
      completeSignIn(await callEncrypted(authEndpoints.resetPasswordByToken, { token, ...values }), 'reset', 'member', { replace: true });
    } catch (error) {
      if (failureCode(error) === 'reset-link-invalid') setLinkInvalid(true);
      else setFailure(apiErrorText(t, error));
    }
  });

  return (
    <Dialog open title={t('auth.reset_title')} onClose={close} closeLabel={t('common.close')} width={440}>
      {linkInvalid ? (
        <div css={formStackCss}>
          <FormAlert message={t('api_errors.reset-link-invalid')} />
          <Button block onClick={askForNewLink}>
            {t('auth.reset_ask_again')}
          </Button>
        </div>
      ) : (
        <FormProvider {...form}>
          <form css={formStackCss} noValidate onSubmit={submit}>
            <NewPasswordFields />
            <FormSubmit failure={failure} label={t('auth.submit_reset')} />
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}
