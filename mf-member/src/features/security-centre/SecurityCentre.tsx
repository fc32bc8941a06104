// securityCenter (my account): the member's account details from the API, the way to change the password, the
// withdraw password, and the VIP levels (where the side menu's 'VIP bonus' leads).
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@mekong/contracts';
import { Button, theme } from '@mekong/ui';
import { QueryContent, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { showTime } from '../wallet/parts';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';
import { VipSection } from './VipSection';

const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.spacing(3)} ${theme.spacing(6)};
  margin: 0 0 ${theme.spacing(6)};
  & dt {
    color: ${theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function SecurityCentre() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const { token } = useSession();
  const profile = useApiQuery(authEndpoints.memberInfo, () => ({}), token);
  return (
    <QueryContent query={profile}>
      {(member) => (
        <>
          <dl css={details}>
            <dt>{t('security_account')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('security_user_id')}</dt>
            <dd>{member.id}</dd>
            <dt>{t('security_vip')}</dt>
            <dd>{member.vipLabelName || t('security_not_set')}</dd>
            <dt>{t('security_mobile')}</dt>
            <dd>{member.mobileNum ?? t('security_not_set')}</dd>
            <dt>{t('security_email')}</dt>
            <dd>{member.email ?? t('security_not_set')}</dd>
            <dt>{t('security_member_since')}</dt>
            <dd>{showTime(member.createdAt)}</dd>
          </dl>
          <Button onClick={() => bus.emit('auth/open-change-password', {})}>{t('security_change_password')}</Button>
          <WithdrawPasswordSection />
          <VipSection />
        </>
      )}
    </QueryContent>
  );
}
