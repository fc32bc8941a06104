// The page states every remote shows the same way: loading, load error with retry, no data, login needed, trial account.
import type { ReactNode } from 'react';
import type { ApiError } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorSlot, Spinner } from '@mekong/ui';
import type { ApiQuery } from './useApiQuery';
import { useRemoteProps } from './remoteProps';
import { PLATFORM_NAMESPACE } from './translations';

/** A page's loading state: a centred spinner, announced as loading. */
export function PageLoading() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <div css={(theme) => ({ display: 'flex', justifyContent: 'center', padding: theme.spacing(6) })}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * Spinner while `query` loads, an error with retry when it fails, else `children(data)`. `failureText` gives the
 * page's own text for a refusal it knows (e.g. an account outside the agent's team); other failures read as a load error.
 */
export function QueryContent<T>({
  query,
  children,
  failureText,
}: {
  query: ApiQuery<T>;
  children: (data: T) => ReactNode;
  failureText?: (error: ApiError) => string | undefined;
}) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  if (query.status === 'loading') return <PageLoading />;
  if (query.status === 'error') {
    return (
      <ErrorSlot
        title={t('load_failed_title')}
        message={failureText?.(query.error) ?? t('load_failed_message')}
        actionLabel={t('retry')}
        onAction={query.refetch}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** The spec's 'in_no_data' empty state, or another message. */
export function NoData({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return <EmptyState message={message ?? t('in_no_data')}>{children}</EmptyState>;
}

/** For a visitor on a page that needs a session: the spec's not-logged-in text and a button asking the shell for login. */
export function LoginRequired() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const { bus } = useRemoteProps();
  return (
    <NoData message={t('login_required')}>
      <Button onClick={() => bus.emit('auth/open-login', {})}>{t('login')}</Button>
    </NoData>
  );
}

/** A trial account (type 4) is blocked from member and agent features with this warning (requirements §6). */
export function TrialAccountWarning() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return <NoData message={t('in_need_true_account')} />;
}
