// /pointMall: the points mall frame — tabs Redeem history and Points details, each with its empty state; a visitor
// gets the login prompt in place of the records.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, Tabs } from '@mekong/ui';
import { useSession, LoginRequired, NoData } from '@mekong/ui/remote';

const TABS = ['redeem_history', 'point_details'] as const;
type Tab = (typeof TABS)[number];

export function PointMall() {
  const { t } = useTranslation();
  const session = useSession();
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('redeem_history');
  return (
    <PageFrame title={t('point_mall')}>
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(id) }))}
        value={tab}
        onChange={(id) => setTab(TABS.find((known) => known === id) ?? 'redeem_history')}
        label={t('point_mall_sections')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={t(tab)}>
        {session.isLogin ? <NoData key={tab} /> : <LoginRequired />}
      </div>
    </PageFrame>
  );
}
