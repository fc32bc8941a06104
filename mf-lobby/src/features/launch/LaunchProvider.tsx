// The lobby's launch context: playGame / tryGame / openVendor for any tile, and the popups a launch opens
// (game iframe popup, vendor game list, maintenance recommendation, popup-blocked and error dialogs).
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { gamesEndpoints, type Session, type Vendor } from '@mekong/contracts';
import { useLanguage, useRemoteProps, useSession } from '@mekong/ui/remote';
import { VendorGamesDialog } from '../vendors/VendorGamesDialog';
import { LaunchContext, type Launch } from './context';
import { LaunchPopups } from './LaunchPopups';
import { openGameWindow } from './openGameWindow';
import { popupForAnswer, stepForFailure, type LaunchPopup, type OpenWindow } from './outcome';
import { gameStep, vendorStartStep, vendorStep, type LaunchRequest, type LaunchStep } from './routing';

export function LaunchProvider({ children, openWindow = openGameWindow }: { children: ReactNode; openWindow?: OpenWindow }) {
  const { api, bus, navigate } = useRemoteProps();
  const session = useSession();
  const language = useLanguage();
  const [popup, setPopup] = useState<LaunchPopup>({ kind: 'closed' });
  const [vendorList, setVendorList] = useState<Vendor | null>(null);
  // Only the latest launch may change the popup: an answer to a launch the player closed or replaced is dropped.
  const latestLaunch = useRef(0);

  const start = useCallback(
    (request: LaunchRequest) => {
      const id = ++latestLaunch.current;
      setPopup({ kind: 'starting', request });
      api.call(gamesEndpoints.launch, { ...request.target, mode: request.mode, language }).then(
        (game) => {
          if (id === latestLaunch.current) setPopup(popupForAnswer(game, openWindow));
        },
        (error: unknown) => {
          if (id !== latestLaunch.current) return;
          const next = stepForFailure(error, request);
          if (next.kind === 'login') bus.emit('auth/open-login', { reason: 'launch' });
          else if (next.kind === 'trial') bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
          setPopup(next.kind === 'login' || next.kind === 'trial' ? { kind: 'closed' } : next);
        },
      );
    },
    [api, bus, language, openWindow],
  );

  const run = useCallback(
    (step: LaunchStep) => {
      switch (step.kind) {
        case 'navigate':
          return navigate(step.to);
        case 'login':
          return bus.emit('auth/open-login', { reason: 'launch' });
        case 'trial':
          // The shell's message dialog confirms this one with in_increase_submit (requirements §5).
          return bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
        case 'vendor-games':
          return setVendorList(step.vendor);
        case 'maintenance':
          return setPopup(step);
        case 'launch':
          return start(step.request);
      }
    },
    [bus, navigate, start],
  );

  // The launch functions read the session and `run` when called, so the context value stays the same object across
  // session and language changes: every tile on the page uses it, and none has to re-render for them.
  const current = useRef({ run, session });
  useLayoutEffect(() => {
    current.current = { run, session };
  }, [run, session]);
  const launch = useMemo<Launch>(() => {
    const step = (next: (session: Session) => LaunchStep) => current.current.run(next(current.current.session));
    return {
      playGame: (tile) => step((session) => gameStep(tile, 'REAL', session)),
      tryGame: (tile) => step((session) => gameStep(tile, 'DEMO', session)),
      openVendor: (vendor) => step((session) => vendorStep(vendor, session)),
      playVendor: (vendor) => step((session) => vendorStartStep(vendor, session)),
    };
  }, []);

  const close = useCallback(() => {
    latestLaunch.current += 1;
    // Real play moved money: the header balance catches up when the game closes.
    if (popup.kind === 'game' && popup.game.mode === 'REAL') bus.emit('balance/refresh', {});
    setPopup({ kind: 'closed' });
  }, [bus, popup]);

  return (
    <LaunchContext.Provider value={launch}>
      {children}
      {vendorList && <VendorGamesDialog vendor={vendorList} onClose={() => setVendorList(null)} />}
      <LaunchPopups
        popup={popup}
        onClose={close}
        onRetry={start}
        openWindow={openWindow}
        onBlockedOpened={() => setPopup({ kind: 'closed' })}
      />
    </LaunchContext.Provider>
  );
}
