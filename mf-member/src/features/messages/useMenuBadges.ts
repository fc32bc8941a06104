// The member-centre menu's red count badges (requirements §2): unread messages on messageV2, asked for once a session and
// then kept current by the bus's 'messages/unread' — from read marking here, and from the live pushes the shell
// relays (a new message, messages read on another page).
import { useEffect, useRef, useState } from 'react';
import { moneyEndpoints, type MemberCentrePage } from '@mekong/contracts';
import { useRemoteProps, useSession } from '@mekong/ui/remote';

export function useUnreadCount(): number {
  const { api, bus } = useRemoteProps();
  const { token } = useSession();
  const [count, setCount] = useState(0);
  // Bumped by every bus update, so an answer to the first ask that lands after one does not undo it.
  const updates = useRef(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const asked = updates.current;
    api.call(moneyEndpoints.unreadCount, {}).then(
      (answer) => current && updates.current === asked && setCount(answer.count),
      // A badge that fails to load stays at 0; the page itself shows the messages and any error.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  useEffect(() => {
    const subscription = bus.on('messages/unread').subscribe((event) => {
      updates.current += 1;
      setCount(event.count);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  return count;
}

/** Counts by menu page. The reward centre and mission leaderboard counts come with their own features (0 until then). */
export function useMenuBadges(): Partial<Record<MemberCentrePage, number>> {
  return { messageV2: useUnreadCount() };
}
