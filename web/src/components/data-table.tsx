import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { Button, type ButtonVariant } from './button';

export interface Column<T> {
  /** The header text (also the column's accessible name). */
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
  /** Classes of the column's cells. */
  className?: string;
  /** The cell that names the row (rendered as a row header). */
  rowHeader?: boolean;
}

export interface RowAction {
  /** The visible text. */
  label: string;
  /** The accessible name when the text alone is ambiguous ('Edit Acme'). */
  name?: string;
  icon?: LucideIcon;
  onClick(): void;
  variant?: ButtonVariant;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The one admin table: column headers, one row per item, the row's actions in the last column and one empty
 * line. Wide tables scroll sideways on phones (`className` sets the minimum width).
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  actions,
  empty,
  className = 'min-w-[640px]',
  rowProps,
  label,
}: {
  rows: readonly T[];
  rowKey(row: T): string;
  /** Leave a column out with `false` (e.g. admin-only columns). */
  columns: readonly (Column<T> | false)[];
  actions?: (row: T) => (RowAction | false)[];
  /** Shown in one full-width row when there are no rows. */
  empty: string;
  className?: string;
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  label?: string;
}) {
  const cols = columns.filter((c): c is Column<T> => c !== false);
  const span = cols.length + (actions ? 1 : 0);
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${className}`} aria-label={label}>
        <thead className="border-b border-line bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {cols.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 ${c.align === 'right' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right">
                {t('Actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-4 py-10 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {cols.map((c) => {
                  const cls = `px-4 py-3 ${c.align === 'right' ? 'text-right' : ''} ${c.className ?? ''}`;
                  return c.rowHeader ? (
                    <th key={c.header} scope="row" className={`font-semibold ${cls}`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} className={cls}>
                      {c.cell(row)}
                    </td>
                  );
                })}
                {actions && (
                  <td className="px-4 py-3">
                    <RowActions actions={actions(row)} />
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {actions
        .filter((a): a is RowAction => a !== false)
        .map(({ label, name, icon: Icon, onClick, variant = 'ghost', danger, disabled }) => (
          <Button
            key={label}
            variant={variant}
            size="sm"
            onClick={onClick}
            disabled={disabled}
            aria-label={name}
            className={danger ? 'text-red-700 hover:bg-red-50' : ''}
          >
            {Icon && <Icon aria-hidden className="h-4 w-4" />}
            {label}
          </Button>
        ))}
    </div>
  );
}
