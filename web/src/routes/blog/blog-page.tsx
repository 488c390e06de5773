import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { useBlogArticles } from '../../features/articles/api';
import { ArticleCard } from '../../features/articles/components/article-card';
import { BlogFilters, type BlogFilterValues } from '../../features/articles/components/blog-filters';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { pageFromSearch } from '../../lib/paged-list';
import { HydrateLaterEach } from '../../components/hydrate-later';
import { t } from '../../lib/i18n';

/** The blog (screen 13, decision 13): published general articles with search, filters and sort. */
export default function BlogPage() {
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<BlogFilterValues>({ tags: [], author: '', sort: 'recent' });
  const debounced = useDebouncedValue(search.trim(), 350);
  const [params] = useSearchParams();
  // The address's page is where the list starts; any filter starts again from the first page.
  const filtered = !!debounced || filters.tags.length > 0 || !!filters.author || filters.sort !== 'recent';
  const list = useBlogArticles({ search: debounced, ...filters, page: filtered ? 1 : pageFromSearch(params) });

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={pathname.startsWith('/articles') ? t('Articles') : t('Blog')}
        description={t("Insights, stories and news from Africa's founder community.")}
      />

      <BlogFilters search={search} onSearch={setSearch} value={filters} onChange={setFilters} items={list.items} />

      <QueryState
        query={list}
        loading={t('Loading articles')}
        error={t('Failed to load articles')}
        className="py-16"
        isEmpty={() => list.items.length === 0}
        empty={
          <EmptyState icon={FileSearch} title={t('No articles found')}>
            {t('Try adjusting your search or filter criteria')}
          </EmptyState>
        }
      >
        {() => (
          <>
            <h2 className="sr-only">{t('Articles')}</h2>
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={list.isPlaceholderData}
            >
              <HydrateLaterEach items={list.items} keyOf={(a) => a._id}>
                {(a, i) => (
                  <li className="flex">
                    <ArticleCard article={a} href={`/blog/${a._id}`} eager={i === 0} />
                  </li>
                )}
              </HydrateLaterEach>
            </ul>
            <LoadMore list={list} failedText={t('Failed to load articles')} size="md" />
          </>
        )}
      </QueryState>
    </div>
  );
}
