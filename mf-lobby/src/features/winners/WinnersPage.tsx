// /winners (issue 19; requirements §2 "Winners list", §3 winner entry): the winner board at its longest (the call's
// limit, 100), largest win first, of every game type or of the one chosen in the tabs.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@mekong/contracts';
import { PageFrame, Tabs } from '@mekong/ui';
import { WinnerBoard } from './WinnerBoard';

const ALL = 'ALL';
/** The winner board call's largest limitNum. */
const FULL_LIST = 100;

export function WinnersPage() {
  const { t } = useTranslation();
  const panelId = useId();
  const [type, setType] = useState<GameType | typeof ALL>(ALL);
  const tabs = [{ id: ALL, label: t('classify_ALL') }, ...GAME_TYPES.map((id) => ({ id, label: t(`category_${id}`) }))];
  return (
    <PageFrame title={t('winners_title')}>
      <Tabs tabs={tabs} value={type} onChange={(id) => setType(id as GameType | typeof ALL)} label={t('winners_title')} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-label={tabs.find((tab) => tab.id === type)?.label}>
        <WinnerBoard key={type} gameCategory={type === ALL ? undefined : type} limitNum={FULL_LIST} />
      </div>
    </PageFrame>
  );
}
