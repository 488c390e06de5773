import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg, t } from '../lib/i18n';
import { pageCount } from '../lib/paged-list';
import { buttonClass } from './button';
import { usePageHref } from './page-link';
import { RichText } from './rich-text';

/**
 * Numbered pages under a table: 'Page 2 of 5 · 93 articles', Previous and Next. The buttons are links to
 * `?page=N` (other parameters kept), followed by client-side navigation, so they work without JavaScript too.
 */
export function Pager({
  page,
  total,
  limit,
  noun,
  param = 'page',
}: {
  page: number;
  total: number;
  limit: number;
  /** What is counted, singular and plural, in the page's language: [t('article'), t('articles')]. */
  noun: readonly [string, string];
  param?: string;
}) {
  const href = usePageHref(param);
  const pages = pageCount(total, limit);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm">
      <p className="text-muted">
        {total === 0 ? (
          `0 ${noun[1]}`
        ) : (
          <RichText
            text={msg('Page {page} of {pages} · {total} {noun}')}
            values={{ page, pages, total, noun: total === 1 ? noun[0] : noun[1] }}
          />
        )}
      </p>
      <nav aria-label={t('Pagination')} className="flex gap-2">
        <PageLink to={page > 1 ? href(page - 1) : null} label={t('Previous page')}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">{t('Previous')}</span>
        </PageLink>
        <PageLink to={page < pages ? href(page + 1) : null} label={t('Next page')}>
          <span className="hidden sm:inline">{t('Next')}</span> <ChevronRight aria-hidden className="h-4 w-4" />
        </PageLink>
      </nav>
    </div>
  );
}

function PageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const cls = buttonClass('secondary', 'sm');
  if (!to) {
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: a page link that leads nowhere is shown disabled and left out of the tab order
      <span role="link" aria-disabled="true" aria-label={label} className={`${cls} cursor-not-allowed opacity-60`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} preventScrollReset className={cls}>
      {children}
    </Link>
  );
}
