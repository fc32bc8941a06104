// messageV2 (platform information): the member's internal messages, 20 a page, newest first as the server sends
// them. Unread ones are bold with a 'New' label; opening one marks it read, and so does 'Mark all as read'; every
// marking tells the bus the unread count left. A message pushed live reloads the list.
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import { MONEY_LIMITS, moneyEndpoints, type MemberMessage } from '@mekong/contracts/money';
import { Button, FormAlert, theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useRemoteProps, useSession, Amount, RecordPager } from '@mekong/ui/remote';
import { Figures, showTime, type Figure } from '../wallet/parts';

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
  }
`;

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)} ${theme.spacing(3)};
  width: 100%;
  padding: ${theme.spacing(3)};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-unread] {
    font-weight: 700;
  }
  & time {
    margin-left: auto;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 400;
  }
`;

const newLabel = css`
  padding: 0 ${theme.spacing(2)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: #fff;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
`;

const details = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  padding: 0 ${theme.spacing(3)} ${theme.spacing(3)};
  & p {
    margin: 0;
  }
`;

const toolbar = css`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${theme.spacing(3)};
`;

function MessageItem({
  message,
  unread,
  open,
  onToggle,
}: {
  message: MemberMessage;
  unread: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  const { amount, orderId, reason, account } = message.params;
  const figures: Figure[] = [];
  if (amount !== undefined) figures.push({ label: t('messages_amount'), value: <Amount minor={amount} /> });
  if (orderId) figures.push({ label: t('messages_order'), value: orderId });
  if (reason) figures.push({ label: t('messages_reason'), value: reason });
  if (account) figures.push({ label: t('messages_account'), value: account });
  return (
    <li>
      <button
        type="button"
        css={summary}
        data-unread={unread || undefined}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        {unread && <span css={newLabel}>{t('messages_new')}</span>}
        <span>{t(`message_title_${message.kind}`)}</span>
        {amount !== undefined && <Amount minor={amount} />}
        <time dateTime={message.createdAt}>{showTime(message.createdAt)}</time>
      </button>
      {open && (
        <div id={detailsId} css={details}>
          <p>{t(`message_body_${message.kind}`)}</p>
          {figures.length > 0 && <Figures items={figures} />}
        </div>
      )}
    </li>
  );
}

export function MessagesPage() {
  const { t } = useTranslation();
  const { api, bus } = useRemoteProps();
  const { token } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const [arrivals, setArrivals] = useState(0);
  const messages = useApiQuery(moneyEndpoints.messages, () => ({ pageNo, pageSize: MONEY_LIMITS.recordPageSize }), `${token}:${arrivals}`);
  const [open, setOpen] = useState<string | null>(null);
  // Marked here since the list loaded; the server agrees, so the next load brings them as read.
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [unreadAfterMarking, setUnreadAfterMarking] = useState<{ list: unknown; count: number } | null>(null);
  const [markFailed, setMarkFailed] = useState(false);

  useEffect(() => {
    const subscription = bus
      .on('socket/message')
      .pipe(filter((push) => push.type === 'message'))
      .subscribe(() => setArrivals((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [bus]);

  const isUnread = (message: MemberMessage) => message.readAt === null && !readHere.has(message.id);
  // Calls go straight to the API rather than through a mutation hook: opening two messages quickly marks both.
  const markRead = async (input: { ids: string[] } | { all: true }, ids: readonly string[]) => {
    setMarkFailed(false);
    try {
      const { count } = await api.call(moneyEndpoints.markMessagesRead, input);
      setReadHere((known) => new Set([...known, ...ids]));
      setUnreadAfterMarking({ list: messages.data, count });
      bus.emit('messages/unread', { count });
    } catch {
      setMarkFailed(true);
    }
  };

  return (
    <QueryContent query={messages}>
      {(page) => {
        const unread = unreadAfterMarking?.list === page ? unreadAfterMarking.count : page.unread;
        if (page.list.length === 0) return <NoData />;
        return (
          <>
            <div css={toolbar}>
              <Button
                variant="secondary"
                size="sm"
                disabled={unread === 0}
                onClick={() =>
                  markRead(
                    { all: true },
                    page.list.map((message) => message.id),
                  )
                }
              >
                {t('messages_mark_all')}
              </Button>
            </div>
            {markFailed && <FormAlert message={t('messages_mark_failed')} />}
            <ul css={list} aria-label={t('messages_list')}>
              {page.list.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  unread={isUnread(message)}
                  open={open === message.id}
                  onToggle={() => {
                    setOpen(open === message.id ? null : message.id);
                    if (isUnread(message)) void markRead({ ids: [message.id] }, [message.id]);
                  }}
                />
              ))}
            </ul>
            <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        );
      }}
    </QueryContent>
  );
}
