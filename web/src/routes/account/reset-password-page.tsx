import { Check, CheckCircle2, Circle, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { useResetPassword } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PASSWORD_RULES } from '../../features/auth/password';
import type { ResetPasswordForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';

const rules = lazySchema(() => import('../../features/auth/schemas').then((m) => m.ResetPasswordForm));

export default function ResetPasswordPage() {
  const { token } = useParams();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  // The rules under the fields follow what is typed.
  const [password, setPassword] = useState('');

  const form = useLightForm(
    rules,
    async ({ password: newPassword }: ResetPasswordForm) => {
      if (!token) return;
      try {
        const answer = await reset.mutateAsync({ token, password: newPassword });
        setDone(answer?.message ?? t('Your password has been reset successfully.'));
      } catch {
        // shown from the mutation state
      }
    },
    // One form-level message that depends on both fields: checked on submit only, so a check of one change
    // cannot leave a stale message behind.
    { recheckOnChange: false },
  );

  if (done) {
    return (
      <>
        <AuthHeading title={t('Password updated')} icon={<CheckCircle2 aria-hidden className="h-6 w-6" />}>
          {t('You can now log in with your new password.')}
        </AuthHeading>
        <Alert tone="success">{done}</Alert>
        <Link to="/login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {t('Go to login')}
        </Link>
      </>
    );
  }

  const error = !token
    ? t('Invalid reset link. Please request a new password reset.')
    : form.error
      ? t(form.error)
      : reset.isError
        ? errorMessage(reset.error, t('Failed to reset password'))
        : null;

  return (
    <>
      <AuthHeading title={t('Choose a new password')} icon={<KeyRound aria-hidden className="h-6 w-6" />}>
        {t('Pick something you have not used here before.')}
      </AuthHeading>
      <form {...form.props} className="space-y-4">
        <FormError message={error}>
          {!token && (
            <>
              {' '}
              <Link to="/forgot-password" className="font-semibold underline">
                {t('Request a new link')}
              </Link>
            </>
          )}
        </FormError>
        <PasswordField
          label={t('New password')}
          autoComplete="new-password"
          name="password"
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField label={t('Confirm password')} autoComplete="new-password" name="confirmPassword" />
        <ul aria-label={t('Password requirements')} className="grid gap-1.5 rounded-lg bg-canvas p-3 text-sm">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.label} className={`flex items-center gap-2 ${met ? 'text-brand-700' : 'text-muted'}`}>
                {met ? <Check aria-hidden className="h-4 w-4" /> : <Circle aria-hidden className="h-3.5 w-3.5" />}
                {t(rule.label)}
              </li>
            );
          })}
        </ul>
        <Button type="submit" size="lg" className="w-full" loading={form.submitting} disabled={!token}>
          {t('Reset password')}
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
