// One open room: its messages (joined with its history by a signed-in account, read by a visitor), live messages over
// the socket for a member, polling for those without a socket (visitors, trial accounts), presence kept while open
// and given up on leaving, and sending.
import { useCallback, useEffect, useState } from 'react';
import { type Language } from '@mekong/contracts';
import { CHAT_LIMITS, chatEndpoints, type ChatMessage, type ChatRoom } from '@mekong/contracts/socket';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { mergeMessages } from './messages';

/** Readers without a socket ask for new messages this often. */
export const READER_POLL_MS = 5_000;
/** A signed-in account says it is still in the room at half the presence window (joining again also catches up). */
export const PRESENCE_REFRESH_MS = (CHAT_LIMITS.presenceSeconds * 1000) / 2;

export interface ChatRoomState {
  status: 'loading' | 'ready' | 'failed';
  room: ChatRoom | null;
  messages: ChatMessage[];
  retry(): void;
  send(text: string): Promise<void>;
}

interface Loaded {
  /** The room, language, sign-in and attempt this state belongs to: a state of another is not shown. */
  key: string;
  status: ChatRoomState['status'];
  room: ChatRoom | null;
  messages: ChatMessage[];
}

/** 32 random hex digits (getRandomValues works on plain http too, where crypto.randomUUID does not exist). */
function newPresenceId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const nothingYet = (key: string): Loaded => ({ key, status: 'loading', room: null, messages: [] });

export function useChatRoom(roomId: string, language: Language): ChatRoomState {
  const { api, bus } = useShellServices();
  const { isLogin, isTrial } = useSession();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([roomId, language, isLogin, attempt]);
  const [loaded, setLoaded] = useState<Loaded>(() => nothingYet(key));
  // Members hear new messages on the live socket; visitors and trial accounts have none (the shell opens it for
  // members only), so they poll.
  const live = isLogin && !isTrial;

  useEffect(() => {
    let active = true;
    // This open room's presence: the member's other tabs in the room keep theirs when this one leaves.
    const presenceId = newPresenceId();
    const update = (change: (current: Loaded) => Loaded) => {
      if (active) setLoaded((previous) => change(previous.key === key ? previous : nothingYet(key)));
    };
    const arrive = (list: readonly ChatMessage[]) => update((current) => ({ ...current, messages: mergeMessages(current.messages, list) }));
    const joined = ({ room, list }: { room: ChatRoom; list: ChatMessage[] }) =>
      update((current) => ({ ...current, room, messages: mergeMessages(current.messages, list) }));

    const load = isLogin
      ? api.call(chatEndpoints.join, { roomId, presenceId, language }).then(joined)
      : api.call(chatEndpoints.messages, { roomId }).then((history) => arrive(history.list));
    load.then(
      () => update((current) => ({ ...current, status: 'ready' })),
      () => update((current) => ({ ...current, status: 'failed' })),
    );

    const subscription = live ? bus.on('chat/message').subscribe((message) => message.roomId === roomId && arrive([message])) : null;
    // A failed refresh or poll is quiet: the next one tries again, and what is on screen stays.
    const timers: ReturnType<typeof setInterval>[] = [];
    if (isLogin)
      timers.push(
        setInterval(() => {
          api.call(chatEndpoints.join, { roomId, presenceId, language }).then(joined, () => undefined);
        }, PRESENCE_REFRESH_MS),
      );
    if (!live)
      timers.push(
        setInterval(() => {
          api.call(chatEndpoints.messages, { roomId }).then(
            (history) => arrive(history.list),
            () => undefined,
          );
        }, READER_POLL_MS),
      );

    return () => {
      active = false;
      subscription?.unsubscribe();
      timers.forEach(clearInterval);
      // Quietly: a presence not given up ends by itself with its window.
      if (isLogin) api.call(chatEndpoints.leave, { roomId, presenceId }).catch(() => undefined);
    };
  }, [api, bus, key, roomId, language, isLogin, live]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const send = useCallback(
    async (text: string) => {
      const message = await api.call(chatEndpoints.send, { roomId, text });
      setLoaded((current) => (current.key === key ? { ...current, messages: mergeMessages(current.messages, [message]) } : current));
    },
    [api, key, roomId],
  );
  const shown = loaded.key === key ? loaded : nothingYet(key);
  return { status: shown.status, room: shown.room, messages: shown.messages, retry, send };
}
