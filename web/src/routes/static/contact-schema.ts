// The contact form's rules, loaded when the form is first used (lib/light-form.ts).
import { z } from 'zod';
import { msg } from '../../lib/i18n';

export const ContactForm = z.object({
  name: z.string().trim().min(1, msg('Please enter your name.')),
  email: z
    .string()
    .trim()
    .min(1, msg('Please enter your email.'))
    .pipe(z.email(msg('Please enter a valid email address.'))),
  subject: z.string().trim().min(1, msg('Please enter a subject.')),
  category: z.enum(['general', 'community', 'partnership', 'press']),
  message: z.string().trim().min(1, msg('Please enter a message.')),
});
export type ContactForm = z.infer<typeof ContactForm>;
