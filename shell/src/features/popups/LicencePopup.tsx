// The gaming-licence dialog: the licence banner's image at full width.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@mekong/ui';

export default function LicencePopup({ imageUrl, onClose }: { imageUrl: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('popups.licence_title')} onClose={onClose} closeLabel={t('common.close')} width={720}>
      <img src={imageUrl} alt={t('popups.licence_image')} css={{ display: 'block', width: '100%', height: 'auto' }} />
    </Dialog>
  );
}
