import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { t } from '../lib/i18n';

/** The drawer itself (Radix dialog: focus trap, Escape, closes on a tap outside). Loaded on first use. */
export default function DrawerPanel({
  open,
  onOpenChange,
  title,
  children,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="drawer-backdrop" className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl animate-drawer-in focus:outline-none"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={t('Close menu')}
              className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-black/5"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
