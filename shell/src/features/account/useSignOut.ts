// Signing out (requirements §4): the logout call, session storage cleared but the merchant code kept, '/' replacing history.
import { useCallback } from 'react';
import { useNavigate } from '../navigation/router';
import { authEndpoints } from '@mekong/contracts';
import { usePopups } from '../popups/PopupContext';
import { useShellServices } from '../session/ShellServicesContext';

export function useSignOut(): () => Promise<void> {
  const { api, sessionStore } = useShellServices();
  const { closePopup } = usePopups();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call(authEndpoints.logout, {});
    } catch (error) {
      // The local session ends either way: a dead token on the server is harmless, a stuck sign-out is not.
      console.error('[shell] logout failed', error);
    }
    sessionStore.signOut();
    closePopup();
    navigate('/', { replace: true });
  }, [api, sessionStore, closePopup, navigate]);
}
