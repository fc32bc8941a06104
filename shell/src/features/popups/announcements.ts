// Rules of the announcement popup (requirements §2): audience by login state, once per session, 8 titles per page.
import { LIMITS, type Popup } from '@mekong/contracts';

/** Session-storage flag set when the visitor closes the popup of one audience ('A' or 'B'). */
export const popupClosedKey = (execution: 'A' | 'B') => `announcementPopupClosed:${execution}`;

/** Session-storage flag set by a sign-in the server called the member's first: its session also shows execution F. */
export const FIRST_LOGIN_KEY = 'announcementFirstLogin';

export function popupAudience(isLogin: boolean): 'A' | 'B' {
  return isLogin ? 'A' : 'B';
}

/**
 * The popups to show now: a visitor's B, a member's A and, in the session of its first login, F; none once this
 * session marked them closed.
 */
export function announcementPopupsFor(
  popups: readonly Popup[] | undefined,
  isLogin: boolean,
  closedThisSession: boolean,
  firstLogin = false,
): Popup[] {
  if (closedThisSession) return [];
  const audience = popupAudience(isLogin);
  return (popups ?? []).filter((p) => p.execution === audience || (isLogin && firstLogin && p.execution === 'F'));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIMITS.announcementPageSize));
}

export function pageOf<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * LIMITS.announcementPageSize;
  return items.slice(start, start + LIMITS.announcementPageSize);
}

/** The pager appears only when there is more than one page of titles. */
export function showPager(total: number): boolean {
  return total > LIMITS.announcementPageSize;
}
