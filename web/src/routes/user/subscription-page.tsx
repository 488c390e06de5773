import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useToast } from '../../components/toast';
import { type MemberNewsletter, useMemberNewsletter, useSetMemberNewsletter } from '../../features/notifications/api';
import { PreferencesForm } from '../../features/notifications/components/preferences-form';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';

/** What follows the address (shown with t()). */
const STATUS_TEXT: Record<MemberNewsletter['status'], string> = {
  active: msg('is subscribed to the newsletter.'),
  pending: msg('is waiting for you to confirm: use the link we mailed you.'),
  none: msg('is not subscribed to the newsletter.'),
};

/** /user/subscription (issue 17): the newsletter subscription of the member's address, then the preferences. */
export default function SubscriptionPage() {
  const [toast, notify] = useToast();
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <PageHeader
        title={t('Email preferences')}
        description={t('Choose which mails you receive, and how often.')}
        actions={
          <Link
            to="/user/notification"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
          >
            <Bell aria-hidden className="h-4 w-4" /> {t('My notifications')}
          </Link>
        }
      />
      <Newsletter notify={notify} />
      <section aria-labelledby="notification-mail" className="mt-8">
        <h2 id="notification-mail" className="mb-3 text-lg font-semibold">
          {t('Notifications')}
        </h2>
        <PreferencesForm notify={notify} />
      </section>
      {toast}
    </div>
  );
}

function Newsletter({ notify }: { notify: (tone: 'success' | 'error', text: string) => void }) {
  const query = useMemberNewsletter();
  const change = useSetMemberNewsletter();
  const run = (subscribe: boolean) =>
    change.mutate(subscribe, {
      onSuccess: (answer) => notify('success', answer.message),
      onError: (err) => notify('error', errorMessage(err, t('Your newsletter subscription could not be changed.'))),
    });
  return (
    <section aria-labelledby="newsletter" className="card p-4 sm:p-6">
      <h2 id="newsletter" className="text-lg font-semibold">
        {t('Newsletter')}
      </h2>
      <QueryState
        query={query}
        size="sm"
        className="p-4"
        loading={t('Loading your newsletter subscription')}
        error={t('Your newsletter subscription could not be loaded.')}
      >
        {(sub) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm" data-testid="newsletter-status">
              <span className="font-medium break-all">{sub.email}</span> {t(STATUS_TEXT[sub.status])}
            </p>
            {sub.status === 'none' ? (
              <Button size="sm" loading={change.isPending} onClick={() => run(true)}>
                {t('Subscribe')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => run(false)}>
                {t('Unsubscribe')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
      {change.isError && (
        <div className="mt-3">
          <FormError message={errorMessage(change.error, t('Your newsletter subscription could not be changed.'))} />
        </div>
      )}
    </section>
  );
}
