import { Search, X } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import {
  SEARCH_QUERY_MAX,
  SEARCH_SIMILAR_DEBOUNCE_MS,
  STARTUP_LABELS,
  SUGGESTIONS_MAX,
} from '../../../../../common/startups';
import { EmptyState, QueryState } from '../../../components/query-state';
import { inputClass } from '../../../components/text-field';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchSimilar, useSimilarSuggestions } from '../api';
import { StartupCard } from './startup-card';

/** The address parameter of Search Similar's text (the form's GET without JavaScript, and chip links). */
export const SEARCH_PARAM = 'q';

/**
 * 'Search Similar' (part 3 §2.9, §5, §9): a search box debounced 300 ms that runs only on non-blank text and
 * shows at most 8 startups, suggestion chips that fill it, and a clear control. Without JavaScript the box is a
 * GET form and the chips are links (`?q=`), answered by the server's render.
 */
export function SearchSimilar({ startupId, initial = '' }: { startupId: string; initial?: string }) {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedValue(text, SEARCH_SIMILAR_DEBOUNCE_MS);
  const q = debounced.trim();
  const results = useSearchSimilar(startupId, q);
  const suggestions = useSimilarSuggestions(startupId);
  const inputId = useId();
  const chips = (suggestions.data ?? []).slice(0, SUGGESTIONS_MAX);
  const pick = (chip: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setText(chip);
  };

  return (
    <section id="search-similar" aria-labelledby={`${inputId}-title`} className="card p-5 sm:p-6">
      <h2 id={`${inputId}-title`} className="mb-3 text-lg font-bold">
        {t(STARTUP_LABELS.searchSimilar)}
      </h2>
      <form method="get" action="#search-similar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          {t('Search similar startups')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            name={SEARCH_PARAM}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('Search by product, market or technology...')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={`${inputClass} pr-10 pl-9`}
          />
          {text && (
            <button
              type="button"
              aria-label={t('Clear search')}
              onClick={() => setText('')}
              className="absolute top-1/2 right-1.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-black/5"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          )}
        </div>
        <noscript>
          <button type="submit" className="mt-2 text-sm font-medium text-brand-700 underline">
            {t('Search')}
          </button>
        </noscript>
      </form>
      {chips.length > 0 && (
        <ul aria-label={t('Suggestions')} className="mt-3 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip}>
              <a
                href={`?${new URLSearchParams({ [SEARCH_PARAM]: chip })}#search-similar`}
                onClick={pick(chip)}
                aria-current={q.toLowerCase() === chip.toLowerCase() ? 'true' : undefined}
                className="inline-flex rounded-full border border-line bg-canvas px-3 py-1 text-xs font-medium text-ink hover:border-brand-500 hover:text-brand-700 aria-[current]:border-brand-600 aria-[current]:bg-brand-50"
              >
                {chip}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4" aria-live="polite">
        {q && (
          <QueryState
            query={results}
            loading={t('Searching similar startups')}
            error={t('Search failed')}
            isEmpty={(rows) => rows.length === 0}
            empty={<EmptyState bare>{t('No similar startups found for “{query}”.', { query: q })}</EmptyState>}
            className="p-6"
          >
            {(rows) => (
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="search-similar-results">
                {rows.map((s) => (
                  <StartupCard key={s._id} startup={s} compact />
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </div>
    </section>
  );
}
