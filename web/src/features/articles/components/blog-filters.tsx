import { ChevronDown, Filter } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { SearchField } from '../../../components/search-field';
import { inputClass } from '../../../components/text-field';
import { t } from '../../../lib/i18n';
import type { ArticleCard } from '../api';
import { useSeenOptions } from '../use-seen-options';

export interface BlogFilterValues {
  /** Lower-case tags; any of them matches. */
  tags: string[];
  author: string;
  sort: 'recent' | 'popular';
}

/**
 * The blog's search box and its filter panel (screen 13): tags and authors seen in the loaded articles,
 * and the sort order.
 */
export function BlogFilters({
  search,
  onSearch,
  value,
  onChange,
  items,
}: {
  search: string;
  onSearch(search: string): void;
  value: BlogFilterValues;
  onChange(next: BlogFilterValues): void;
  /** The loaded articles, whose tags and authors become the choices. */
  items: ArticleCard[];
}) {
  const [showFilters, setShowFilters] = useState(false);
  const { tagList, authorList } = useSeenOptions(items);
  const panelId = useId();
  const toggleTag = (key: string) =>
    onChange({ ...value, tags: value.tags.includes(key) ? value.tags.filter((x) => x !== key) : [...value.tags, key] });
  const activeFilters = value.tags.length + (value.author ? 1 : 0);

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('Search articles')}
          placeholder={t('Search articles...')}
          value={search}
          onChange={onSearch}
          className="flex-1"
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={panelId}
          onClick={() => setShowFilters((s) => !s)}
        >
          <Filter aria-hidden className="h-4 w-4" />
          {showFilters ? t('Hide Filters') : t('Show Filters')}
          {activeFilters > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {activeFilters}
              <span className="sr-only"> {t('active')}</span>
            </span>
          )}
          <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${showFilters ? 'rotate-180' : ''}`} />
        </Button>
      </div>

      <div id={panelId} hidden={!showFilters} className="card mb-6 p-4 sm:p-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('Tags')}</legend>
          {tagList.length === 0 ? (
            <p className="text-sm text-muted">{t('No tags yet.')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {tagList.map(([key, label]) => {
                const on = value.tags.includes(key);
                return (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleTag(key)}
                    className={`rounded-full border px-3 py-1 text-sm ${
                      on
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-line bg-surface text-ink hover:bg-canvas'
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
            {t('Author')}
            <select
              value={value.author}
              onChange={(e) => onChange({ ...value, author: e.target.value })}
              className={`${inputClass} mt-1.5 font-normal`}
            >
              <option value="">{t('All Authors')}</option>
              {authorList.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold">
            {t('Sort by')}
            <select
              value={value.sort}
              onChange={(e) => onChange({ ...value, sort: e.target.value === 'popular' ? 'popular' : 'recent' })}
              className={`${inputClass} mt-1.5 font-normal`}
            >
              <option value="recent">{t('Most Recent')}</option>
              <option value="popular">{t('Most Popular')}</option>
            </select>
          </label>
        </div>
        {activeFilters > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() => onChange({ ...value, tags: [], author: '' })}
          >
            {t('Clear filters')}
          </Button>
        )}
      </div>
    </>
  );
}
