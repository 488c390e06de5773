import { ArrowLeft, BadgeCheck, Briefcase, Building2, CheckCircle2, LayoutDashboard, PenLine } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_CODE_TTL_MINUTES,
  isClaimable,
  STARTUP_MESSAGES,
  startupClaimPath,
  startupPath,
} from '../../../../common/startups';
import type { InitiateClaimAnswer } from '../../../../common/schemas/startup-claims';
import { Alert } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { EmptyState } from '../../components/query-state';
import { PageSpinner } from '../../components/spinner';
import { type Startup, useInitiateClaim, useSignedIn, useStartup } from '../../features/startups/api';
import { ClaimDialogsLazy } from '../../features/startups/components/claim-dialogs-lazy';
import { ClaimEmailForm } from '../../features/startups/components/claim-forms';
import {
  claimReturnSearch,
  clearPendingClaim,
  isClaimReturn,
  readPendingClaim,
  savePendingClaim,
} from '../../features/startups/components/claim-storage';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useHead, useHttpStatus } from '../../lib/head';
import { msg, t } from '../../lib/i18n';
import type { LoginState } from '../../lib/sign-in';

const BENEFITS = [
  {
    icon: PenLine,
    title: msg('Keep your profile right'),
    text: msg('Edit your description, logo, founders and links.'),
  },
  {
    icon: Briefcase,
    title: msg('Post opportunities'),
    text: msg('Publish jobs, internships and partnerships, and read the applications.'),
  },
  { icon: BadgeCheck, title: msg('Show it is yours'), text: msg('Your profile carries the Claimed badge.') },
  {
    icon: LayoutDashboard,
    title: msg('One dashboard'),
    text: msg('Manage your startups and opportunities from your dashboard.'),
  },
];

