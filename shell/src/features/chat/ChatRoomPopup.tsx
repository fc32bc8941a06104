// The chat-room popup (requirements §2 Other popups, GLS2_roomList): the rooms with who is online, and the chosen
// room: its messages as a live log, the send box for a member, a read-only notice with the way in for visitors and
// trial accounts. A dialog on desktop, full screen on mobile (one pane at a time). Its own lazy chunk, with its texts.
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from '@mekong/contracts';
import { CHAT_LIMITS, chatEndpoints, type ChatRoom } from '@mekong/contracts/socket';
import { Button, Dialog, Spinner, formatSiteTime, theme } from '@mekong/ui';
import { useLanguage } from '../i18n/useLanguage';
import { usePopups } from '../popups/PopupContext';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { sendFailureText, useChatTexts } from './chatTexts';
import { characterCount } from './messages';
import { useChatRoom } from './useChatRoom';

/** The room list is read again this often while the popup is open, so the counts stay near the truth. */
export const ROOM_LIST_REFRESH_MS = 30_000;

const layout = css`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${theme.spacing(4)};
  height: min(620px, calc(100vh - 160px));
  ${theme.mq.mobile} {
    grid-template-columns: 1fr;
    height: calc(100dvh - 110px);
  }
`;

const hiddenOnMobile = css`
  ${theme.mq.mobile} {
    display: none !important;
  }
`;

const pane = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  gap: ${theme.spacing(2)};
  & h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.primary};
  }
