// /member: the member centre of requirements §2 — its menu of pages (default securityCenter) and the active page.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import type { ComponentType } from 'react';
import { RECORD_PAGES } from '../records/pages';
import { useMenuBadges } from '../messages/useMenuBadges';
import { MEMBER_CENTRE_PAGES } from '@mekong/contracts';
import { useHiddenPages } from './useHiddenPages';
import {
  activePageId,
  lazyPage,
  PageMenuLayout,
  useRemoteProps,
  useSession,
  LoginRequired,
  NoData,
  TrialAccountWarning,
} from '@mekong/ui/remote';

const DEFAULT_MEMBER_PAGE = 'securityCenter';

/** The pages under the menu's 'Responsible gaming' heading, at its end (issue 20). */
const RESPONSIBLE_PAGES: readonly string[] = ['gamingLimits', 'takeABreak'] satisfies (typeof MEMBER_CENTRE_PAGES)[number][];

/**
 * The spec's pages, and feedback and complaints (issue 19; the spec gives it no route, so it is a page of the centre),
 * then the responsible-gaming pages.
 */
const CENTRE_PAGES = [
  ...MEMBER_CENTRE_PAGES.filter((id) => !RESPONSIBLE_PAGES.includes(id)),
  'feedback',
  ...MEMBER_CENTRE_PAGES.filter((id) => RESPONSIBLE_PAGES.includes(id)),
] as const;
type CentrePage = (typeof MEMBER_CENTRE_PAGES)[number] | 'feedback';

/** The built pages, each in its own chunk fetched when first opened; the others show no data yet. */
const PAGES: Partial<Record<CentrePage, ComponentType>> = {
  securityCenter: lazyPage(() => import('../security-centre/SecurityCentre').then((m) => m.SecurityCentre)),
  transferFund: lazyPage(() => import('../wallet/WalletPage').then((m) => m.WalletPage)),
  depositv2: lazyPage(() => import('../deposit/DepositPage').then((m) => m.DepositPage)),
  withdraw: lazyPage(() => import('../withdraw/WithdrawPage').then((m) => m.WithdrawPage)),
  transferUpline: lazyPage(() => import('../transfer/TransferUplinePage').then((m) => m.TransferUplinePage)),
  ...RECORD_PAGES,
  messageV2: lazyPage(() => import('../messages/MessagesPage').then((m) => m.MessagesPage)),
  rewardCenter: lazyPage(() => import('../reward-centre/RewardCentrePage').then((m) => m.RewardCentrePage)),
  missionLeaderboard: lazyPage(() => import('../missions/MissionsPage').then((m) => m.MissionsPage)),
  referral: lazyPage(() => import('../referral/ReferralPage').then((m) => m.ReferralPage)),
  manualRebate: lazyPage(() => import('../manual-rebate/ManualRebatePage').then((m) => m.ManualRebatePage)),
  feedback: lazyPage(() => import('../feedback/FeedbackPage').then((m) => m.FeedbackPage)),
  gamingLimits: lazyPage(() => import('../gaming-limits/GamingLimitsPage').then((m) => m.GamingLimitsPage)),
  takeABreak: lazyPage(() => import('../take-a-break/TakeABreakPage').then((m) => m.TakeABreakPage)),
};

/** The text of each page's badge count; the others are unread messages. */
const BADGE_LABELS: Partial<Record<string, string>> = {
  rewardCenter: 'rewards_badge',
  missionLeaderboard: 'missions_claimable_badge',
};

function Centre() {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const active = activePageId<CentrePage>(route, CENTRE_PAGES, DEFAULT_MEMBER_PAGE);
  const Page = PAGES[active] ?? NoData;
  const badges = useMenuBadges();
  const hidden = useHiddenPages();
  return (
    <PageMenuLayout
      label={t('member_menu')}
      pages={CENTRE_PAGES.filter((id) => !hidden.has(id)).map((id) => ({
        id,
        label: t(`page_${id}`),
        ...(RESPONSIBLE_PAGES.includes(id) ? { group: t('menu_group_responsible') } : {}),
      }))}
      active={active}
      hrefFor={(id) => `/member?page=${id}`}
      navigate={navigate}
      badges={badges}
      badgeLabel={(count, id) => t(BADGE_LABELS[id] ?? 'messages_unread', { count })}
    >
      {/* Keyed by page, so each page starts fresh when the member switches. */}
      <Page key={active} />
    </PageMenuLayout>
  );
}

export function MemberCentre() {
  const { t } = useTranslation();
  const session = useSession();
  // Trial accounts cannot open the member centre (requirements §6); the shell's guard keeps visitors out, this is the fallback.
  const body = !session.isLogin ? <LoginRequired /> : session.isTrial ? <TrialAccountWarning /> : <Centre />;
  return <PageFrame title={t('member_centre')}>{body}</PageFrame>;
}
