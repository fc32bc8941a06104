// The member-centre overlay (requirements §2 Popups): bus 'member-centre/open' {page} mounts the mf-member remote in a modal
// over the current page. The remote's moves between centre pages stay inside the overlay; any other move closes it.
import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../navigation/router';
import type { NavigateOptions } from '@mekong/contracts';
import { Dialog, theme } from '@mekong/ui';
import { admitToMemberCentre } from './useOpenMemberCentre';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { remoteRouteOf } from '../remotes/remoteRoute';
import { useSession, useShellServices } from '../session/ShellServicesContext';

/** The member centre's route; the overlay hands the remote this path, as the page route would. */
export const MEMBER_CENTRE_PATH = '/member';
/** Desktop width of the overlay's panel; phones get the dialog's full-screen sheet. */
const PANEL_WIDTH = 1200;

// The panel keeps its height while pages switch, so it does not jump as each page loads.
const content = css`
  ${theme.mq.desktop} {
    min-height: min(70vh, 720px);
  }
`;

interface OverlayState {
  /** The centre's query (`?page=…` and whatever else the remote put in its links). */
  search: string;
  /** The location it opened over: once the location moves on (back button, sign-out), the overlay is gone. */
  locationKey: string;
}

export function MemberCentreOverlay() {
  const { t } = useTranslation();
  const { bus, sessionStore } = useShellServices();
  const { isLogin, isTrial } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [overlay, setOverlay] = useState<OverlayState | null>(null);
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const subscription = bus.on('member-centre/open').subscribe(({ page }) => {
      // Remotes ask over the bus directly, so the visitor and trial checks of the header's entries apply here too.
      if (!admitToMemberCentre(bus, sessionStore.current(), page)) return;
      const search = `?${new URLSearchParams({ page }).toString()}`;
      const current = locationRef.current;
      // On the centre's own page the request switches that page: a second copy of the centre on top would be noise.
      if (current.pathname === MEMBER_CENTRE_PATH) navigate(`${MEMBER_CENTRE_PATH}${search}`);
      else setOverlay({ search, locationKey: current.key });
    });
    return () => subscription.unsubscribe();
  }, [bus, sessionStore, navigate]);

  const navigateFromRemote = useCallback(
    (to: string, options?: NavigateOptions) => {
      const origin = window.location.origin;
      const target = new URL(to, `${origin}${MEMBER_CENTRE_PATH}`);
      if (target.origin === origin && target.pathname === MEMBER_CENTRE_PATH) {
        setOverlay((open) => open && { ...open, search: target.search });
        return;
      }
      setOverlay(null);
      navigate(to, { replace: options?.replace ?? false });
    },
    [navigate],
  );

  const open = overlay !== null && overlay.locationKey === location.key && isLogin && !isTrial;
  const search = overlay?.search ?? '';
  const route = useMemo(() => remoteRouteOf(MEMBER_CENTRE_PATH, search, ''), [search]);
  if (overlay && !open) setOverlay(null);

  if (!open) return null;
  return (
    // The centre shows its own 'Member centre' heading: the dialog's title names it for assistive technology only.
    <Dialog
      open
      titleHidden
      title={t('member_centre.title')}
      onClose={() => setOverlay(null)}
      closeLabel={t('common.close')}
      width={PANEL_WIDTH}
    >
      <div css={content}>
        <RemoteSlot name="mf_member" route={route} navigate={navigateFromRemote} />
      </div>
    </Dialog>
  );
}
