import { type ReactNode, useEffect, useId, useState } from 'react';
import { t } from '../lib/i18n';

/**
 * The one carousel (home featured posts; events and programs later): advances every `intervalMs`, wraps to the
 * first item, dots to jump (only with more than one item). Pauses while hovered or focused (WCAG 2.2.2);
 * a jump restarts the interval. A reader who prefers reduced motion gets no automatic advance (the dots still work).
 */
export function Carousel<T>({
  items,
  intervalMs,
  label,
  renderItem,
  itemKey,
}: {
  items: readonly T[];
  intervalMs: number;
  /** Accessible name of the carousel region. */
  label: string;
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T): string;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = items.length;
  const current = count ? index % count : 0;
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: current restarts the timer whenever the slide changes, also by hand
  useEffect(() => {
    if (count < 2 || hovered || focused || reduced) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, count, intervalMs, hovered, focused, reduced]);

  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={hovered || focused ? 'polite' : 'off'}>
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            id={`${id}-slide-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{index} of {count}', { index: i + 1, count })}
            hidden={i !== current}
          >
            {/* Only the slide shown and the next one (its image on its way): a carousel of fifty cards is not fifty
                cards of HTML, nor fifty images fetched for hidden slides. */}
            {(i === current || i === (current + 1) % count) && renderItem(item, i)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-4 flex justify-center gap-1" role="group" aria-label={t('Choose a slide')}>
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              aria-label={t('Go to slide {index}', { index: i + 1 })}
              aria-controls={`${id}-slide-${i}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Whether the reader asked for reduced motion (false on the server and until the browser says so). */
function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : undefined;
    if (!query) return;
    setReduced(query.matches);
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
