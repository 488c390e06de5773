import { FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth';
import { useDebouncedValue } from '../../communities/use-debounced-value';
import { useCommunityArticles } from '../api';
import { ArticleCard, PendingMark } from './article-card';
import { articlePath } from './paths';
import { SearchField } from '../../../components/search-field';

/**
 * The community page's Articles tab (part 2 screen 6): search, Create Article for signed-in users, cards that open
 * /{articleId}/{slug}, 'Edit Article' on the author's own cards.
 */
export function CommunityArticlesTab({ communityId }: { communityId: string }) {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 350);
  const list = useCommunityArticles(communityId, debounced);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label="Search articles" placeholder="Search articles..." value={search} onChange={setSearch} className="w-full sm:max-w-md" />
        {user && (
          <Link to={`/community/${communityId}/create-article`} className={buttonClass('primary', 'md')}>
            <Plus aria-hidden className="h-4 w-4" /> Create Article
          </Link>
        )}
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner label="Loading articles" />
        </div>
      ) : list.isError ? (
        <FormError message="Failed to load articles" />
      ) : items.length === 0 ? (
        <div className="card px-6 py-12 text-center">
          <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <FileText aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="text-lg font-semibold">No Articles Yet</h2>
          <p className="mt-1 text-sm text-muted">
            {debounced ? 'No articles match your search.' : "Articles written by this community's members will appear here."}
          </p>
        </div>
      ) : (
        <>
          <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {items.map((a) => (
              <li key={a._id} className="flex">
                <ArticleCard
                  article={a}
                  href={articlePath(a)}
                  badge={<PendingMark status={a.status} />}
                  footer={
                    user && a.userId?._id === user._id ? (
                      <Link to={`/community/${communityId}/edit-article/${a._id}`} className={buttonClass('secondary', 'sm')}>
                        <Pencil aria-hidden className="h-3.5 w-3.5" /> Edit Article
                      </Link>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-6 flex flex-col items-center gap-2">
              {list.isFetchNextPageError && <FormError message="Failed to load articles" />}
              <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                Load more
              </Button>
              <p className="text-xs text-muted">
                Showing {items.length} of {total}
              </p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
