import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useForgotPassword } from '../../features/auth/api';
import { AuthHeading, withEmail } from '../../features/auth/components/auth-heading';
import type { EmailForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';

const rules = lazySchema(() => import('../../features/auth/schemas').then((m) => m.EmailForm));

/** Forgot password, two steps (part 3 §2.15): a form, then a confirmation. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useLightForm(rules, async ({ email }: EmailForm) => {
    try {
      const answer = await forgot.mutateAsync(email);
      setSent({ email, message: answer?.message ?? '' });
    } catch {
      // shown from the mutation state
    }
  });

  if (sent) {
    return (
      <>
        <AuthHeading title={t('Check your email')} icon={<MailCheck aria-hidden className="h-6 w-6" />}>
          {withEmail(
            msg('If an account exists for {email}, a reset link is on its way. The link is valid for 1 hour.'),
            sent.email,
          )}
        </AuthHeading>
        {sent.message && <Alert tone="success">{sent.message}</Alert>}
        <div className="mt-6 grid gap-3">
          <Button onClick={() => navigate('/login')}>{t('Back to login')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              forgot.reset();
              form.reset();
            }}
          >
            {t('Try another email')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('Forgot your password?')} icon={<KeyRound aria-hidden className="h-6 w-6" />}>
        {t('Enter your email and we will send you a link to choose a new one.')}
      </AuthHeading>
      <form {...form.props} className="space-y-4">
        <FormError
          message={
            form.error
              ? t(form.error)
              : forgot.isError
                ? errorMessage(forgot.error, t('Failed to send reset email'))
                : null
          }
        />
        <TextField label={t('Email')} type="email" autoComplete="email" name="email" />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('Send reset link')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('Back to login')}
        </Link>
      </p>
    </>
  );
}
