// The parts of the form pattern that need no zod (lib/form.ts holds the schema resolver): the form-level message
// and the multipart body. API modules and pages import them from here, so a page without a form loads no zod.
import type { FieldErrors, FieldValues } from 'react-hook-form';

export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const value of Object.values(errors)) {
    if (
      value &&
      typeof value === 'object' &&
      'message' in value &&
      typeof value.message === 'string' &&
      value.message
    ) {
      return value.message;
    }
  }
  return undefined;
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
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      form.append(key, String(value));
    else throw new TypeError(`toFormData: ${key} cannot be sent in a form`);
  };
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else add(key, value);
  }
  return form;
}
