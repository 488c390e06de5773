import { BookOpen, FileText, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MY_ARTICLE_STATUS_LABELS, OWN_CONTENT_MESSAGES as M } from '../../../../../common/own-content';
import { buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type MyArticle, useMyArticles } from '../api';

/** The member's community articles in every status, newest first, with Read and Edit (issue 17). */
export function MyArticles({
  page,
  write,
}: {
  page: number;
  /** 'Write an article', offered again in the empty state. */
  write: ReactNode;
}) {
  const list = useMyArticles(page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your articles')}
      error={t(M.articlesFailed)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={FileText} title={t(M.articlesEmpty)} round>
          <p>
            {t('Share what you learned with a community you belong to. An article is published once it is approved.')}
          </p>
          <div className="mt-4 flex justify-center">{write}</div>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching || undefined} data-testid="my-articles">
            {list.items.map((a) => (
              <MyArticleRow key={a._id} article={a} />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(M.articlesFailed)} />
        </>
      )}
    </QueryState>
  );
}

function MyArticleRow({ article: a }: { article: MyArticle }) {
  const edited = a.updatedAt.slice(0, 10) !== a.createdAt.slice(0, 10);
  return (
    <li
      className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="my-article"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold break-words">
            <Link to={a.path} className="hover:text-brand-700 hover:underline">
              {a.title}
            </Link>
          </h2>
          <StatusBadge status={a.status} label={t(MY_ARTICLE_STATUS_LABELS[a.status])} />
        </div>
        <p className="text-sm text-muted">
          <Link to={`/community/${a.community._id}`} className="hover:underline">
            {a.community.name}
          </Link>{' '}
          · <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
          {edited && ` · ${t('Updated {date}', { date: formatDate(a.updatedAt) })}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={a.path} className={buttonClass('secondary', 'sm')}>
          <BookOpen aria-hidden className="h-3.5 w-3.5" /> {t('Read')}
          <span className="sr-only"> {a.title}</span>
        </Link>
        <Link to={a.editPath} className={buttonClass('secondary', 'sm')}>
          <Pencil aria-hidden className="h-3.5 w-3.5" /> {t('Edit')}
          <span className="sr-only"> {a.title}</span>
        </Link>
      </div>
    </li>
  );
}
