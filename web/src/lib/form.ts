// The one form pattern: react-hook-form + zodResolver, and one form-level message
// (the first validation error, else the server's error) shown with <FormError>.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { z } from 'zod';

// Zod probes `new Function` to compile faster parsers; our CSP forbids eval, so tell it not to try.
z.config({ jitless: true });

export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string' && value.message) {
      return value.message;
    }
  }
  return undefined;
}
