import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * The one modal (Radix dialog: focus trap, Escape, scroll lock), loaded when first opened: pages that only
 * may show a dialog (a delete confirmation, an edit form) do not load the dialog code until it is needed.
 * Once opened it stays mounted, so closing returns focus as Radix does.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
export type { ModalProps };
