// A promotion's details dialog: its title and the go-to action, which depends on the login status (requirements §2).
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, theme } from '@mekong/ui';
import { useRemoteProps, useSession, PLATFORM_NAMESPACE } from '@mekong/ui/remote';
import type { PromotionSummary } from './PromotionCard';

const hint = css`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** Visitors register, trial accounts log in with a real account, members claim in the reward centre. */
function useGoTo(onClose: () => void) {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation(PLATFORM_NAMESPACE);
  const { bus } = useRemoteProps();
  const session = useSession();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  if (!session.isLogin)
    return { hint: t('hint_visitor'), label: t('action_register'), run: then(() => bus.emit('auth/open-register', {})) };
  if (session.isTrial)
    return {
      hint: tShared('in_need_true_account'),
      label: t('action_login'),
      run: then(() => bus.emit('auth/open-login', { reason: 'trial' })),
    };
  return {
    hint: t('hint_member'),
    label: t('action_reward_centre'),
    run: then(() => bus.emit('member-centre/open', { page: 'rewardCenter' })),
  };
}

export function PromotionDialog({ promotion, onClose }: { promotion: PromotionSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const goTo = useGoTo(onClose);
  return (
    <Dialog
      open
      title={promotion.title}
      onClose={onClose}
      closeLabel={t('close')}
      footer={<Button onClick={goTo.run}>{goTo.label}</Button>}
    >
      <p css={hint}>{goTo.hint}</p>
    </Dialog>
  );
}
