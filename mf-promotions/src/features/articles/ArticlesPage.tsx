// /news and /blog (issue 19; requirements §2 Other labelled screens): the published articles of the kind, newest
// first, paged; `?slug=` opens one. Texts come from the API in the page's language (LO standing in where an article
// has none); the HTML body was sanitised when ops saved it and is sanitised again here before it is shown.
import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentEndpoints, type Article, type ArticleKind, type ArticleSummary } from '@mekong/contracts/content';
import { formatSiteTime, PageFrame, Pager, theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useRemoteProps } from '@mekong/ui/remote';

const list = css`
  display: grid;
  gap: ${theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  & h2 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: ${theme.fontSizes.lg};
  }
  & p {
    margin: ${theme.spacing(2)} 0;
  }
`;

const muted = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const link = css`
  color: ${theme.colors.primary};
  font-weight: 600;
`;

const body = css`
  line-height: 1.6;
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
`;

/** A link inside the site: a real address (open in a new tab works), followed through the shell's router. */
function RouteLink({ to, children }: { to: string; children: string }) {
  const { navigate } = useRemoteProps();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} css={link} onClick={follow}>
      {children}
    </a>
  );
}

const pathOf = (kind: ArticleKind) => (kind === 'NEWS' ? '/news' : '/blog');
const day = (iso: string) => formatSiteTime(iso, 'YYYY/MM/DD') ?? '';

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <li css={card}>
      <h2>{article.title}</h2>
      <time css={muted} dateTime={article.publishedAt}>
        {day(article.publishedAt)}
      </time>
      <p>{article.summary}</p>
      <RouteLink to={`${pathOf(article.kind)}?slug=${encodeURIComponent(article.slug)}`}>
        {t('article_read', { title: article.title })}
      </RouteLink>
    </li>
  );
}

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const articles = useApiQuery(contentEndpoints.articles, (language) => ({ kind, language, pageNo: page }));
  return (
    <QueryContent query={articles}>
      {({ list: items, totalPages }) =>
        items.length === 0 ? (
          <NoData message={t('articles_empty')} />
        ) : (
          <>
            <ul css={list}>
              {items.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={totalPages}
              onChange={setPage}
              labels={{ previous: t('pager_previous'), next: t('pager_next'), page: (n) => t('pager_n', { n }), nav: t('pager_nav') }}
            />
          </>
        )
      }
    </QueryContent>
  );
}

function ArticleBody({ article }: { article: Article }) {
  const html = useMemo(() => DOMPurify.sanitize(article.content), [article.content]);
  return (
    <article css={card} aria-label={article.title}>
      <h2>{article.title}</h2>
      <time css={muted} dateTime={article.publishedAt}>
        {formatSiteTime(article.publishedAt)}
      </time>
      <div css={body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

function ArticleDetail({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { t } = useTranslation();
  const article = useApiQuery(contentEndpoints.article, (language) => ({ kind, slug, language }));
  return (
    <div css={list}>
      <div>
        <RouteLink to={pathOf(kind)}>{t(kind === 'NEWS' ? 'back_to_news' : 'back_to_blog')}</RouteLink>
      </div>
      {/* A slug no published article has (a mistyped, old or unpublished link) says so, not 'load failed'. */}
      <QueryContent
        query={article}
        failureText={(error) => (error.code === 'article-not-found' || error.code === 'bad-request' ? t('article_not_found') : undefined)}
      >
        {(found) => <ArticleBody article={found} />}
      </QueryContent>
    </div>
  );
}

export function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const slug = route.query.slug;
  return (
    <PageFrame title={t(kind === 'NEWS' ? 'news_title' : 'blog_title')}>
      {slug ? <ArticleDetail kind={kind} slug={slug} /> : <ArticleList kind={kind} />}
    </PageFrame>
  );
}
