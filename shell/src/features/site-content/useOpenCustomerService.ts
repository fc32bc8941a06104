// Opens a customer-service link in its window, or says so in a dialog when the browser blocks the popup.
import { useCallback } from 'react';
import { useShellServices } from '../session/ShellServicesContext';
import { openCustomerServiceWindow } from './customerService';

export function useOpenCustomerService(): (url: string) => void {
  const { bus } = useShellServices();
  return useCallback(
    (url: string) => {
      if (!openCustomerServiceWindow(url)) bus.emit('dialog/show', { messageKey: 'common.popup_blocked', tone: 'warning' });
    },
    [bus],
  );
}
