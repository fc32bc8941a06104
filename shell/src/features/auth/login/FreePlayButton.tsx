// Free play (requirements §2 login popup, with the free-play feature): signs in a trial account in one click.
import { useTranslation } from 'react-i18next';
import { authEndpoints, FEATURES, SITE_CONFIG } from '@mekong/contracts';
import { Button } from '@mekong/ui';
import { useShellServices } from '../../session/ShellServicesContext';
import { useFeature } from '../../site-content/features';
import { apiErrorText } from '../errors';
import { useCompleteSignIn } from '../useCompleteSignIn';

/** `onFailure` shows the text in the popup's alert (null clears it as a try starts). */
export function FreePlayButton({ onFailure }: { onFailure: (text: string | null) => void }) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const feature = useFeature();
  const completeSignIn = useCompleteSignIn();
  if (!feature(FEATURES.freePlay)) return null;

  const freePlay = async () => {
    onFailure(null);
    try {
      const answer = await api.call(authEndpoints.freeplay, { platform: SITE_CONFIG.platform, os: navigator.platform || undefined });
      completeSignIn(answer, 'freeplay');
    } catch (error) {
      onFailure(apiErrorText(t, error));
    }
  };
  return (
    <Button variant="secondary" block onClick={() => void freePlay()}>
      {t('auth.free_play')}
    </Button>
  );
}
