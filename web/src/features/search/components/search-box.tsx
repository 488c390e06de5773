import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_Q_MAX } from '../../../../../common/search';
import { buttonClass } from '../../../components/button';
import { inputClass } from '../../../components/text-field';
import { localized, t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type SearchResult, useSearchSuggestions } from '../api';
import { kindLabel } from './kind-labels';

/** The id of the search page's input: the '/' and Ctrl/Cmd-K shortcut focuses it (search-shortcut.tsx). */
export const SEARCH_INPUT_ID = 'search-q';
/** How long typing pauses before the typeahead asks. */
export const TYPEAHEAD_DELAY_MS = 250;

/** The path of a search: all kinds, or one (`type`). */
export function searchHref(q: string, type = 'all'): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (type !== 'all') params.set('type', type);
  return `/search?${params}`;
}

/**
 * The search page's form: a plain GET to /search with `q` (it works with JavaScript off); with JavaScript the
 * router goes there in place, and a new search starts on the All tab. While typing, a typeahead shows the first
 * results (the ARIA combobox pattern: ArrowDown/ArrowUp move through them, Enter opens the one picked, or the full
 * search when none is, Escape closes the list).
 */
export function SearchBox({ q }: { q: string }) {
  const [value, setValue] = useState(q);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const debounced = useDebouncedValue(value.trim(), TYPEAHEAD_DELAY_MS);
  const suggestions = useSearchSuggestions(debounced, typed);
  const items: SearchResult[] = typed && debounced.length > 0 ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  // Follows the address (a tab, the browser's back button, another search); the list closes.
  useEffect(() => {
    setValue(q);
    setTyped(false);
    setOpen(false);
  }, [q]);
  // New suggestions: none is picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger
  useEffect(() => setActive(-1), [suggestions.data]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(searchHref(value));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : n - 1);
      } else setActive(down ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    } else if (e.key === 'Enter' && expanded && items[active]) {
      e.preventDefault();
      go(items[active].url);
    }
  };

  return (
    <form action={localized('/search')} method="get" role="search" onSubmit={onSubmit} className="flex gap-2">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          name="q"
          role="combobox"
          aria-label={t('Search')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('Search articles, communities, events, startups…')}
          autoComplete="off"
          maxLength={SEARCH_Q_MAX}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={`${inputClass} pl-9`}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {expanded &&
            items.map((r, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves through the options from the input (aria-activedescendant)
              <div
                key={`${r.kind}:${r._id}`}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // The input keeps the focus (and the list stays open) while an option is clicked.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(r.url)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : ''}`}
              >
                <span className="shrink-0 text-xs text-muted">{kindLabel(r.kind)}</span>
                <span className="truncate font-medium">{r.title}</span>
              </div>
            ))}
        </div>
      </div>
      <button type="submit" className={buttonClass('primary', 'md')}>
        {t('Search')}
      </button>
    </form>
  );
}
