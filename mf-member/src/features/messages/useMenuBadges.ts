// The member-centre menu's red count badges (requirements §2): unread messages on messageV2 and things to act on in
// the reward centre (unopened red envelopes, unspent wheel tickets) on rewardCenter, both asked for once a session in
// CSP_unreadCount and then kept current by the bus — 'messages/unread' from read marking here and from the live pushes
// the shell relays, 'rewards/count' from the reward centre after an envelope or a spin.
import { useEffect, useRef, useState } from 'react';
import { moneyEndpoints, type BusEventName, type MemberCentrePage } from '@mekong/contracts';
import { useRemoteProps, useSession } from '@mekong/ui/remote';

type Counts = { messages: number; rewards: number };
type Kind = keyof Counts;
const EVENTS: Record<Kind, Extract<BusEventName, 'messages/unread' | 'rewards/count'>> = {
  messages: 'messages/unread',
  rewards: 'rewards/count',
};

function useBadgeCounts(): Counts {
  const { api, bus } = useRemoteProps();
  const { token } = useSession();
  const [counts, setCounts] = useState<Counts>({ messages: 0, rewards: 0 });
  // Bumped by every bus update of a count, so an answer to the first ask that lands after one does not undo it.
  const updates = useRef<Counts>({ messages: 0, rewards: 0 });

  useEffect(() => {
    if (!token) return;
    let current = true;
    const asked = { ...updates.current };
    api.call(moneyEndpoints.unreadCount, {}).then(
      (answer) => {
        if (!current) return;
        setCounts((known) => ({
          messages: updates.current.messages === asked.messages ? answer.count : known.messages,
          rewards: updates.current.rewards === asked.rewards ? (answer.rewardCount ?? 0) : known.rewards,
        }));
      },
      // A badge that fails to load stays at 0; the page itself shows the messages and any error.
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

/** Counts by menu page. The mission leaderboard's count comes with its own feature (0 until then). */
export function useMenuBadges(): Partial<Record<MemberCentrePage, number>> {
  const counts = useBadgeCounts();
  return { messageV2: counts.messages, rewardCenter: counts.rewards };
}
