import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** Layout of the static legal pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-muted">{t('Last updated June 7, 2025')}</p>
      <div className="mt-8 space-y-6 text-[15px] leading-relaxed [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_p]:text-muted [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ul]:text-muted">
        {children}
      </div>
    </article>
  );
}
