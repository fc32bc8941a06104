// Emotion ThemeProvider plus the base page styles every Mekong page shares, on one emotion cache for the whole page
// whose style tags carry the page's Content-Security-Policy nonce.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

let pageCache: EmotionCache | undefined;

/**
 * The shell and every remote (each parcel is a React root of its own, out of reach of the shell's context) render
 * through this one cache, since @mekong/ui is a shared singleton. Its style tags carry the nonce the server put in
 * index.html's csp-nonce meta (read from the `nonce` property: browsers hide the attribute from page scripts'
 * getAttribute and from CSS selectors); without one (dev servers, tests) they carry none, as emotion's default does.
 */
function emotionCache(): EmotionCache {
  pageCache ??= createCache({
    key: 'css',
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
  });
  return pageCache;
}

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
    <CacheProvider value={emotionCache()}>
      <ThemeProvider theme={theme}>
        {withGlobalStyles && <Global styles={baseStyles} />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
