// The member-centre menu's red count badges (requirements §2): unread messages on messageV2 and mission rewards to
// claim on missionLeaderboard, both asked for once a session (one call, CSP_unreadCount, answers both) and then kept
// current by the bus — 'messages/unread' from read marking here and from the live pushes the shell relays (a new
// message, messages read on another page), 'missions/claimable' from the missions page after it loads or a claim.
import { useEffect, useRef, useState } from 'react';
import { moneyEndpoints, type MemberCentrePage } from '@mekong/contracts';
import { useRemoteProps, useSession } from '@mekong/ui/remote';

interface Counts {
  unread: number;
  missions: number;
}

function useBadgeCounts(): Counts {
  const { api, bus } = useRemoteProps();
  const { token } = useSession();
  const [counts, setCounts] = useState<Counts>({ unread: 0, missions: 0 });
  // Bumped by every bus update of a count, so an answer to the first ask that lands after one does not undo it.
  const updates = useRef({ unread: 0, missions: 0 });

  useEffect(() => {
    if (!token) return;
    let current = true;
    const asked = { ...updates.current };
    api.call(moneyEndpoints.unreadCount, {}).then(
      (answer) => {
        if (!current) return;
        setCounts((now) => ({
          unread: updates.current.unread === asked.unread ? answer.count : now.unread,
          missions: updates.current.missions === asked.missions ? (answer.missionsClaimable ?? 0) : now.missions,
        }));
      },
      // A badge that fails to load stays at 0; the page itself shows its data and any error.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  useEffect(() => {
    const unread = bus.on('messages/unread').subscribe((event) => {
      updates.current.unread += 1;
      setCounts((now) => ({ ...now, unread: event.count }));
    });
    const missions = bus.on('missions/claimable').subscribe((event) => {
      updates.current.missions += 1;
      setCounts((now) => ({ ...now, missions: event.count }));
    });
    return () => {
      unread.unsubscribe();
      missions.unsubscribe();
    };
  }, [bus]);

  return counts;
}

/** Counts by menu page. The reward centre's count comes with its own feature (0 until then). */
export function useMenuBadges(): Partial<Record<MemberCentrePage, number>> {
  const { unread, missions } = useBadgeCounts();
  return { messageV2: unread, missionLeaderboard: missions };
}
