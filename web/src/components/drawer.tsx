import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { t } from '../lib/i18n';

const loadPanel = () => import('./drawer-panel');
const DrawerPanel = lazy(loadPanel);

/**
 * Mobile slide-in drawer. The trigger is named 'Open menu'; the backdrop carries
 * data-testid="drawer-backdrop". The dialog code loads on first intent, keeping it out of the first load.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The drawer's accessible name: 'Menu' unless given. */
  title?: string;
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          onOpenChange(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-black/5"
      >
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={onOpenChange} title={title ?? t('Menu')} returnFocusTo={trigger}>
            {children}
          </DrawerPanel>
        </Suspense>
      )}
    </>
  );
}
