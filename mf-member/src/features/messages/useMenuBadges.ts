// The member-centre menu's red count badges (requirements §2): unread messages on messageV2, things to act on in the
// reward centre (unopened red envelopes, unspent wheel tickets) on rewardCenter and mission rewards to claim on
// missionLeaderboard, all asked for once a session in one call (CSP_unreadCount) and then kept current by the bus —
// 'messages/unread' from read marking here and from the live pushes the shell relays, 'rewards/count' from the reward
// centre after an envelope or a spin, 'missions/claimable' from the missions page after it loads or a claim.
import { useEffect, useRef, useState } from 'react';
import { type BusEventName, type MemberCentrePage } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { useRemoteProps, useSession } from '@mekong/ui/remote';

type Counts = { messages: number; rewards: number; missions: number };
type Kind = keyof Counts;
const EVENTS: Record<Kind, Extract<BusEventName, 'messages/unread' | 'rewards/count' | 'missions/claimable'>> = {
  messages: 'messages/unread',
  rewards: 'rewards/count',
  missions: 'missions/claimable',
};
const NONE: Counts = { messages: 0, rewards: 0, missions: 0 };

function useBadgeCounts(): Counts {
  const { api, bus } = useRemoteProps();
  const { token } = useSession();
  const [counts, setCounts] = useState<Counts>(NONE);
  // Bumped by every bus update of a count, so an answer to the first ask that lands after one does not undo it.
  const updates = useRef<Counts>(NONE);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const asked = { ...updates.current };
    api.call(moneyEndpoints.unreadCount, {}).then(
      (answer) => {
        if (!current) return;
        const unchanged = (kind: Kind) => updates.current[kind] === asked[kind];
        setCounts((known) => ({
          messages: unchanged('messages') ? answer.count : known.messages,
          rewards: unchanged('rewards') ? (answer.rewardCount ?? 0) : known.rewards,
          missions: unchanged('missions') ? (answer.missionsClaimable ?? 0) : known.missions,
        }));
      },
      // A badge that fails to load stays at 0; each page itself shows its data and any error.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  useEffect(() => {
    const subscriptions = (Object.keys(EVENTS) as Kind[]).map((kind) =>
      bus.on(EVENTS[kind]).subscribe((event) => {
        updates.current = { ...updates.current, [kind]: updates.current[kind] + 1 };
        setCounts((known) => ({ ...known, [kind]: event.count }));
      }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);

  return counts;
}

/** Counts by menu page. */
export function useMenuBadges(): Partial<Record<MemberCentrePage, number>> {
  const counts = useBadgeCounts();
  return { messageV2: counts.messages, rewardCenter: counts.rewards, missionLeaderboard: counts.missions };
}
