import { ChevronDown, FileSearch, Filter } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { splitTags } from '../../../../common/articles';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { inputClass } from '../../components/text-field';
import { type ArticleCard as ArticleCardData, useBlogArticles } from '../../features/articles/api';
import { ArticleCard } from '../../features/articles/components/article-card';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fullName } from '../../lib/format';
import { SearchField } from '../../components/search-field';
import { pageFromSearch } from '../../lib/paged-list';

type Sort = 'recent' | 'popular';

/** Remembers every tag and author seen in loaded articles, so filtering does not empty the choices. */
function useSeenOptions(items: ArticleCardData[]) {
  const [tags, setTags] = useState<Map<string, string>>(new Map());
  const [authors, setAuthors] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    setTags((old) => {
      let next: Map<string, string> | null = null;
      for (const a of items)
        for (const t of splitTags(a.tag)) {
          const key = t.toLowerCase();
          if (!old.has(key) && !next?.has(key)) (next ??= new Map(old)).set(key, t);
        }
      return next ?? old;
    });
    setAuthors((old) => {
      let next: Map<string, string> | null = null;
      for (const a of items) {
        const u = a.userId;
        if (u && !old.has(u._id) && !next?.has(u._id)) (next ??= new Map(old)).set(u._id, fullName(u) || 'Unknown author');
      }
      return next ?? old;
    });
  }, [items]);
  const tagList = useMemo(() => [...tags.entries()].sort((a, b) => a[1].localeCompare(b[1])), [tags]);
  const authorList = useMemo(() => [...authors.entries()].sort((a, b) => a[1].localeCompare(b[1])), [authors]);
  return { tagList, authorList };
}

/** The blog (screen 13, decision 13): published general articles with search, filters and sort. */
export default function BlogPage() {
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [author, setAuthor] = useState('');
  const [sort, setSort] = useState<Sort>('recent');
  const debounced = useDebouncedValue(search.trim(), 350);
  const [params] = useSearchParams();
  // The address's page is where the list starts; any filter starts again from the first page.
  const filtered = !!debounced || tags.length > 0 || !!author || sort !== 'recent';
  const list = useBlogArticles({ search: debounced, tags, author, sort, page: filtered ? 1 : pageFromSearch(params) });
  const { tagList, authorList } = useSeenOptions(list.items);
  const panelId = useId();
  const toggleTag = (key: string) => setTags((t) => (t.includes(key) ? t.filter((x) => x !== key) : [...t, key]));
  const activeFilters = tags.length + (author ? 1 : 0);

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={pathname.startsWith('/articles') ? 'Articles' : 'Blog'}
        description="Insights, stories and news from Africa's founder community."
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField label="Search articles" placeholder="Search articles..." value={search} onChange={setSearch} className="flex-1" />
        <Button variant="secondary" aria-expanded={showFilters} aria-controls={panelId} onClick={() => setShowFilters((s) => !s)}>
          <Filter aria-hidden className="h-4 w-4" />
          {showFilters ? 'Hide Filters' : 'Show Filters'}
          {activeFilters > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white" aria-label={`${activeFilters} active`}>
              {activeFilters}
            </span>
          )}
          <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${showFilters ? 'rotate-180' : ''}`} />
        </Button>
      </div>

      <div id={panelId} hidden={!showFilters} className="card mb-6 p-4 sm:p-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Tags</legend>
          {tagList.length === 0 ? (
            <p className="text-sm text-muted">No tags yet.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {tagList.map(([key, label]) => {
                const on = tags.includes(key);
                return (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleTag(key)}
                    className={`rounded-full border px-3 py-1 text-sm ${
                      on ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'
                    }`}
                  >
                    {label}
                  </button>
                );
              })}
            </div>
          )}
        </fieldset>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-semibold">
            Author
            <select value={author} onChange={(e) => setAuthor(e.target.value)} className={`${inputClass} mt-1.5 font-normal`}>
              <option value="">All Authors</option>
              {authorList.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold">
            Sort by
            <select value={sort} onChange={(e) => setSort(e.target.value as Sort)} className={`${inputClass} mt-1.5 font-normal`}>
              <option value="recent">Most Recent</option>
              <option value="popular">Most Popular</option>
            </select>
          </label>
        </div>
        {activeFilters > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() => {
              setTags([]);
              setAuthor('');
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      <QueryState
        query={list}
        loading="Loading articles"
        error="Failed to load articles"
        className="py-16"
        isEmpty={() => list.items.length === 0}
        empty={
          <EmptyState icon={FileSearch} title="No articles found">
            Try adjusting your search or filter criteria
          </EmptyState>
        }
      >
        {() => (
          <>
            <h2 className="sr-only">Articles</h2>
            <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
              {list.items.map((a, i) => (
                <li key={a._id} className="flex">
                  <ArticleCard article={a} href={`/blog/${a._id}`} eager={i === 0} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} failedText="Failed to load articles" size="md" />
          </>
        )}
      </QueryState>
    </div>
  );
}
