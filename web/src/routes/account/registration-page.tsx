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
      setServerError(errorMessage(err, 'Registration failed.'));
    }
  });

  return (
    <>
      <AuthHeading title="Create your account">Join founders building across Africa.</AuthHeading>
      <form {...form.props} className="space-y-4">
        <FormError message={form.error ?? serverError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" name="first_name" />
          <TextField label="Last name" autoComplete="family-name" name="last_name" />
        </div>
        <TextField label="Email" type="email" autoComplete="email" name="email" />
        <TextField label="Phone number" type="tel" autoComplete="tel" name="phone_number" />
        <PasswordField label="Password" autoComplete="new-password" hint={PASSWORD_HINT} name="password" />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          Sign up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </>
  );
}
