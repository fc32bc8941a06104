// The layout's decorative line icons (24×24, currentColor), shared by the header, menus and account menu; every control
// that uses one has its own text name.
import type { ReactNode } from 'react';

function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const icons = {
  menu: (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  ),
  home: (
    <Icon>
      <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />
    </Icon>
  ),
  crown: (
    <Icon>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </Icon>
  ),
  share: (
    <Icon>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="18" cy="18" r="2.5" />
      <path d="M8.3 10.8l7.4-3.6M8.3 13.2l7.4 3.6" />
    </Icon>
  ),
  trophy: (
    <Icon>
      <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9 17h6" />
    </Icon>
  ),
  gift: (
    <Icon>
      <path d="M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1.5S12 10 12 10zm0 0c2-4 6-4 6-1.5S12 10 12 10z" />
    </Icon>
  ),
  chevron: (
    <Icon>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  ),
  heart: (
    <Icon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </Icon>
  ),
  game: (
    <Icon>
      <path d="M7 8h10a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L14.5 14h-5l-1.1 1.8A3 3 0 0 1 3 14v-2a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3" />
      <circle cx="16" cy="11.5" r=".8" />
      <circle cx="17.5" cy="13.5" r=".8" />
    </Icon>
  ),
  phone: (
    <Icon>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
    </Icon>
  ),
  chat: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10h8M8 13h5" />
    </Icon>
  ),
  chatRoom: (
    <Icon>
      <path d="M3 4h12v8H8l-5 4z" />
      <path d="M18 8h3v9l-3-3h-7v-2" />
    </Icon>
  ),
  headset: (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 2h-1" />
    </Icon>
  ),
  certificate: (
    <Icon>
      <path d="M5 4h14v11H5zM8 8h8M8 11h5" />
      <path d="M14 15l-1 5 2-1 2 1-1-5" />
    </Icon>
  ),
  download: (
    <Icon>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  ),
  wallet: (
    <Icon>
      <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7zM4 7l11-3v3M16 13.5h.01" />
    </Icon>
  ),
  // A wallet with an arrow leaving it: the header's withdrawal entry.
  withdraw: (
    <Icon>
      <path d="M4 9h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V9zM12 2v8M9 5l3-3 3 3M16 14.5h.01" />
    </Icon>
  ),
  user: (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20a8 8 0 0 1 16 0" />
    </Icon>
  ),
} as const;

/** Brand marks of the social networks the footer and side menu may show. */
export const brandIcons: Record<string, ReactNode> = {
  Telegram: (
    <Icon filled>
      <path d="M21.5 3.6L2.8 10.8c-1 .4-1 1.6.1 1.9l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6l3-15.5c.2-1-.7-1.9-1.4-1.6zM9.7 14.3l-.4 3.6-1.3-4.1 9.6-6.3z" />
    </Icon>
  ),
  Facebook: (
    <Icon filled>
      <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4.3c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </Icon>
  ),
  Instagram: (
    <Icon>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </Icon>
  ),
  YouTube: (
    <Icon filled>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    </Icon>
  ),
  Twitter: (
    <Icon>
      <path d="M4 4l16 16M20 4L4 20" />
    </Icon>
  ),
  TikTok: (
    <Icon filled>
      <path d="M16.6 3c.3 2.2 1.6 3.6 3.8 3.8v3a7 7 0 0 1-3.8-1.2v6.3A5.9 5.9 0 1 1 10.7 9v3.1a2.8 2.8 0 1 0 2.8 2.8V3z" />
    </Icon>
  ),
  WhatsApp: (
    <Icon>
      <path d="M4 20l1.3-4A8 8 0 1 1 8.4 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z" />
    </Icon>
  ),
  Line: (
    <Icon filled>
      <path d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.3.1.7.2.8.5.1.3 0 .7 0 .9l-.1.8c0 .3-.2.9.8.5s5.4-3.2 7.3-5.4A6.6 6.6 0 0 0 21 10.7c0-4-4-7.2-9-7.2zM8 13H6.2V9h.9v3.2H8zm1.7 0h-.9V9h.9zm4.4 0h-.8l-1.9-2.5V13h-.9V9h.8l1.9 2.6V9h.9zm3.6-3.2h-1.5v.7h1.5v.8h-1.5v.9h1.5v.8h-2.4V9h2.4z" />
    </Icon>
  ),
};
