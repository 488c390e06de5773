import * as RadixTabs from '@radix-ui/react-tabs';
import type { MouseEvent, ReactNode } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** When the tab is kept in the address: the tab is a link there, so it also works without JavaScript. */
  href?: string;
}

type Variant = 'pills' | 'segmented' | 'underline' | 'subtle';

const LIST: Record<Variant, string> = {
  pills: 'flex flex-wrap gap-1',
  segmented: 'inline-flex rounded-lg border border-line bg-surface p-1',
  underline: 'flex gap-1 border-b border-line',
  subtle: 'inline-flex flex-wrap gap-1 rounded-lg bg-canvas p-1',
};
const TRIGGER: Record<Variant, string> = {
  pills: 'rounded-lg px-3 py-1.5 text-sm font-medium text-muted hover:bg-black/5 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
  segmented:
    'rounded-md px-3 py-1.5 text-sm font-medium text-muted hover:bg-black/5 sm:px-4 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
  underline:
    '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
  subtle:
    'rounded-md px-3 py-1 text-sm font-medium capitalize text-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
};

/**
 * The one tabs component (Radix: roles, arrow keys, roving focus). Controlled: `value` and `onValueChange`;
 * `children` is the active tab's panel (leave it out when the tabs only filter what follows them).
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onValueChange,
  variant = 'pills',
  className = '',
  listClassName = '',
  children,
}: {
  /** The accessible name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange(value: NoInfer<V>): void;
  variant?: Variant;
  className?: string;
  listClassName?: string;
  children?: ReactNode;
}) {
  // Radix activates on mouse down and keys; a click alone (assistive technology, tests) selects too.
  const select = (v: V) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (v !== value) onValueChange(v);
  };
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as V)} activationMode="manual" className={className}>
      <RadixTabs.List aria-label={label} className={`${LIST[variant]} ${listClassName}`}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} asChild>
            {t.href ? (
              <a href={t.href} onClick={select(t.value)} className={TRIGGER[variant]}>
                {t.label}
              </a>
            ) : (
              <button type="button" onClick={select(t.value)} className={TRIGGER[variant]}>
                {t.label}
              </button>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children !== undefined && <RadixTabs.Content value={value}>{children}</RadixTabs.Content>}
    </RadixTabs.Root>
  );
}
