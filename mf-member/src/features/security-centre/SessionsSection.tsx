// The last login (time, IP and place as the server knows it) and the member's live sessions (device, IP, times),
// each other one with a sign-out, and signing out all the others at once (their tokens stop working immediately).
import { useTranslation } from 'react-i18next';
import { accountEndpoints, type AccountSecurity } from '@mekong/contracts/account';
import { placeName } from '@mekong/contracts/play-breaks';
import { Button, FormAlert, SuccessNote } from '@mekong/ui';
import { useApiMutation } from '@mekong/ui/remote';
import { useState } from 'react';
import { actionsCss, Figures, OrderList, Part, showTime, StatusBadge } from '../wallet/parts';
import { accountFailureText } from './accountFailure';

export function SessionsSection({ account, onChanged }: { account: AccountSecurity; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const revoke = useApiMutation(accountEndpoints.revokeSession);
  const revokeOthers = useApiMutation(accountEndpoints.revokeOtherSessions);
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const { lastLogin, sessions } = account;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Part title={t('account_sessions')}>
      <Figures
        items={[
          { label: t('account_last_login'), value: lastLogin.at ? showTime(lastLogin.at) : t('security_not_set') },
          { label: t('account_last_login_ip'), value: lastLogin.ip ?? t('security_not_set') },
          {
            label: t('account_last_login_place'),
            value: placeName(lastLogin.location, i18n.language, {
              localNetwork: t('account_place_local'),
              unknown: t('account_place_unknown'),
            }),
          },
        ]}
      />
      <OrderList label={t('account_sessions')}>
        {sessions.map((session) => (
          <li key={session.id}>
            <div css={actionsCss}>
              <strong>{session.ip}</strong>
              {session.current && <StatusBadge tone="good">{t('account_session_current')}</StatusBadge>}
            </div>
            <span>{session.device || t('account_device_unknown')}</span>
            <span>{t('account_session_times', { created: showTime(session.createdAt), seen: showTime(session.lastSeenAt) })}</span>
            {!session.current && (
              <div css={actionsCss}>
                <Button
                  variant="secondary"
                  disabled={revoke.pending}
                  aria-label={t('account_session_sign_out_named', { ip: session.ip })}
                  onClick={async () => {
                    if ((await revoke.mutate({ id: session.id })).ok) onChanged();
                  }}
                >
                  {t('account_session_sign_out')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </OrderList>
      <FormAlert message={accountFailureText(t, revoke.error ?? revokeOthers.error)} />
      {signedOut !== null && <SuccessNote>{t('account_sessions_signed_out', { count: signedOut })}</SuccessNote>}
      <div>
        <Button
          variant="secondary"
          disabled={revokeOthers.pending || others === 0}
          onClick={async () => {
            const result = await revokeOthers.mutate({});
            if (!result.ok) return;
            setSignedOut(result.value.signedOut);
            onChanged();
          }}
        >
          {t('account_sessions_sign_out_others')}
        </Button>
      </div>
    </Part>
  );
}
