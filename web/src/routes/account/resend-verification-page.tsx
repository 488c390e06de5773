import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RESEND_REDIRECT_MS } from '../../../../common/constants';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useResendVerification } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import type { EmailForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';

const rules = lazySchema(() => import('../../features/auth/schemas').then((m) => m.EmailForm));

export default function ResendVerificationPage() {
  const navigate = useNavigate();
  const resend = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate('/login'), RESEND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const form = useLightForm(rules, async ({ email }: EmailForm) => {
    try {
      const answer = await resend.mutateAsync(email);
      setSent(answer?.message ?? t('Verification email sent. Please check your inbox.'));
    } catch {
      // shown from the mutation state
    }
  });

  return (
    <>
      <AuthHeading title={t('Resend verification email')} icon={<MailCheck aria-hidden className="h-6 w-6" />}>
        {t('Enter the address you registered with and we will send a new link.')}
      </AuthHeading>
      {sent ? (
        <Alert tone="success">
          {sent} {t('Redirecting to login…')}
        </Alert>
      ) : (
        <form {...form.props} className="space-y-4">
          <FormError
            message={
              form.error
                ? t(form.error)
                : resend.isError
                  ? errorMessage(resend.error, t('Failed to resend verification email.'))
                  : null
            }
          />
          <TextField label={t('Email')} type="email" autoComplete="email" name="email" />
          <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
            {t('Send verification email')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('Back to login')}
        </Link>
      </p>
    </>
  );
}
