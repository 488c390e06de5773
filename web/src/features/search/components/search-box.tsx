import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_Q_MAX } from '../../../../../common/search';
import { buttonClass } from '../../../components/button';
import { inputClass } from '../../../components/text-field';

/** The id of the search page's input: the '/' and Ctrl/Cmd-K shortcut focuses it (search-shortcut.tsx). */
export const SEARCH_INPUT_ID = 'search-q';

/** The path of a search: all kinds, or one (`type`). */
export function searchHref(q: string, type = 'all'): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (type !== 'all') params.set('type', type);
  return `/search?${params}`;
}

/**
 * The search page's form: a plain GET to /search with `q` (it works with JavaScript off); with JavaScript the
 * router goes there in place. A new search starts on the All tab.
 */
export function SearchBox({ q }: { q: string }) {
  const [value, setValue] = useState(q);
  const navigate = useNavigate();
  // Follows the address (a tab, the browser's back button, another search).
  useEffect(() => setValue(q), [q]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(searchHref(value));
  };

  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className="flex gap-2">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          name="q"
          aria-label="Search"
          placeholder="Search articles, communities, events, startups…"
          autoComplete="off"
          maxLength={SEARCH_Q_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'md')}>
        Search
      </button>
    </form>
  );
}
