// /pointMall (requirements §2 Points mall and its labelled screens, §3 Points): the member's points balance and ratio
// with the convert form, and three tabs — the mall's items, the redeem history and the points details. A visitor gets
// the login prompt (the shell's route guard sends it to /login first), a trial account in_need_true_account (§6).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointEndpoints } from '@mekong/contracts/points';
import { PageFrame, Tabs } from '@mekong/ui';
import { LoginRequired, TrialAccountWarning, useApiQuery, useSession } from '@mekong/ui/remote';
import { BalancePanel } from './BalancePanel';
import { ItemGrid } from '../mall/ItemGrid';
import { RedeemHistory } from '../history/RedeemHistory';
import { PointDetails } from '../details/PointDetails';

const TABS = ['mall_items', 'redeem_history', 'point_details'] as const;
type Tab = (typeof TABS)[number];

function Mall() {
  const { t } = useTranslation();
  const { token } = useSession();
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('mall_items');
  const balance = useApiQuery(pointEndpoints.balance, () => ({}), token);
  return (
    <>
      <BalancePanel balance={balance} />
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(id) }))}
        value={tab}
        onChange={(id) => setTab(TABS.find((known) => known === id) ?? 'mall_items')}
        label={t('point_mall_sections')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={t(tab)} css={(theme) => ({ paddingTop: theme.spacing(4) })}>
        {tab === 'mall_items' && <ItemGrid onRedeemed={balance.refetch} />}
        {tab === 'redeem_history' && <RedeemHistory />}
        {tab === 'point_details' && <PointDetails />}
      </div>
    </>
  );
}

export function PointMall() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <PageFrame title={t('point_mall')}>
      {!session.isLogin ? <LoginRequired /> : session.isTrial ? <TrialAccountWarning /> : <Mall key={session.token} />}
    </PageFrame>
  );
}
