// Game maintenance (requirements §4): the game cannot start now, so the dialog recommends other hot games to launch instead.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@mekong/ui';
import { HotGamesRecommendation } from './HotGamesRecommendation';

export function MaintenanceDialog({ vassalage, title, onClose }: { vassalage: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('maintenance_title')} onClose={onClose} closeLabel={t('close')} width={720}>
      <HotGamesRecommendation vassalage={vassalage} title={title} />
    </Dialog>
  );
}
