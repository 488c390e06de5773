// Browser form schemas with the documents' messages (part 1 §5, part 3 §5). The server validates
// the same payloads with common/schemas/accounts.ts; these only hold the screens' own wording. The pages load
// this module when a form is first used (lib/light-form.ts); what they show at once is in password.ts.
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../../common/constants';

const required = (message: string) => z.string().trim().min(1, message);

export const LoginForm = z.object({
  email: required('Both fields are required.'),
  password: z.string().min(1, 'Both fields are required.'),
});
export type LoginForm = z.infer<typeof LoginForm>;

const ALL = 'All fields are required.';
export const RegistrationForm = z.object({
  first_name: required(ALL),
  last_name: required(ALL),
  email: required(ALL),
  phone_number: required(ALL),
  password: z.string().min(1, ALL),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export const EmailForm = z.object({ email: required('Email is required.') });
export type EmailForm = z.infer<typeof EmailForm>;

/** Reset password: checked in the documents' order, one message at a time. */
export const ResetPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['password'], message });
    if (!password || !confirmPassword) return fail('Both password fields are required.');
    if (password !== confirmPassword) return fail('Passwords do not match.');
    if (password.length < PASSWORD_MIN) return fail(`Password must be at least ${PASSWORD_MIN} characters long.`);
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
