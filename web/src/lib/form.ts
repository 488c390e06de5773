// The one form pattern: react-hook-form validated by the call's own schema from common/schemas (the schema the
// server validates the request with), one form-level message (the first validation error, else the server's
// error) shown with <FormError>, and toFormData for every multipart call. This module holds what needs zod;
// what does not (firstErrorMessage, toFormData) is in form-data.ts, so a page that shows no form loads no zod.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from './zod';

export { firstErrorMessage, toFormData } from './form-data';

/**
 * The resolver of a form validated by a call's schema. The form holds what its inputs hold (`Values`: text as
 * typed, no file until one is picked); the schema decides the rules and messages, and the submit handler
 * receives the schema's output, which is exactly the call's body type.
 */
export function schemaResolver<Values extends FieldValues, S extends { _zod: { output: unknown } }>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  // The inputs' shape and the schema's input differ only where the schema parses (files, flags, choices), and
  // a form serving several calls (create, edit) holds one shape for all of them: the types meet here, once.
  return zodResolver(schema as unknown as z.ZodType<unknown, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    z.output<S>
  >;
}

/** The maximum length a text schema allows (for the input's maxLength), so limits are written once. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap();
  return s instanceof z.ZodString ? (s.maxLength ?? undefined) : undefined;
}
