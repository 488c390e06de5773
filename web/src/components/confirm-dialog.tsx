import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { FormError } from './alert';
import { Button } from './button';
import { Modal } from './modal';

/** The one confirmation dialog: a question, Cancel, and a confirm button that shows progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  danger = true,
  error,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  danger?: boolean;
  /** Shown above the buttons when the action failed. */
  error?: string | null;
}) {
  return (
    <Modal open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={title} description={description} size="sm">
      {error && (
        <div className="mb-4">
          <FormError message={error} />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
