import { X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { t } from '../lib/i18n';
import { Alert } from './alert';

type ToastTone = 'success' | 'error' | 'info';
interface ToastState {
  id: number;
  tone: ToastTone;
  text: string;
}

const DISMISS_MS = 5000;

/**
 * A non-blocking alert (instead of window.alert): `show(tone, text)` displays one message at the bottom of the
 * screen for a few seconds; render the returned element once in the page.
 */
export function useToast(): [ReactNode, (tone: ToastTone, text: string) => void] {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((tone: ToastTone, text: string) => setToast({ id: Date.now(), tone, text }), []);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), DISMISS_MS);
    return () => clearTimeout(t);
  }, [toast]);
  const node = toast ? (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <div className="pointer-events-auto relative w-full max-w-md rounded-lg bg-surface shadow-lg" data-testid="toast">
        <Alert tone={toast.tone} className="pr-10">
          {toast.text}
        </Alert>
        <button
          type="button"
          aria-label={t('Dismiss')}
          onClick={() => setToast(null)}
          className="absolute top-1.5 right-1.5 inline-flex h-7 w-7 items-center justify-center rounded-md text-muted hover:bg-black/5"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </div>
  ) : null;
  return [node, show];
}
