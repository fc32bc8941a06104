// The popups of a launch, by its state: the game (or its start), the popup-blocked notice, maintenance, and errors.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mekong/ui';
import { GamePopup } from './GamePopup';
import { MaintenanceDialog } from './MaintenanceDialog';
import type { LaunchFailure, LaunchPopup, OpenWindow } from './outcome';
import type { LaunchRequest } from './routing';

export function failureText(reason: LaunchFailure, t: TFunction): string {
  if (reason.kind === 'not-found') return t('launch_not_found');
  if (reason.kind === 'network') return t('launch_network');
  return reason.message;
}

interface LaunchPopupsProps {
  popup: LaunchPopup;
  onClose: () => void;
  onRetry: (request: LaunchRequest) => void;
  openWindow: OpenWindow;
  onBlockedOpened: () => void;
}

export function LaunchPopups({ popup, onClose, onRetry, openWindow, onBlockedOpened }: LaunchPopupsProps) {
  const { t } = useTranslation();
  switch (popup.kind) {
    case 'closed':
      return null;
    case 'starting':
      return <GamePopup title={popup.request.title} game={null} onClose={onClose} />;
    case 'game':
      return <GamePopup title={popup.game.gameName} game={popup.game} onClose={onClose} />;
    case 'maintenance':
      return <MaintenanceDialog vassalage={popup.vassalage} title={popup.title} onClose={onClose} />;
    case 'blocked':
      return (
        <Dialog
          open
          title={popup.game.gameName}
          onClose={onClose}
          closeLabel={t('close')}
          footer={
            // A click is a fresh user gesture, which browsers let open a window.
            <Button onClick={() => openWindow(popup.game.url) && onBlockedOpened()}>{t('open_game_window')}</Button>
          }
        >
          <p role="alert">{t('popup_blocked')}</p>
        </Dialog>
      );
    case 'failed':
      return (
        <Dialog
          open
          title={t('launch_failed_title', { name: popup.request.title })}
          onClose={onClose}
          closeLabel={t('close')}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
              {popup.reason.kind !== 'not-found' && <Button onClick={() => onRetry(popup.request)}>{t('try_again')}</Button>}
            </>
          }
        >
          <p role="alert">{failureText(popup.reason, t)}</p>
        </Dialog>
      );
  }
}
