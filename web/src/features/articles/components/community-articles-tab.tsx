import { FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCommunityArticles } from '../api';
import { ArticleCard, PendingMark } from './article-card';
import { articlePath } from './paths';

/**
 * The community page's Articles tab (part 2 screen 6): search, Create Article for signed-in users, cards that open
 * /{articleId}/{slug}, 'Edit Article' on the author's own cards.
 */
export function CommunityArticlesTab({ communityId }: { communityId: string }) {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 350);
  const list = useCommunityArticles(communityId, debounced);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={t('Search articles')}
          placeholder={t('Search articles...')}
          value={search}
          onChange={setSearch}
          className="w-full sm:max-w-md"
        />
        {user && (
          <Link to={`/community/${communityId}/create-article`} className={buttonClass('primary', 'md')}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Article')}
          </Link>
        )}
      </div>

      <QueryState
        query={list}
        loading={t('Loading articles')}
        error={t('Failed to load articles')}
        isEmpty={() => list.items.length === 0}
        empty={
          <EmptyState icon={FileText} round title={t('No Articles Yet')}>
            {debounced
              ? t('No articles match your search.')
              : t("Articles written by this community's members will appear here.")}
          </EmptyState>
        }
      >
        {() => (
          <>
            <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {list.items.map((a) => (
                <li key={a._id} className="flex">
                  <ArticleCard
                    article={a}
                    href={articlePath(a)}
                    badge={<PendingMark status={a.status} />}
                    footer={
                      user && a.userId?._id === user._id ? (
                        <Link
                          to={`/community/${communityId}/edit-article/${a._id}`}
                          className={buttonClass('secondary', 'sm')}
                        >
                          <Pencil aria-hidden className="h-3.5 w-3.5" /> {t('Edit Article')}
                        </Link>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            <LoadMore list={list} failedText={t('Failed to load articles')} param="articles" />
          </>
        )}
      </QueryState>
    </div>
  );
}
