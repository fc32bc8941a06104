// Menu entries that need a real account: visitors get the login popup, trial accounts a warning, members the centre.
import { useCallback } from 'react';
import type { MemberCentrePage } from '@mekong/contracts';
import { useSession, useShellServices } from '../session/ShellServicesContext';

export function useOpenMemberCentre(): (page: MemberCentrePage) => void {
  const { bus } = useShellServices();
  const { isLogin, isTrial } = useSession();
  return useCallback(
    (page: MemberCentrePage) => {
      if (!isLogin) bus.emit('auth/open-login', { reason: page });
      else if (isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
      else bus.emit('member-centre/open', { page });
    },
    [bus, isLogin, isTrial],
  );
}
