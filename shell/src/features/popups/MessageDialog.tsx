// The generic message dialog of bus 'dialog/show': a title by tone, the translated message, an OK button.
import { useTranslation } from 'react-i18next';
import type { BusEvents } from '@mekong/contracts';
import { Button, Dialog } from '@mekong/ui';

/** Messages whose button says more than OK: the trial warning confirms with in_increase_submit (requirements §5). */
const CONFIRM_LABELS: Readonly<Record<string, string>> = { in_need_true_account: 'in_increase_submit' };

export default function MessageDialog({ message, onClose }: { message: BusEvents['dialog/show']; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={t(`popups.message_${message.tone}`)}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={400}
      footer={<Button onClick={onClose}>{t(CONFIRM_LABELS[message.messageKey] ?? 'common.ok')}</Button>}
    >
      <p css={{ margin: 0 }}>{t(message.messageKey, message.values)}</p>
    </Dialog>
  );
}
