import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { VERIFIED_REDIRECT_MS } from '../../../../common/constants';
import { FormError } from '../../components/alert';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useVerifyEmail } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** Verifying-link screen (part 3 §2.15): loading, then success (tokens stored, /user after 3 s) or error. */
export default function VerifyEmailPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(() => navigate('/user', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  if (!token) {
    return (
      <>
        <AuthHeading title={t('Email verification')} icon={<XCircle aria-hidden className="h-6 w-6" />} />
        <FormError message={t('Invalid verification link.')} />
        <Link to="/resend-verification" className={buttonClass('secondary', 'md', 'mt-6 w-full')}>
          {t('Request a new link')}
        </Link>
      </>
    );
  }

  if (verification.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
        <span className="text-brand-600">
          <Spinner size="lg" />
        </span>
        <AuthHeading title={t('Verifying your email')}>{t('This takes a moment.')}</AuthHeading>
      </div>
    );
  }

  if (verification.isError) {
    return (
      <>
        <AuthHeading title={t('Verification failed')} icon={<XCircle aria-hidden className="h-6 w-6" />} />
        <FormError message={errorMessage(verification.error, t('Email verification failed.'))} />
        <div className="mt-6 grid gap-3">
          <Link to="/resend-verification" className={buttonClass('primary')}>
            {t('Resend verification email')}
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            {t('Go to login')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div role="status">
      <AuthHeading title={t('Email verified')} icon={<CheckCircle2 aria-hidden className="h-6 w-6" />}>
        {verification.data.message || t('Your email has been verified.')} {t('Taking you to your dashboard…')}
      </AuthHeading>
      <Link to="/user" className={buttonClass('primary', 'md', 'w-full')}>
        {t('Go to my dashboard')}
      </Link>
    </div>
  );
}
