import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';

/** A page's h1 (also the document title) with an optional description and actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** Marks screens that show fixed sample data (part 1 §1, decision 21). */
export function SampleNotice() {
  return (
    <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-accent-400/60 bg-accent-400/10 px-3 py-1 text-xs font-medium text-ink">
      <span className="h-1.5 w-1.5 rounded-full bg-accent-500" aria-hidden />
      {t('Sample data: for illustration only, actions here have no effect')}
    </p>
  );
}