`;

const roomButtons = css`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  & button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    width: 100%;
    margin-bottom: ${theme.spacing(1)};
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: ${theme.colors.primary};
  }
  & button:hover {
    color: ${theme.colors.primary};
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
`;

const roomHeader = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  & h3 {
    flex: 1;
  }
`;

const backButton = css`
  ${theme.mq.desktop} {
    display: none !important;
  }
`;

const log = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  & li {
    margin-bottom: ${theme.spacing(2)};
  }
  & p {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
  }
`;

const logList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const author = (mine: boolean) => css`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${mine ? theme.colors.primary : theme.colors.text};
  margin-right: ${theme.spacing(2)};
`;

const sendRow = css`
  display: flex;
  gap: ${theme.spacing(2)};
  align-items: flex-end;
  & label {
    display: block;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
    margin-bottom: 2px;
  }
  & input {
    width: 100%;
    box-sizing: border-box;
    min-height: 40px;
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

const failure = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

const notice = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  & p {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

interface RoomListState {
  status: 'loading' | 'ready' | 'failed';
  rooms: ChatRoom[];
  retry(): void;
}

/** The rooms in the page's language, read on open, on a language change and every ROOM_LIST_REFRESH_MS. */
function useRoomList(language: Language): RoomListState {
  const { api } = useShellServices();
  const [attempt, setAttempt] = useState(0);
  const key = `${language}:${attempt}`;
  // The last list stays on screen while another language's loads, so the popup does not flicker.
  const [answer, setAnswer] = useState<{ key: string; status: 'ready' | 'failed'; rooms: ChatRoom[] }>({
    key: '',
    status: 'ready',
    rooms: [],
  });
  useEffect(() => {
    let active = true;
    const read = (first: boolean) =>
      api.call(chatEndpoints.roomList, { language }).then(
        ({ list }) => {
          if (active) setAnswer({ key, status: 'ready', rooms: list });
        },
        () => {
          // A failed refresh keeps the list on screen; only a first read that fails shows the error.
          if (active && first) setAnswer((previous) => ({ key, status: 'failed', rooms: previous.rooms }));
        },
      );
    void read(true);
    const timer = setInterval(() => void read(false), ROOM_LIST_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [api, key, language]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: answer.key === key ? answer.status : 'loading', rooms: answer.rooms, retry };
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" css={{ display: 'flex', flexDirection: 'column', gap: theme.spacing(2), alignItems: 'flex-start' }}>
      <p css={{ margin: 0 }}>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function ReadOnlyNotice() {
  const t = useChatTexts();
  const { isLogin } = useSession();
  const { openPopup } = usePopups();
  // A trial account reads because it plays for fun: its way in is a real account. A visitor's is to log in.
  const { text, action, popup } = isLogin
    ? ({ text: 'read_only_trial', action: 'register', popup: 'register' } as const)
    : ({ text: 'read_only_visitor', action: 'log_in', popup: 'login' } as const);
  return (
    <div role="note" css={notice}>
      <p>{t(text)}</p>
      <Button size="sm" onClick={() => openPopup({ kind: popup })}>
        {t(action)}
      </Button>
    </div>
  );
}

function SendBox({ send }: { send: (text: string) => Promise<void> }) {
  const t = useChatTexts();
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = characterCount(text.trim());
  const over = count > CHAT_LIMITS.messageMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || count === 0 || over) return;
    setSending(true);
    setError(null);
    try {
      await send(text);
      setText('');
    } catch (failed) {
      setError(sendFailureText(t, failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <div css={sendRow}>
        <div css={{ flex: 1 }}>
          <label htmlFor={inputId}>{t('message')}</label>
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            value={text}
            placeholder={t('message_placeholder')}
            aria-describedby={counterId}
            aria-invalid={over || undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={sending || count === 0 || over}>
          {sending ? t('sending') : t('send')}
        </Button>
      </div>
      <p id={counterId} css={[muted, over && { color: theme.colors.danger }]}>
        {t('counter', { count, max: CHAT_LIMITS.messageMax })}
      </p>
      {error && (
        <p role="alert" css={failure}>
          {error}
        </p>
      )}
    </form>
  );
}

function RoomView({ listed, language, onBack }: { listed: ChatRoom; language: Language; onBack: () => void }) {
  const t = useChatTexts();
  const { isLogin, isTrial } = useSession();
  const { status, room, messages, retry, send } = useChatRoom(listed.roomId, language);
  const shown = room ?? listed;
  const canSend = isLogin && !isTrial;
  const logRef = useRef<HTMLDivElement>(null);
  // The newest message in view, as chat windows do.
  useEffect(() => {
    const element = logRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <>
      <div css={roomHeader}>
        <Button size="sm" variant="ghost" css={backButton} onClick={onBack}>
          {t('back_to_rooms')}
        </Button>
        <h3>{shown.name}</h3>
        <span css={muted}>{t('members', { count: shown.memberCount })}</span>
      </div>
      {status === 'loading' && messages.length === 0 ? (
        <Spinner label={t('history_loading')} />
      ) : status === 'failed' ? (
        <Failed message={t('history_failed')} onRetry={retry} />
      ) : null}
      {/* role=log is a polite live region: a screen reader reads each new message without moving focus. It wraps the
          list rather than being it, so the messages stay list items. */}
      <div ref={logRef} role="log" aria-live="polite" aria-label={t('messages_label', { name: shown.name })} tabIndex={0} css={log}>
        <ol css={logList}>
          {messages.map((message) => (
            <li key={message.id}>
              <span css={author(message.mine)}>{message.mine ? t('you') : message.author}</span>
              <time css={muted} dateTime={message.sentAt}>
                {formatSiteTime(message.sentAt, 'HH:mm')}
              </time>
              {/* Text, never HTML: React escapes it. */}
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
        {status === 'ready' && messages.length === 0 && <p css={muted}>{canSend ? t('history_empty') : t('history_empty_reader')}</p>}
      </div>
      {canSend ? <SendBox send={send} /> : <ReadOnlyNotice />}
      <p css={muted}>{t('kept_a_day')}</p>
    </>
  );
}

export default function ChatRoomPopup({ onClose }: { onClose: () => void }) {
  const t = useChatTexts();
  const { t: shellT } = useTranslation();
  const { language } = useLanguage();
  const { status, rooms, retry } = useRoomList(language);
  const [roomId, setRoomId] = useState<string | null>(null);
  const listed = rooms.find((room) => room.roomId === roomId) ?? null;
  const headingId = useId();

  return (
    <Dialog open title={t('title')} onClose={onClose} closeLabel={shellT('common.close')} width={900}>
      <div css={layout}>
        <section aria-labelledby={headingId} css={[pane, listed && hiddenOnMobile]}>
          <h3 id={headingId}>{t('rooms')}</h3>
          {status === 'loading' && rooms.length === 0 ? (
            <Spinner label={t('rooms_loading')} />
          ) : status === 'failed' ? (
            <Failed message={t('rooms_failed')} onRetry={retry} />
          ) : rooms.length === 0 ? (
            <p css={muted}>{t('rooms_empty')}</p>
          ) : (
            <ul css={roomButtons}>
              {rooms.map((room) => (
                <li key={room.roomId}>
                  <button type="button" aria-current={room.roomId === roomId ? 'true' : undefined} onClick={() => setRoomId(room.roomId)}>
                    <span>{room.name}</span>
                    <span css={muted}>{t('members', { count: room.memberCount })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={listed?.name ?? t('title')} css={[pane, !listed && hiddenOnMobile]}>
          {listed ? (
            <RoomView key={listed.roomId} listed={listed} language={language} onBack={() => setRoomId(null)} />
          ) : (
            <p css={muted}>{t('choose_room')}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
