// securityCenter (my account, issue 19): the account's details and last login, the editable profile, binding the
// mobile number and email with a code, bank accounts for withdrawals, the authenticator and the unregistered-IP second
// factor, the live sessions, the password and withdraw password, and the VIP levels (where 'VIP bonus' leads).
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@mekong/contracts';
import { accountEndpoints } from '@mekong/contracts/account';
import { Button, theme } from '@mekong/ui';
import { QueryContent, useApiQuery, useKeptQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { showTime } from '../wallet/parts';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';
import { VipSection } from './VipSection';
import { ProfileSection } from './ProfileSection';
import { BindingSection } from './BindingSection';
import { BankAccountsSection } from './BankAccountsSection';
import { AuthenticatorSection, SecondFactorSection } from './AuthenticatorSection';
import { SessionsSection } from './SessionsSection';
import { accountFailureText } from './accountFailure';

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

/** The parts that change with the account: one query, refetched after each change (kept on screen meanwhile). */
function AccountParts() {
  const { t } = useTranslation();
  const { token } = useSession();
  const account = useKeptQuery(
    useApiQuery(accountEndpoints.overview, () => ({}), token),
    token,
  );
  return (
    <QueryContent query={account} failureText={(error) => accountFailureText(t, error) ?? undefined}>
      {(view) => (
        <>
          <ProfileSection profile={view.profile} onSaved={account.refetch} />
          <BindingSection channel="mobile" current={view.mobileNum} onBound={account.refetch} />
          <BindingSection channel="email" current={view.email} onBound={account.refetch} />
          <BankAccountsSection
            accounts={view.bankAccounts}
            max={view.maxBankAccounts}
            payeeName={view.payeeName}
            onChanged={account.refetch}
          />
          <AuthenticatorSection account={view} onChanged={account.refetch} />
          {/* Keyed by the factors set up: the choice starts again from the server's when its options change. */}
          <SecondFactorSection key={view.secondFactorMethods.join()} account={view} onChanged={account.refetch} />
          <SessionsSection account={view} onChanged={account.refetch} />
        </>
      )}
    </QueryContent>
  );
}

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
            <dt>{t('security_member_since')}</dt>
            <dd>{showTime(member.createdAt)}</dd>
          </dl>
          <Button onClick={() => bus.emit('auth/open-change-password', {})}>{t('security_change_password')}</Button>
          <AccountParts />
          <WithdrawPasswordSection />
          <VipSection />
        </>
      )}
    </QueryContent>
  );
}
