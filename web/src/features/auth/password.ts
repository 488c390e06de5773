// What the password screens show (part 3 §5), without zod: the rules themselves are in schemas.ts.
import { PASSWORD_MIN } from '../../../../common/constants';

export const PASSWORD_HINT = 'Minimum 8 characters with uppercase, lowercase, number and special character';

/** Displayed only, not enforced (part 3 §5). */
export const PASSWORD_RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (p) => p.length >= PASSWORD_MIN },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'A number', test: (p) => /\d/.test(p) },
  { label: 'A special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];
