import { Fragment, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { firstErrorMessage } from '../../../lib/form-data';
import { t } from '../../../lib/i18n';

/**
 * A message some of whose placeholders are elements (a <time>, a <strong>): `t()` with a marker in place of each,
 * the text cut at the markers and the elements put there, so the translation decides where they go. Pass the id
 * as `msg('…')` so the catalogue finds it.
 */
export function tNodes(id: string, values: Record<string, unknown>, nodes: Record<string, ReactNode>): ReactNode {
  const marked: Record<string, unknown> = { ...values };
  for (const name of Object.keys(nodes)) marked[name] = `\uE000${name}\uE000`;
  return t(id, marked)
    .split(/\uE000(\w+)\uE000/)
    .map((part, i) => (i % 2 ? <Fragment key={part}>{nodes[part]}</Fragment> : part));
}

/**
 * A react-hook-form form's message: the first broken rule (the schema's English message, from common/, shown in
 * the page's language), else the root error (the server's message, already in the page's language).
 */
export function formMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const rule = firstErrorMessage(errors);
  return rule ? t(rule) : errors.root?.message;
}