function Success({ startup }: { startup: Pick<Startup, '_id' | 'name'> }) {
  return (
    <div className="card px-6 py-12 text-center" data-testid="claim-success">
      <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <CheckCircle2 aria-hidden className="h-8 w-8" />
      </span>
      <h2 className="text-xl font-bold">{t(STARTUP_MESSAGES.claimed)}</h2>
      <p className="mt-2 text-muted">{t('You now manage {name}.', { name: startup.name })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={startupPath(startup._id)} className={buttonClass('primary')}>
          {t('View Startup Profile')}
        </Link>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('Go to Dashboard')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /startup/:id/claim (part 3 §2.10, decision 17): the benefits of claiming, the start (the company email), the
 * code modal, then success with links to the profile and /dashboard. A signed-out visitor who starts goes to /login
 * with the pending claim kept in session storage and comes back (redirect=claim) to finish: the code is sent then.
 */
export default function ClaimPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useStartup(id);
  const { signedIn, settled } = useSignedIn();
  const initiate = useInitiateClaim(id);
  const [sent, setSent] = useState<InitiateClaimAnswer>();
  const [step, setStep] = useState<'email' | 'code' | null>(null);
  const [claimed, setClaimed] = useState<Startup>();
  const [resumeError, setResumeError] = useState<string>();
  const resumed = useRef(false);
  const s = query.data;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  useHead({
    title: missing ? t(STARTUP_MESSAGES.notFound) : s ? t('Claim {name}', { name: s.name }) : t('Claim This Profile'),
    description: s
      ? t('Represent {name}? Claim its profile to manage it and post opportunities.', { name: s.name })
      : undefined,
    image: s?.logo || undefined,
    canonical: s ? startupClaimPath(s._id) : undefined,
  });

  // Back from /login with the redirect=claim hint: finish the claim kept in session storage (once).
  useEffect(() => {
    if (resumed.current || !settled || !s || !isClaimReturn(params)) return;
    resumed.current = true;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('redirect');
        return next;
      },
      { replace: true },
    );
    const pending = readPendingClaim(s._id);
    if (!pending || !signedIn) return;
    clearPendingClaim();
    if (!isClaimable(s)) return;
    initiate.mutate(
      { email: pending.email },
      {
        onSuccess: (answer) => {
          setSent(answer);
          setStep('code');
        },
        onError: (err) => setResumeError(errorMessage(err, t(STARTUP_MESSAGES.initiateFailed))),
      },
    );
  }, [settled, signedIn, s, params, setParams, initiate]);

  /** A signed-out visitor: keep the claim, log in, come back here. */
  const toLogin = (email: string) => {
    if (signedIn) return false;
    savePendingClaim(id, email);
    const state: LoginState = {
      from: { pathname: startupClaimPath(id), search: claimReturnSearch, hash: '', state: null, key: 'claim' },
      message: t('Please log in to claim this startup.'),
    };
    navigate('/login', { state });
    return true;
  };

  let content: ReactNode;
  if (query.isPending) content = <PageSpinner label={t('Loading startup')} />;
  else if (!s)
    content = (
      <EmptyState icon={Building2} title={missing ? t(STARTUP_MESSAGES.notFound) : t('Something went wrong')} round>
        {missing ? (
          <p>{t('This startup does not exist or is not public.')}</p>
        ) : (
          <>
            <p>{t(STARTUP_MESSAGES.detailsFailed)}</p>
            <Button className="mt-4" onClick={() => void query.refetch()}>
              {t('Try Again')}
            </Button>
          </>
        )}
      </EmptyState>
    );
  else if (claimed) content = <Success startup={claimed} />;
  else if (!isClaimable(s))
    content = (
      <EmptyState icon={Building2} title={t(STARTUP_MESSAGES.notClaimable)} round>
        <p>{t('Only profiles created by our team for a company, and not claimed yet, can be claimed.')}</p>
        <Link to={startupPath(s._id)} className={buttonClass('secondary', 'md', 'mt-4')}>
          {t('Back to {name}', { name: s.name })}
        </Link>
      </EmptyState>
    );
  else
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section className="card p-5 sm:p-6">
          <h2 className="text-lg font-bold">{t('Why claim this profile')}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <div>
                  <p className="font-semibold">{t(title)}</p>
                  <p className="text-sm text-muted">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-bold">{t('How it works')}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink/90 marker:font-semibold marker:text-brand-700">
            <li>{t("Enter your company email: the startup's contact email or an address at its website's domain.")}</li>
            <li>
              {t('We email you a {length}-digit verification code. It expires in {minutes} minutes.', {
                length: CLAIM_CODE_LENGTH,
                minutes: CLAIM_CODE_TTL_MINUTES,
              })}
            </li>
            <li>{t('Enter the code: the profile is yours to manage.')}</li>
          </ol>
        </section>
        <section className="card p-5 sm:p-6" aria-labelledby="start-claim">
          <h2 id="start-claim" className="text-lg font-bold">
            {t('Start your claim')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            {signedIn || !settled
              ? t('Enter your company email to receive the code.')
              : t('You will log in first, then we send the code.')}
          </p>
          {resumeError && <Alert className="mb-4">{resumeError}</Alert>}
          {initiate.isPending && (
            <Alert tone="info" className="mb-4">
              {t('Sending your verification code…')}
            </Alert>
          )}
          <ClaimEmailForm
            startupId={s._id}
            defaultEmail={sent?.email}
            submitLabel={t('Start Claim')}
            onSubmitEmail={toLogin}
            onSent={(answer) => {
              setSent(answer);
              setStep('code');
            }}
          />
          {sent && step === null && (
            <Button variant="secondary" className="mt-3 w-full" onClick={() => setStep('code')}>
              {t('I have a code')}
            </Button>
          )}
        </section>
        <ClaimDialogsLazy
          key={sent?.expiresAt}
          startup={s}
          step={step === 'code' ? 'code' : null}
          sent={sent}
          onStepChange={setStep}
          onClaimed={(owned) => {
            setStep(null);
            setClaimed(owned);
          }}
        />
      </div>
    );

  return (
    <div className="container-page max-w-5xl py-6 sm:py-10">
      <Link
        to={startupPath(id)}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {s ? s.name : t('Back')}
      </Link>
      <div className="mb-6 flex items-center gap-4">
        {s && (
          <FallbackImage
            src={s.logo}
            alt={t('{name} logo', { name: s.name })}
            width={64}
            height={64}
            eager
            className="h-16 w-16 shrink-0 rounded-xl border border-line object-contain text-[0px]"
          />
        )}
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('Claim This Profile')}</p>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{s ? s.name : t('Claim a startup')}</h1>
        </div>
      </div>
      {content}
    </div>
  );
}
