import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { useResendVerification } from '../../features/auth/api';
import { AuthHeading, withEmail } from '../../features/auth/components/auth-heading';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';

/** Check-your-email screen (part 3 §2.15): the address and message arrive in navigation state. */
export default function EmailVerificationPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string; message?: string } | null;
  const resend = useResendVerification();
  const [notice, setNotice] = useState<string | null>(null);
  const email = state?.email;

  if (!email) {
    return (
      <>
        <AuthHeading title={t('Check your email')} icon={<MailCheck aria-hidden className="h-6 w-6" />} />
        <FormError message={t('Email address not found. Please register again.')} />
        <Button className="mt-6 w-full" onClick={() => navigate('/registration')}>
          {t('Go to registration')}
        </Button>
      </>
    );
  }

  async function onResend() {
    setNotice(null);
    try {
      const answer = await resend.mutateAsync(email as string);
      setNotice(answer?.message ?? t('Verification email sent. Please check your inbox.'));
    } catch {
      // the error is shown from the mutation state below
    }
  }

  return (
    <>
      <AuthHeading title={t('Check your email')} icon={<MailCheck aria-hidden className="h-6 w-6" />}>
        {withEmail(msg('We sent a verification link to {email}.'), email)}
      </AuthHeading>
      <div className="space-y-4">
        {state?.message && <Alert tone="info">{state.message}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        <FormError
          message={resend.isError ? errorMessage(resend.error, t('Failed to resend verification email.')) : null}
        />
        <p className="text-sm text-muted">
          {t('Open the link in the email to activate your account. It is valid for 24 hours.')}
        </p>
        <Button variant="secondary" className="w-full" onClick={onResend} loading={resend.isPending}>
          {t('Resend verification email')}
        </Button>
        <Button className="w-full" onClick={() => navigate('/login')}>
          {t('Go to login')}
        </Button>
      </div>
    </>
  );
}
