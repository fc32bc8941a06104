// The page frame of each layout: default (header, side menu, right bar, footer), game (header only) and agent.
import { css } from '@emotion/react';
import { useCallback, useState, type ReactNode } from 'react';
import type { Layout } from '@mekong/contracts';
import { theme } from '@mekong/ui';
import { FloatingTelegram, RIGHT_GUTTER } from './FloatingTelegram';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { RightBar } from './RightBar';
import { SIDE_MENU_WIDTH, SideMenu } from './SideMenu';

const main = css`
  min-height: calc(100vh - ${HEADER_HEIGHT}px);
  padding-top: ${HEADER_HEIGHT}px;
  outline: none;
`;

const besideMenu = css`
  ${theme.mq.desktop} {
    margin-left: ${SIDE_MENU_WIDTH}px;
  }
`;

// Remote pages bring their own padding (PageFrame); on desktop the content keeps clear of the right bar and the floating
// Telegram button, which live in this gutter.
const content = css`
  ${theme.mq.desktop} {
    padding-right: ${RIGHT_GUTTER}px;
  }
`;

export function ShellLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const withMenu = layout === 'default';
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <>
      <Header menu={withMenu ? { open: menuOpen, toggle: () => setMenuOpen((open) => !open) } : null} />
      {withMenu && <SideMenu open={menuOpen} onClose={closeMenu} />}
      <div css={withMenu && besideMenu}>
        <main id="main-content" tabIndex={-1} css={main}>
          <div css={withMenu && content}>{children}</div>
        </main>
        {withMenu && <Footer />}
        {/* Last in the page's column: on phones it sticks to the bottom and ends the page (FloatingTelegram). */}
        {withMenu && <FloatingTelegram />}
      </div>
      {withMenu && <RightBar />}
    </>
  );
}
