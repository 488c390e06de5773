import { zodResolver } from '@hookform/resolvers/zod';
import { Check, CheckCircle2, Circle, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Alert, FormError } from '../../components/alert';
import { Button, buttonClass } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { useResetPassword } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PASSWORD_RULES, ResetPasswordForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/form';

export default function ResetPasswordPage() {
  const { token } = useParams();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    // One form-level message that depends on both fields: validate the whole form on submit only, so a
    // per-field re-validation cannot leave a stale message behind.
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');

  if (done) {
    return (
      <>
        <AuthHeading title="Password updated" icon={<CheckCircle2 aria-hidden className="h-6 w-6" />}>
          You can now log in with your new password.
        </AuthHeading>
        <Alert tone="success">{done}</Alert>
        <Link to="/login" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          Go to login
        </Link>
      </>
    );
  }

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    if (!token) return;
    try {
      const answer = await reset.mutateAsync({ token, password: newPassword });
      setDone(answer?.message ?? 'Your password has been reset successfully.');
    } catch {
      // shown from the mutation state
    }
  });

  const error = !token
    ? 'Invalid reset link. Please request a new password reset.'
    : (firstErrorMessage(formState.errors) ?? (reset.isError ? errorMessage(reset.error, 'Failed to reset password') : null));

  return (
    <>
      <AuthHeading title="Choose a new password" icon={<KeyRound aria-hidden className="h-6 w-6" />}>
        Pick something you have not used here before.
      </AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={error}>
          {!token && (
            <>
              {' '}
              <Link to="/forgot-password" className="font-semibold underline">
                Request a new link
              </Link>
            </>
          )}
        </FormError>
        <PasswordField label="New password" autoComplete="new-password" {...register('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...register('confirmPassword')} />
        <ul aria-label="Password requirements" className="grid gap-1.5 rounded-lg bg-canvas p-3 text-sm">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.label} className={`flex items-center gap-2 ${met ? 'text-brand-700' : 'text-muted'}`}>
                {met ? <Check aria-hidden className="h-4 w-4" /> : <Circle aria-hidden className="h-3.5 w-3.5" />}
                {rule.label}
              </li>
            );
          })}
        </ul>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting} disabled={!token}>
          Reset password
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </>
  );
}
