// Styles shared by the side menu's entries (links, buttons, disclosure rows) and the footer's social links.
import { css } from '@emotion/react';
import { theme } from '@mekong/ui';

export const menuList = css`
  margin: 0;
  padding: ${theme.spacing(1)} 0;
  list-style: none;
`;

export const menuEntry = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(3)};
  width: 100%;
  min-height: 40px;
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  & svg {
    flex: none;
    color: ${theme.colors.primary};
  }
  &:hover,
  &[aria-current='page'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.primary};
  }
`;

export const menuHeading = css`
  margin: ${theme.spacing(3)} ${theme.spacing(3)} ${theme.spacing(1)};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

/** Round icon links in a row: official channels in the side menu, social icons in the footer. */
export const roundIconLinks = css`
  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
`;

/** An entry's place while the menu's data loads: its height, a dim bar where its label goes (hidden from readers). */
export const menuEntryPlaceholder = css`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${theme.spacing(3)};
  &::after {
    content: '';
    width: 60%;
    height: 12px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
  }
`;

/** The side menu banners' box (drawn 3:1, as the carousel shows them) while the announcements load. */
export const menuBannerPlaceholder = css`
  aspect-ratio: 3 / 1;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;
