// The promotions remote's pages by route path: /promotions comes with the remote; the articles (/news, /blog) and the
// app download guide (/appDownload, issue 19) are each fetched in their own chunk when first opened.
import { Fragment, type ReactNode } from 'react';
import { lazyPage, useRemoteProps } from '@mekong/ui/remote';
import { PromotionsPage } from './features/promotions/PromotionsPage';

const ArticlesPage = lazyPage(() => import('./features/articles/ArticlesPage').then((m) => m.ArticlesPage));
const AppGuidePage = lazyPage(() => import('./features/app-guide/AppGuidePage').then((m) => m.AppGuidePage));

function pageFor(path: string): ReactNode {
  switch (path) {
    case '/news':
      return <ArticlesPage kind="NEWS" />;
    case '/blog':
      return <ArticlesPage kind="BLOG" />;
    case '/appDownload':
      return <AppGuidePage />;
    default:
      return <PromotionsPage />;
  }
}

export function PromotionsApp() {
  const { route } = useRemoteProps();
  // Keyed by path, so each page starts with fresh state when the route changes.
  return <Fragment key={route.path}>{pageFor(route.path)}</Fragment>;
}
