import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

const chip = (on: boolean) =>
  `inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
    on ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink hover:bg-canvas'
  }`;

/** The address of the directory filtered by an industry (none: every industry); the page starts again at 1. */
export const industryHref = (industry?: string) =>
  industry ? `/startup?${new URLSearchParams({ industry })}` : '/startup';

/**
 * The directory's industry chips (part 3 §2.8): 'All Industries', then each industry with its count. They are
 * links (`?industry=`), so the filter lives in the address and works without JavaScript.
 */
export function IndustryChips({
  industries,
  active,
}: {
  industries: readonly { industry: string; count?: number }[];
  active: string | undefined;
}) {
  return (
    <nav aria-label={t('Industries')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={industryHref()} className={chip(!active)} aria-current={!active ? 'page' : undefined}>
            {t('All Industries')}
          </Link>
        </li>
        {industries.map(({ industry, count }) => {
          const on = active === industry;
          return (
            <li key={industry}>
              <Link to={industryHref(industry)} className={chip(on)} aria-current={on ? 'page' : undefined}>
                {industry}
                {count !== undefined && (
                  <span className={`text-xs ${on ? 'text-white/80' : 'text-muted'}`}>
                    <span aria-hidden>{count}</span>
                    <span className="sr-only">
                      {t('({count, plural, one {# startup} other {# startups}})', { count })}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
