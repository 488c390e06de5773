import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-brand-200 bg-brand-50 text-brand-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};
const icons = { error: AlertCircle, success: CheckCircle2, info: Info };

/** The one way to show a message: errors are announced (role alert), others politely (role status). */
export function Alert({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${tones[tone]} ${className}`}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A form's error line: renders nothing when there is no message. A message of the catalogue (a schema's rule in
 * common/) shows in the page's language; the API's messages already are in it.
 */
export function FormError({ message, children }: { message?: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert tone="error">
      {t(message)}
      {children}
    </Alert>
  );
}
