// Entries that open the member centre (header, side menu, account menu, live messages, remotes' requests): visitors get
// the login popup, trial accounts a warning, members the centre.
import { useCallback } from 'react';
import type { Bus, MemberCentrePage, Session } from '@mekong/contracts';
import { useSession, useShellServices } from '../session/ShellServicesContext';

/** Sends a visitor to the login popup and warns a trial account; true only for a member who may open the centre. */
export function admitToMemberCentre(bus: Bus, { isLogin, isTrial }: Pick<Session, 'isLogin' | 'isTrial'>, page: MemberCentrePage): boolean {
  if (!isLogin) bus.emit('auth/open-login', { reason: page });
  else if (isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
  return isLogin && !isTrial;
}

export function useOpenMemberCentre(): (page: MemberCentrePage) => void {
  const { bus } = useShellServices();
  const { isLogin, isTrial } = useSession();
  return useCallback(
    (page: MemberCentrePage) => {
      if (admitToMemberCentre(bus, { isLogin, isTrial }, page)) bus.emit('member-centre/open', { page });
    },
    [bus, isLogin, isTrial],
  );
}
