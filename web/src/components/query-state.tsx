import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormError } from './alert';
import { Spinner } from './spinner';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * The one loading / error / empty block of a query: a labelled spinner while it loads, the screen's failure
 * text when it fails, `empty` when `isEmpty(data)`, else `children(data)`.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  size = 'md',
  className = 'p-10',
  errorClassName,
  children,
}: {
  query: QueryLike<T>;
  /** The spinner's accessible label, e.g. 'Loading articles'. */
  loading: string;
  /** The failure text (shown as an alert). */
  error: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  size?: 'sm' | 'md';
  /** Padding of the loading block. */
  className?: string;
  /** A wrapper for the failure alert (e.g. padding inside a card). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={`flex justify-center text-brand-600 ${className}`}>
        <Spinner size={size} label={loading} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const alert = <FormError message={error} />;
    return errorClassName ? <div className={errorClassName}>{alert}</div> : alert;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The empty state of a list: an optional icon and heading over a line of text, on a card unless `bare`. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  bare = false,
  round = false,
  page = false,
  className = '',
}: {
  icon?: LucideIcon;
  title?: string;
  /** The state is the whole page (a missing item's page): its title is the page's h1. */
  page?: boolean;
  children?: ReactNode;
  bare?: boolean;
  /** The icon in a round tinted badge rather than plain. */
  round?: boolean;
  className?: string;
}) {
  return (
    <div className={`${bare ? '' : 'card'} px-6 ${title || Icon ? 'py-12' : 'py-10'} text-center ${className}`}>
      {Icon &&
        (round ? (
          <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden className="h-6 w-6" />
          </span>
        ) : (
          <Icon aria-hidden className="mx-auto mb-3 h-10 w-10 text-muted" />
        ))}
      {title &&
        (page ? (
          <h1 className="text-lg font-semibold">{title}</h1>
        ) : (
          <h2 className="text-lg font-semibold">{title}</h2>
        ))}
      {children && <div className={`text-sm text-muted ${title ? 'mt-1' : ''}`}>{children}</div>}
    </div>
  );
}
