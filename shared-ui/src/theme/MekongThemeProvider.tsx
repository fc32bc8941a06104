// Emotion ThemeProvider plus the base page styles every Mekong page shares.
import { Global, ThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const baseStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.5;
  }
  body:lang(lo) {
    font-family: ${theme.fonts.lao};
  }
  body:lang(zh) {
    font-family: ${theme.fonts.chinese};
  }
  a {
    color: ${theme.colors.primary};
  }
  img {
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

export interface MekongThemeProviderProps {
  children: ReactNode;
  /** Set false inside a remote mounted in the shell, which already injects the base styles. */
  withGlobalStyles?: boolean;
}

export function MekongThemeProvider({ children, withGlobalStyles = true }: MekongThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles && <Global styles={baseStyles} />}
      {children}
    </ThemeProvider>
  );
}
