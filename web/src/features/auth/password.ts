// What the password screens show (part 3 §5), without zod: the rules themselves are in schemas.ts.
import { PASSWORD_MIN } from '../../../../common/constants';
import { msg } from '../../lib/i18n';

/** Shown with t(). */
export const PASSWORD_HINT = msg('Minimum 8 characters with uppercase, lowercase, number and special character');

/** Displayed only, not enforced (part 3 §5); the labels are shown with t(). */
export const PASSWORD_RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: msg('At least 8 characters'), test: (p) => p.length >= PASSWORD_MIN },
  { label: msg('An uppercase letter'), test: (p) => /[A-Z]/.test(p) },
  { label: msg('A lowercase letter'), test: (p) => /[a-z]/.test(p) },
  { label: msg('A number'), test: (p) => /\d/.test(p) },
  { label: msg('A special character'), test: (p) => /[^A-Za-z0-9]/.test(p) },
];
