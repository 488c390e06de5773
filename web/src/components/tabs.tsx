import { type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { localized } from '../lib/i18n';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /**
   * When the tab is kept in the address: the tab is a link there, so it also works without JavaScript. A path as the
   * router names it ('/search?type=events'): the link leads to it in the page's language.
   */
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
  pills:
    'rounded-lg px-3 py-1.5 text-sm font-medium text-muted hover:bg-black/5 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
  segmented:
    'rounded-md px-3 py-1.5 text-sm font-medium text-muted hover:bg-black/5 sm:px-4 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
  underline:
    '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
  subtle:
    'rounded-md px-3 py-1 text-sm font-medium capitalize text-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
};

/**
 * The one tabs component (the WAI-ARIA tabs pattern: roles, arrow keys, roving focus, manual activation; written
 * here rather than with Radix, whose tabs and shared primitives cost ~10 KB gzip on the public community pages).
 * Controlled: `value` and `onValueChange`; `children` is the active tab's panel (leave it out when the tabs only
 * filter what follows them).
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
  const id = useId();
  const triggerId = (v: string) => `${id}-trigger-${v}`;
  const panelId = (v: string) => `${id}-content-${v}`;
  const select = (v: V) => {
    if (v !== value) onValueChange(v);
  };
  // A plain click selects; a click that opens a new tab or window is left to the browser (links).
  const onClick = (v: V) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    select(v);
  };
  // Arrow keys, Home and End move the focus along the list (wrapping); Enter and Space select the focused tab.
  const onKeyDown = (v: V) => (e: KeyboardEvent<HTMLElement>) => {
    const tabs = [...(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(e.currentTarget);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      tabs[(to + tabs.length) % tabs.length]?.focus();
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      select(v);
    }
  };
  return (
    <div dir="ltr" data-orientation="horizontal" className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={`${LIST[variant]} ${listClassName}`}
      >
        {items.map((t) => {
          const active = t.value === value;
          const props = {
            role: 'tab',
            id: triggerId(t.value),
            'aria-selected': active,
            'aria-controls': active && children !== undefined ? panelId(t.value) : undefined,
            'data-state': active ? 'active' : 'inactive',
            'data-orientation': 'horizontal',
            tabIndex: active ? 0 : -1,
            onClick: onClick(t.value),
            onKeyDown: onKeyDown(t.value),
            className: TRIGGER[variant],
          } as const;
          return t.href ? (
            <a key={t.value} href={t.href.startsWith('/') ? localized(t.href) : t.href} {...props}>
              {t.label}
            </a>
          ) : (
            <button key={t.value} type="button" {...props}>
              {t.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={triggerId(value)}
          data-state="active"
          data-orientation="horizontal"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern)
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
