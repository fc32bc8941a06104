// What the details dialog offers for the caller's session and the promotion's mode and activity status (requirements
// §2, §4): a visitor registers or logs in (the shell's popups), a trial account reads in_need_true_account, a member
// joins, claims or applies while it can, and otherwise reads where it stands.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionEndpoints, type ActivityStatus, type Promotion } from '@mekong/contracts/promotions';
import { Button, FormAlert, SuccessNote, theme } from '@mekong/ui';
import { PLATFORM_NAMESPACE, useApiMutation, useRemoteProps, useSession } from '@mekong/ui/remote';
import { ApplyForm } from './ApplyForm';
import { promotionFailureText } from './failures';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(3)};
  align-items: center;
  justify-content: flex-end;
`;

const note = css`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** The translation key of an activity status ('coming soon' → status_coming_soon). */
export const statusKey = (status: ActivityStatus) => `status_${status.toLowerCase().replace(/ /g, '_')}`;

export function PromotionAction({ promotion, onClose, onChanged }: { promotion: Promotion; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation(PLATFORM_NAMESPACE);
  const { bus } = useRemoteProps();
  const session = useSession();
  const join = useApiMutation(promotionEndpoints.join);
  const claim = useApiMutation(promotionEndpoints.claimRaffle);
  const [applying, setApplying] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!session.isLogin) {
    const open = (event: 'auth/open-register' | 'auth/open-login') => () => {
      onClose();
      if (event === 'auth/open-login') bus.emit(event, { reason: 'promotion' });
      else bus.emit(event, {});
    };
    return (
      <div css={row}>
        <p css={note}>{t('hint_visitor')}</p>
        <Button variant="secondary" onClick={open('auth/open-login')}>
          {t('action_login')}
        </Button>
        <Button onClick={open('auth/open-register')}>{t('action_register')}</Button>
      </div>
    );
  }
  if (session.isTrial) return <FormAlert message={tShared('in_need_true_account')} />;

  // A change of money or status: the list reloads and the shell fetches the balance again.
  const changed = (message: string) => {
    setDone(message);
    setApplying(false);
    onChanged();
    bus.emit('balance/refresh', {});
  };
  const status = promotion.activityStatus;
  if (done) return <SuccessNote>{done}</SuccessNote>;
  if (applying)
    return <ApplyForm promotionId={promotion.id} onDone={() => changed(t('done_applied'))} onCancel={() => setApplying(false)} />;

  if (status === 'Join' && promotion.mode === 'JOIN') {
    return (
      <div css={row}>
        <FormAlert message={promotionFailureText(t, join.error)} />
        <Button
          disabled={join.pending}
          onClick={async () => {
            if ((await join.mutate({ id: promotion.id })).ok) changed(t('done_joined'));
          }}
        >
          {t('action_join')}
        </Button>
      </div>
    );
  }
  if (status === 'Join' && promotion.mode === 'APPLY') {
    return (
      <div css={row}>
        <Button onClick={() => setApplying(true)}>{t('action_apply')}</Button>
      </div>
    );
  }
  if (status === 'Claim' && promotion.mode === 'CLAIM') {
    return (
      <div css={row}>
        <FormAlert message={promotionFailureText(t, claim.error)} />
        <Button
          disabled={claim.pending}
          onClick={async () => {
            if ((await claim.mutate({ id: promotion.id })).ok) changed(t('done_claimed'));
          }}
        >
          {t('action_claim')}
        </Button>
      </div>
    );
  }
  return null;
}
