// referral (refer and earn, issue 19): the member's own invitation code and register link with copy buttons and a QR
// code of the link, what its referrals earned it, and the players it referred (accounts masked) with what each
// earned it. Served only while the site's referral promotion is on (REFERRAL.enabled); the menu hides it otherwise.
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralEndpoints, REFERRAL_FAILURES, type ReferredPlayer } from '@mekong/contracts/member-extras';
import { CopyButton, theme } from '@mekong/ui';
import { Figures, Part, QueryContent, RecordPager, RecordTable, money, showTime, useApiQuery, useSession } from '@mekong/ui/remote';

const linkCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.spacing(4)};
  & > dl {
    flex: 1 1 260px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const buttonsCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
`;

export function ReferralPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const state = useApiQuery(referralEndpoints.state, () => ({ pageNo }), `${token}:${pageNo}`);
  const copy = { copiedLabel: t('referral_copied'), failedLabel: t('referral_copy_failed') };
  return (
    <QueryContent query={state} failureText={(error) => (error.code === REFERRAL_FAILURES.disabled ? t('referral_disabled') : undefined)}>
      {({ code, link, earned, players }) => (
        <div css={{ display: 'grid', gap: theme.spacing(6) }}>
          <Part title={t('referral_invite')}>
            <p css={{ margin: 0, color: theme.colors.muted }}>{t('referral_how')}</p>
            <div css={linkCss}>
              <Figures
                items={[
                  { label: t('referral_code'), value: <strong>{code}</strong> },
                  { label: t('referral_link'), value: link },
                  { label: t('referral_earned'), value: money(earned) },
                ]}
              />
              <div css={buttonsCss}>
                <CopyButton text={code} label={t('referral_copy_code')} {...copy} />
                <CopyButton text={link} label={t('referral_copy_link')} {...copy} />
              </div>
              <QRCodeSVG value={link} size={128} role="img" aria-label={t('referral_qr')} />
            </div>
          </Part>
          <Part title={t('referral_players')}>
            <RecordTable<ReferredPlayer>
              label={t('referral_players')}
              rows={players.list}
              rowKey={(row) => `${row.account}:${row.joinedAt}`}
              columns={[
                { id: 'account', header: t('referral_player'), cell: (row) => row.account },
                { id: 'joined', header: t('referral_joined'), cell: (row) => showTime(row.joinedAt) },
                { id: 'earned', header: t('referral_player_earned'), cell: (row) => money(row.earned), numeric: true },
              ]}
            />
            {players.totalPages > 1 && <RecordPager pageNo={players.pageNo} totalPages={players.totalPages} onChange={setPageNo} />}
          </Part>
        </div>
      )}
    </QueryContent>
  );
}
