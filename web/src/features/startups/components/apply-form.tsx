import { Building2, CheckCircle2, LogIn } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  acceptsApplications,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_STATUS_LABELS,
  MY_APPLICATIONS_PATH,
  OPPORTUNITY_MESSAGES,
  OWNER_DASHBOARD_PATH,
  URL_MAX,
} from '../../../../../common/opportunities';
import { Alert, FormError } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { RichText } from '../../../components/rich-text';
import { StatusBadge } from '../../../components/status-badge';
import { TextAreaField, TextField } from '../../../components/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { msg, t } from '../../../lib/i18n';
import { lazySchema, useLightForm } from '../../../lib/light-form';
import { LOGIN_PROMPT, type LoginState } from '../../../lib/sign-in';
import { useSignedIn } from '../api';
import { type Application, type Opportunity, useApply, useMyApplication } from '../opportunity-api';
import { formatDay } from './format';

const rules = lazySchema(() => import('../../../../../common/schemas/opportunities').then((m) => m.ApplyBody));

const TONES = { submitted: 'neutral', reviewed: 'warn', shortlisted: 'good', declined: 'bad' } as const;

function Applied({ application, note }: { application: Application | null; note?: string }) {
  return (
    <div className="space-y-3" data-testid="applied">
      <p className="flex items-center gap-2 font-semibold text-brand-700">
        <CheckCircle2 aria-hidden className="h-5 w-5" /> {t('You have applied')}
      </p>
      {note && <p className="text-sm text-muted">{note}</p>}
      {application && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <RichText
            text={msg('Applied {date}')}
            values={{ date: <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time> }}
          />{' '}
          · {t('Status')}
          <StatusBadge
            status={application.status}
            label={t(APPLICATION_STATUS_LABELS[application.status])}
            tone={TONES[application.status]}
          />
        </p>
      )}
      <Link to={MY_APPLICATIONS_PATH} className="inline-block text-sm font-medium text-brand-700 hover:underline">
        {t('See all my applications')}
      </Link>
    </div>
  );
}

/**
 * Applying to an opportunity (issue 11): a signed-in user sends a short message and an optional link (portfolio
 * or CV), once; then the application's state shows. A visitor is asked to log in and comes back here.
 */
export function ApplyPanel({ opportunity: o }: { opportunity: Opportunity }) {
  const { signedIn } = useSignedIn();
  const location = useLocation();
  const mine = useMyApplication(o._id);
  const apply = useApply(o._id);
  const [done, setDone] = useState<{ application: Application | null; note?: string }>();
  const [serverError, setServerError] = useState<string>();
  const form = useLightForm(rules, async (body) => {
    setServerError(undefined);
    try {
      setDone({ application: await apply.mutateAsync(body), note: t(OPPORTUNITY_MESSAGES.applied) });
    } catch (err) {
      // Applied before (another tab, another device): the server's message and that application's state.
      if (err instanceof ApiError && err.status === 409)
        setDone({ application: (await mine.refetch()).data?.application ?? null, note: err.serverMessage });
      else setServerError(errorMessage(err, t(OPPORTUNITY_MESSAGES.applyFailed)));
    }
  });

  const open = acceptsApplications(o, { status: 'verified' });
  let body: ReactNode;
  if (!signedIn) {
    const state: LoginState = { from: location, message: LOGIN_PROMPT };
    body = (
      <div>
        <p className="text-sm text-muted">{t('Log in to apply with a short message and a link to your work.')}</p>
        <Link to="/login" state={state} className={buttonClass('primary', 'md', 'mt-4 w-full')}>
          <LogIn aria-hidden className="h-4 w-4" /> {t(OPPORTUNITY_MESSAGES.signInToApply)}
        </Link>
      </div>
    );
  } else if (done) {
    body = <Applied application={done.application} note={done.note} />;
  } else if (mine.isPending) {
    body = <p className="text-sm text-muted">{t('Checking your applications…')}</p>;
  } else if (mine.data?.application) {
    body = <Applied application={mine.data.application} />;
  } else if (mine.data?.isOwnOpportunity) {
    // The server refuses the owner's application (403); the owner reads applications in the dashboard instead.
    body = (
      <div data-testid="own-opportunity">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Building2 aria-hidden className="h-4 w-4 shrink-0" /> {t(OPPORTUNITY_MESSAGES.ownStartupOpportunity)}
        </p>
        <Link to={OWNER_DASHBOARD_PATH} className={buttonClass('secondary', 'md', 'mt-4 w-full')}>
          {t('Manage in Startup Management')}
        </Link>
      </div>
    );
  } else if (!open) {
    body = <Alert tone="info">{t(OPPORTUNITY_MESSAGES.notAcceptingApplications)}</Alert>;
  } else {
    body = (
      <form {...form.props} className="space-y-4">
        <FormError message={form.error ? t(form.error) : serverError} />
        <TextAreaField
          label={t('Message')}
          name="message"
          rows={5}
          maxLength={APPLICATION_MESSAGE_MAX}
          placeholder={t('Why you, in a few lines')}
        />
        <TextField
          label={t('Link (optional)')}
          name="link"
          type="url"
          inputMode="url"
          maxLength={URL_MAX}
          placeholder={t('https://your-portfolio.com or a link to your CV')}
        />
        <Button type="submit" className="w-full" loading={form.submitting}>
          {t('Apply Now')}
        </Button>
      </form>
    );
  }
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="apply-title">
      <h2 id="apply-title" className="mb-3 text-lg font-bold">
        {t('Apply')}
      </h2>
      {body}
    </section>
  );
}
