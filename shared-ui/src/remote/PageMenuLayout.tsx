// A centre's layout (member centre, agent centre): a named menu of pages as links, each with an optional red count
// badge (requirements §2), and the active page beside it. Side menu on desktop, a scrolling row on mobile. Links keep real
// hrefs; clicks go through the host's navigate.
import { css } from '@emotion/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { theme } from '@mekong/ui';
import type { RemoteRoute } from '@mekong/contracts';

export interface MenuPage {
  id: string;
  label: string;
  /** A heading over the menu's pages from this one on, when it differs from the page before's (e.g. "Responsible gaming"). */
  group?: string;
}

const layout = css`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${theme.spacing(5)};
  align-items: start;
  ${theme.mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.spacing(3)};
  }
`;

const groupHeading = css`
  display: block;
  margin: ${theme.spacing(3)} ${theme.spacing(3)} ${theme.spacing(1)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  ${theme.mq.mobile} {
    display: none;
  }
`;

const menu = css`
  position: relative;
  margin: 0;
  padding: ${theme.spacing(2)};
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${theme.mq.mobile} {
    display: flex;
    gap: ${theme.spacing(1)};
    overflow-x: auto;
    scrollbar-width: none;
  }
  & a {
    display: flex;
    align-items: center;
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  & a > span:first-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & a:hover {
    background: ${theme.colors.surfaceRaised};
  }
  & a[aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-weight: 600;
  }
`;

const badge = css`
  flex: none;
  min-width: 20px;
  height: 20px;
  margin-left: auto;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.dangerFill};
  color: ${theme.colors.onDanger};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Counts above this show as '99+' so the badge keeps its size. */
const BADGE_MAX = 99;

const content = css`
  min-width: 0;
  padding: ${theme.spacing(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${theme.mq.mobile} {
    padding: ${theme.spacing(3)};
  }
  & > h2 {
    margin: 0 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.lg};
  }
`;

/** The page a centre shows: the route's page (shell overlay flag), else its 'page' query, else the default. */
export function activePageId<T extends string>(route: RemoteRoute, allowed: readonly T[], fallback: T): T {
  const wanted = route.page ?? route.query.page;
  return allowed.find((id) => id === wanted) ?? fallback;
}

/** Red count badges by page id, shown when a count is above 0, and each badge's accessible name (n => `${n} unread`). */
type MenuBadges =
  | { badges?: undefined; badgeLabel?: undefined }
  | { badges: Partial<Record<string, number>>; badgeLabel: (count: number, id: string) => string };

export type PageMenuLayoutProps = MenuBadges & {
  /** Accessible name of the menu's navigation landmark. */
  label: string;
  pages: readonly MenuPage[];
  active: string;
  hrefFor: (id: string) => string;
  navigate: (href: string) => void;
  /** The active page's content, under its title. */
  children: ReactNode;
};

export function PageMenuLayout({ label, pages, active, hrefFor, navigate, badges = {}, badgeLabel, children }: PageMenuLayoutProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // Plain left clicks stay in the app; modified clicks (new tab, new window) keep the browser's behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  const title = pages.find((page) => page.id === active)?.label;
  const activeLink = useRef<HTMLAnchorElement>(null);
  // On mobile the menu is one scrolling row: bring the active page into view without scrolling the window.
  useEffect(() => {
    const link = activeLink.current;
    const list = link?.closest('ul');
    if (link && list && list.scrollWidth > list.clientWidth) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [active]);
  return (
    <div css={layout}>
      <nav aria-label={label}>
        <ul css={menu}>
          {pages.map((page, index) => {
            const count = badges[page.id] ?? 0;
            const heading = page.group !== undefined && page.group !== pages[index - 1]?.group ? page.group : null;
            return (
              <li key={page.id}>
                {heading && <span css={groupHeading}>{heading}</span>}
                <a
                  ref={page.id === active ? activeLink : undefined}
                  href={hrefFor(page.id)}
                  aria-current={page.id === active ? 'page' : undefined}
                  onClick={(event) => follow(event, hrefFor(page.id))}
                >
                  <span>{page.label}</span>
                  {count > 0 && badgeLabel && (
                    // A named status: read out with the link ('Platform information, 3 unread') and announced when it changes.
                    <span role="status" aria-label={badgeLabel(count, page.id)} css={badge}>
                      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section css={content} aria-label={title}>
        <h2>{title}</h2>
        {children}
      </section>
    </div>
  );
}
