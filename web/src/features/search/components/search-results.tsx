import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { HydrateLaterEach } from '../../../components/hydrate-later';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { msg, t } from '../../../lib/i18n';
import { type SearchResult, type SearchType, useSearchResults } from '../api';
import { kindLabel } from './kind-labels';

const FAILED = msg('Search failed. Please try again.');

/** The results of a search, best first, with 'Load more' (real `?page=` links); 'No results' with a hint. */
export function SearchResults({ q, type, page }: { q: string; type: SearchType; page: number }) {
  const list = useSearchResults(q, type, page);
  return (
    <QueryState
      query={list}
      loading={t('Searching')}
      error={t(FAILED)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={SearchX} title={t('No results for "{q}"', { q: q.trim() })}>
          {type === 'all' ? t('Try fewer or shorter words.') : t('Try fewer or shorter words, or look in All.')}
        </EmptyState>
      }
    >
      {() => (
        <>
          <h2 className="sr-only">{t('Results')}</h2>
          <ul
            className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
            data-testid="search-results"
          >
            <HydrateLaterEach items={list.items} keyOf={(r) => `${r.kind}:${r._id}`}>
              {(r) => <ResultRow result={r} />}
            </HydrateLaterEach>
          </ul>
          <LoadMore list={list} failedText={t(FAILED)} size="md" />
        </>
      )}
    </QueryState>
  );
}

function ResultRow({ result: r }: { result: SearchResult }) {
  return (
    <li className="card p-4" data-testid="search-result" data-kind={r.kind}>
      <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-muted">
        <span>{kindLabel(r.kind)}</span>
        <span aria-hidden>·</span>
        <time dateTime={r.date}>{formatDate(r.date)}</time>
        {r.past && <StatusBadge status="past" label={t('Past')} tone="muted" />}
      </p>
      <Link to={r.url} className="mt-1 block font-semibold break-words hover:text-brand-700">
        {r.title}
      </Link>
      <p
        className="mt-1 text-sm text-muted break-words [&_mark]:rounded-sm [&_mark]:bg-accent-400/30 [&_mark]:px-0.5 [&_mark]:text-ink"
        // Safe: the server escapes the whole excerpt and adds only <mark>…</mark> around matched words
        // (common/search.ts `highlight`; decisions.md 'Search (issue 18, server)').
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <mark> is its only markup
        dangerouslySetInnerHTML={{ __html: r.excerpt }}
      />
    </li>
  );
}
