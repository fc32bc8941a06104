// The signed-in account's details for the header: member info (VIP, avatar, currency) and the wallet balance,
// loaded on sign-in, the balance again on the refresh button and on bus 'balance/refresh'.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authEndpoints, type Balance, type MemberProfile } from '@mekong/contracts';
import { useSession, useShellServices } from '../session/ShellServicesContext';

export interface AccountState {
  profile: MemberProfile | null;
  balance: Balance | null;
  balanceLoading: boolean;
  /** Fetches member info again (after a password change, spec §4) and keeps the session's copy in step. */
  reloadProfile: () => Promise<void>;
  refreshBalance: () => void;
}

const AccountContext = createContext<AccountState | null>(null);

export function AccountProvider({ children }: { children: ReactNode }) {
  const { api, bus, sessionStore } = useShellServices();
  const { token } = useSession();
  // Each answer is kept with the token it was asked for: after sign-out or another sign-in it no longer shows.
  const [profile, setProfile] = useState<{ token: string; value: MemberProfile } | null>(null);
  const [balance, setBalance] = useState<{ token: string; value: Balance } | null>(null);
  const [balanceLoading, setBalanceLoading] = useState(false);
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
    } catch (error) {
      console.error('[shell] member info failed', error);
    }
  }, [api, sessionStore]);

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

  useEffect(() => {
    if (!token) return;
    void reloadProfile();
    refreshBalance();
  }, [token, reloadProfile, refreshBalance]);

  useEffect(() => {
    const subscription = bus.on('balance/refresh').subscribe(() => refreshBalance());
    return () => subscription.unsubscribe();
  }, [bus, refreshBalance]);

  const state = useMemo<AccountState>(
    () => ({
      profile: profile && profile.token === token ? profile.value : null,
      balance: balance && balance.token === token ? balance.value : null,
      balanceLoading,
      reloadProfile,
      refreshBalance,
    }),
    [profile, balance, balanceLoading, token, reloadProfile, refreshBalance],
  );
  return <AccountContext.Provider value={state}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error('useAccount needs an AccountProvider above it');
  return state;
}
