// Browser form schemas with the documents' messages (part 1 §5, part 3 §5). The server validates
// the same payloads with common/schemas/accounts.ts; these only hold the screens' own wording. The pages load
// this module when a form is first used (lib/light-form.ts); what they show at once is in password.ts. The messages
// are catalogue ids (msg), translated where the form shows its error (t(form.error)).
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../../common/constants';
import { msg } from '../../lib/i18n';

const required = (message: string) => z.string().trim().min(1, message);

export const LoginForm = z.object({
  email: required(msg('Both fields are required.')),
  password: z.string().min(1, msg('Both fields are required.')),
});
export type LoginForm = z.infer<typeof LoginForm>;

const ALL = msg('All fields are required.');
export const RegistrationForm = z.object({
  first_name: required(ALL),
  last_name: required(ALL),
  email: required(ALL),
  phone_number: required(ALL),
  password: z.string().min(1, ALL),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export const EmailForm = z.object({ email: required(msg('Email is required.')) });
export type EmailForm = z.infer<typeof EmailForm>;

/** Reset password: checked in the documents' order, one message at a time. */
export const ResetPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['password'], message });
    if (!password || !confirmPassword) return fail(msg('Both password fields are required.'));
    if (password !== confirmPassword) return fail(msg('Passwords do not match.'));
    // common/schemas/accounts.ts's Password message word for word: shown with t() as the server's catalogue has it.
    if (password.length < PASSWORD_MIN) return fail(`Password must be at least ${PASSWORD_MIN} characters long.`);
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
