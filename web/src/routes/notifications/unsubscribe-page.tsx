import { CheckCircle2, Mail, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NOTIFICATION_TYPES, type NotificationType, TYPE_LABELS } from '../../../../common/notifications';
import { FormError } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { RichText } from '../../components/rich-text';
import { oneClickUnsubscribePath, useOneClickUnsubscribe } from '../../features/notifications/api';
import { API_BASE, errorMessage } from '../../lib/api-client';
import { useHead } from '../../lib/head';
import { msg, t } from '../../lib/i18n';

const FAILED = msg('This unsubscribe link is not valid.');

/** What the link stops: a type's label in quotes, or the digest. */
function describe(type: string): string {
  if (type === 'digest') return t('the digest');
  if ((NOTIFICATION_TYPES as readonly string[]).includes(type))
    return t('emails about ‘{type}’', { type: t(TYPE_LABELS[type as NotificationType]) });
  return t('these emails');
}

/**
 * /notifications/unsubscribe/{token}/{type} (issue 17): every notification mail and digest links here. A GET
 * never unsubscribes: the button POSTs the one-click call (RFC 8058). With JavaScript off, the same button
 * submits a plain form (`List-Unsubscribe=One-Click`, form-encoded) to the API, which answers the outcome.
 */
export default function NotificationUnsubscribePage() {
  const { token = '', type = '' } = useParams();
  const unsubscribe = useOneClickUnsubscribe();
  const what = describe(type);
  // ?done=1: the form was posted with JavaScript off and the server sent the browser back here.
  const [search] = useSearchParams();
  useHead({ title: t('Unsubscribe'), description: t('Stop receiving these notification emails.') });

  if (unsubscribe.isSuccess || search.get('done') === '1') {
    return (
      <Card icon={<CheckCircle2 aria-hidden className="h-6 w-6" />} title={t('You are unsubscribed')}>
        <div role="status">
          <p className="mt-2 text-sm text-muted">
            {unsubscribe.data?.message ?? t('You will no longer receive {what} at this address.', { what })}
          </p>
        </div>
        <Link to="/user/subscription" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('Email preferences')}
        </Link>
      </Card>
    );
  }
  const failed = unsubscribe.isError;
  return (
    <Card
      icon={failed ? <XCircle aria-hidden className="h-6 w-6" /> : <Mail aria-hidden className="h-6 w-6" />}
      title={failed ? t('Unsubscribe failed') : t('Unsubscribe')}
    >
      <p className="mt-2 text-sm text-muted">
        {t('Press the button to stop receiving {what} at this address. Other emails are not changed.', {
          what,
        })}
      </p>
      {failed && (
        <div className="mt-5 text-left">
          <FormError message={errorMessage(unsubscribe.error, t(FAILED))} />
        </div>
      )}
      <form
        method="post"
        action={`${API_BASE}${oneClickUnsubscribePath(token, type)}`}
        onSubmit={(e) => {
          e.preventDefault();
          unsubscribe.mutate({ token, type });
        }}
      >
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" native size="lg" className="mt-6 w-full sm:w-auto" loading={unsubscribe.isPending}>
          {t('Unsubscribe')}
        </Button>
      </form>
      <p className="mt-4 text-sm text-muted">
        <RichText
          text={msg('Or choose what you receive on {link}.')}
          values={{
            link: (
              <Link to="/user/subscription" className="font-semibold text-brand-700 hover:underline">
                {t('your email preferences')}
              </Link>
            ),
          }}
        />
      </p>
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
