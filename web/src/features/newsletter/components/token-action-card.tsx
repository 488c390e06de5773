import { CheckCircle2, Mail, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, FormError } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/**
 * The page a mailed link opens (confirm a subscription, unsubscribe): rendered on the server, one button that
 * makes the call (a GET never changes anything, so link scanners cannot), then the outcome. With JavaScript
 * off the page says the button needs it.
 */
export function TokenActionCard({
  title,
  intro,
  action,
  done,
  run,
  noscript,
}: {
  title: string;
  intro: ReactNode;
  /** The button's label. */
  action: string;
  /** The outcome; `email` is the address the answer names. */
  done: { title: string; text: string; email?: string; footer?: ReactNode };
  /** The call's state: its mutation and how to start it. */
  run: { start(): void; isPending: boolean; isSuccess: boolean; error: unknown; failure: string; retry?: ReactNode };
  noscript: string;
}) {
  if (run.isSuccess) {
    return (
      <Card icon={<CheckCircle2 aria-hidden className="h-6 w-6" />} title={done.title}>
        <div role="status">
          <p className="mt-2 text-sm text-muted">{done.text}</p>
        </div>
        {done.email && <p className="mt-1 text-sm font-medium break-all">{done.email}</p>}
        {done.footer}
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('Back to home')}
        </Link>
      </Card>
    );
  }
  const failed = !!run.error;
  return (
    <Card
      icon={failed ? <XCircle aria-hidden className="h-6 w-6" /> : <Mail aria-hidden className="h-6 w-6" />}
      title={title}
    >
      <p className="mt-2 text-sm text-muted">{intro}</p>
      <noscript>
        <Alert tone="info" className="mt-4 text-left">
          {noscript}
        </Alert>
      </noscript>
      {failed ? (
        <div className="mt-5 space-y-4 text-left">
          <FormError message={errorMessage(run.error, run.failure)} />
          {run.retry}
        </div>
      ) : (
        <Button size="lg" className="mt-6 w-full sm:w-auto" loading={run.isPending} onClick={run.start}>
          {action}
        </Button>
      )}
    </Card>
  );
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="container-page py-12 sm:py-20">
      <div className="card mx-auto max-w-lg px-6 py-10 text-center sm:px-10">
        <span className="mx-auto mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </span>
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </section>
  );
}
