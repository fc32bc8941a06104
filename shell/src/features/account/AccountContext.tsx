// The signed-in account's details for the header: member info (VIP, avatar, currency), the wallet balance and the
// unread message count. Loaded on sign-in; the balance again on its refresh button and bus 'balance/refresh'; the
// socket's pushes arrive as bus 'balance/changed' and 'messages/unread' and apply without a call.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authEndpoints, type Balance, type MemberProfile } from '@mekong/contracts';
import { usePasswordChangeOwed, useSession, useShellServices } from '../session/ShellServicesContext';

export interface AccountState {
  profile: MemberProfile | null;
  balance: Balance | null;
  balanceLoading: boolean;
  /** Unread internal messages (requirements §2 messageV2 red badge); 0 until a count is heard. */
  unreadMessages: number;
  /** Fetches member info again (after a password change, requirements §4) and keeps the session's copy in step. */
  reloadProfile: () => Promise<void>;
  refreshBalance: () => void;
}

const AccountContext = createContext<AccountState | null>(null);

export function AccountProvider({ children }: { children: ReactNode }) {
  const { api, bus, sessionStore, passwordChange } = useShellServices();
  const { token } = useSession();
  const owed = usePasswordChangeOwed();
  // Each answer is kept with the token it was asked for: after sign-out or another sign-in it no longer shows.
  const [profile, setProfile] = useState<{ token: string; value: MemberProfile } | null>(null);
  const [balance, setBalance] = useState<{ token: string; value: Balance } | null>(null);
  const [balanceLoading, setBalanceLoading] = useState(false);
  const [unread, setUnread] = useState<{ token: string; count: number } | null>(null);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const reloadProfile = useCallback(async () => {
    const asked = tokenRef.current;
    if (!asked) return;
    try {
      const next = await api.call(authEndpoints.memberInfo, {});
      if (tokenRef.current !== asked) return;
      setProfile({ token: asked, value: next });
      sessionStore.updateMemberInfo({ id: next.id, account: next.account, nickname: next.nickname, type: next.type });
      // The server answers member info only to a session that owes no password change: a flag this tab kept is stale.
      passwordChange.settle();
    } catch (error) {
      console.error('[shell] member info failed', error);
    }
  }, [api, sessionStore, passwordChange]);

  const refreshBalance = useCallback(() => {
    const asked = tokenRef.current;
    if (!asked) return;
    setBalanceLoading(true);
    api
      .call(authEndpoints.balance, {})
      .then(
        (next) => setBalance({ token: asked, value: next }),
        (error: unknown) => console.error('[shell] balance failed', error),
      )
      .finally(() => setBalanceLoading(false));
  }, [api]);

  // Member info is asked even while a password change is owed: the server's refusal confirms it, an answer lifts a
  // stale flag. The balance waits for the change, and both load once it is made.
  useEffect(() => {
    if (!token) return;
    void reloadProfile();
    if (!owed) refreshBalance();
  }, [token, owed, reloadProfile, refreshBalance]);

  useEffect(() => {
    const subscription = bus.on('balance/refresh').subscribe(() => refreshBalance());
    return () => subscription.unsubscribe();
  }, [bus, refreshBalance]);

  useEffect(() => {
    const changes = bus.on('balance/changed').subscribe(({ balance: next }) => {
      const current = tokenRef.current;
      if (!current) return;
      // The push carries minor units only; the symbol stays the one already shown.
      setBalance((previous) => ({
        token: current,
        value: { balance: next, currencySymbol: previous?.token === current ? previous.value.currencySymbol : '' },
      }));
    });
    const counts = bus.on('messages/unread').subscribe(({ count }) => {
      const current = tokenRef.current;
      if (current) setUnread({ token: current, count });
    });
    return () => {
      changes.unsubscribe();
      counts.unsubscribe();
    };
  }, [bus]);

  const state = useMemo<AccountState>(
    () => ({
      profile: profile && profile.token === token ? profile.value : null,
      balance: balance && balance.token === token ? balance.value : null,
      balanceLoading,
      unreadMessages: unread && unread.token === token ? unread.count : 0,
      reloadProfile,
      refreshBalance,
    }),
    [profile, balance, balanceLoading, unread, token, reloadProfile, refreshBalance],
  );
  return <AccountContext.Provider value={state}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error('useAccount needs an AccountProvider above it');
  return state;
}
