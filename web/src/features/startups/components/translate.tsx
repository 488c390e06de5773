import type { FieldErrors, FieldValues } from 'react-hook-form';
import { firstErrorMessage } from '../../../lib/form-data';
import { t } from '../../../lib/i18n';

/**
 * A react-hook-form form's message: the first broken rule (the schema's English message, from common/, shown in
 * the page's language), else the root error (the server's message, already in the page's language).
 */
export function formMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const rule = firstErrorMessage(errors);
  return rule ? t(rule) : errors.root?.message;
}
