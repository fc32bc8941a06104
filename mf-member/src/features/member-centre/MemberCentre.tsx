// /member: the member centre of spec §2 — its menu of pages (default securityCenter) and the active page.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import { SecurityCentre } from '../security-centre/SecurityCentre';
import { MEMBER_CENTRE_PAGES } from '@mekong/contracts';
import { activePageId, PageMenuLayout, useRemoteProps, useSession, LoginRequired, NoData, TrialAccountWarning } from '@mekong/ui/remote';

const DEFAULT_MEMBER_PAGE = 'securityCenter';

function Centre() {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const active = activePageId(route, MEMBER_CENTRE_PAGES, DEFAULT_MEMBER_PAGE);
  return (
    <PageMenuLayout
      label={t('member_menu')}
      pages={MEMBER_CENTRE_PAGES.map((id) => ({ id, label: t(`page_${id}`) }))}
      active={active}
      hrefFor={(id) => `/member?page=${id}`}
      navigate={navigate}
    >
      {/* Keyed by page, so each page starts fresh when the member switches. */}
      {active === 'securityCenter' ? <SecurityCentre key={active} /> : <NoData key={active} />}
    </PageMenuLayout>
  );
}

export function MemberCentre() {
  const { t } = useTranslation();
  const session = useSession();
  // Trial accounts cannot open the member centre (spec §6); the shell's guard keeps visitors out, this is the fallback.
  const body = !session.isLogin ? <LoginRequired /> : session.isTrial ? <TrialAccountWarning /> : <Centre />;
  return <PageFrame title={t('member_centre')}>{body}</PageFrame>;
}
