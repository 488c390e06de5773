// The one form pattern: react-hook-form validated by the call's own schema from common/schemas (the schema the
// server validates the request with), one form-level message (the first validation error, else the server's
// error) shown with <FormError>, and toFormData for every multipart call.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
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

/**
 * The resolver of a form validated by a call's schema. The form holds what its inputs hold (`Values`: text as
 * typed, no file until one is picked); the schema decides the rules and messages, and the submit handler
 * receives the schema's output, which is exactly the call's body type.
 */
export function schemaResolver<Values extends FieldValues, S extends { _zod: { output: unknown } }>(schema: S): Resolver<Values, unknown, z.output<S>> {
  // The inputs' shape and the schema's input differ only where the schema parses (files, flags, choices), and
  // a form serving several calls (create, edit) holds one shape for all of them: the types meet here, once.
  return zodResolver(schema as unknown as z.ZodType<unknown, FieldValues>) as unknown as Resolver<Values, unknown, z.output<S>>;
}

/** The maximum length a text schema allows (for the input's maxLength), so limits are written once. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap();
  return s instanceof z.ZodString ? (s.maxLength ?? undefined) : undefined;
}

/**
 * A call's body as multipart form data: files as files, flags as 'true'/'false', lists as repeated fields;
 * undefined and null are left out (a field left out keeps its current value on edits).
 */
export function toFormData(values: object): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(key, String(value));
    else throw new TypeError(`toFormData: ${key} cannot be sent in a form`);
  };
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else add(key, value);
  }
  return form;
}
