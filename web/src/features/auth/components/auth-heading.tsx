import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';

export function AuthHeading({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-6 text-center">
      {icon && (
        <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </span>
      )}
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <p className="mt-2 text-sm text-muted">{children}</p>}
    </div>
  );
}

const MARK = '\u0001';

/**
 * A sentence of the catalogue with its one `{email}` in bold, whole in every language (the words around the
 * address may move): `withEmail(msg('We sent a verification link to {email}.'), email)`.
 */
export function withEmail(id: string, email: string): ReactNode {
  const [before, after = ''] = t(id, { email: MARK }).split(MARK);
  return (
    <>
      {before}
      <strong className="font-semibold text-ink">{email}</strong>
      {after}
    </>
  );
}
