import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useRegister } from '../../features/auth/api';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PASSWORD_HINT, RegistrationForm } from '../../features/auth/schemas';
import { errorMessage } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/form';

export default function RegistrationPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegistrationForm>({
    resolver: zodResolver(RegistrationForm),
    defaultValues: { first_name: '', last_name: '', email: '', phone_number: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={firstErrorMessage(formState.errors) ?? serverError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...register('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...register('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...register('phone_number')} />
        <PasswordField label="Password" autoComplete="new-password" hint={PASSWORD_HINT} {...register('password')} />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
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
