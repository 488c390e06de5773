import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useRegister } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PASSWORD_HINT } from '../../features/auth/password';
import type { RegistrationForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';

const rules = lazySchema(() => import('../../features/auth/schemas').then((m) => m.RegistrationForm));

export default function RegistrationPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useLightForm(rules, async (values: RegistrationForm) => {
    setServerError(null);
    try {
      const answer = await registration.mutateAsync(values);
      navigate('/email-verification', { state: { email: answer.email, message: answer.message } });
    } catch (err) {
      setServerError(errorMessage(err, t('Registration failed.')));
    }
  });

  return (
    <>
      <AuthHeading title={t('Create your account')}>{t('Join founders building across Africa.')}</AuthHeading>
      <form {...form.props} className="space-y-4">
        <FormError message={form.error ? t(form.error) : serverError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('First name')} autoComplete="given-name" name="first_name" />
          <TextField label={t('Last name')} autoComplete="family-name" name="last_name" />
        </div>
        <TextField label={t('Email')} type="email" autoComplete="email" name="email" />
        <TextField label={t('Phone number')} type="tel" autoComplete="tel" name="phone_number" />
        <PasswordField label={t('Password')} autoComplete="new-password" hint={t(PASSWORD_HINT)} name="password" />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('Sign up')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('Already have an account?')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('Log in')}
        </Link>
      </p>
    </>
  );
}
