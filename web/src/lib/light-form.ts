// The light form of the pages a visitor may open first (log in, sign up, password and verification screens,
// contact): plain uncontrolled inputs named like the schema's fields, one form-level message, and the zod schema
// loaded when the form is first used, so the page's first load carries neither react-hook-form nor zod (the
// budget of issue 7). Other forms keep react-hook-form with schemaResolver (lib/form.ts).
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { msg } from './i18n';
import type { z } from 'zod';

/** The form's values as typed (text inputs, selects and text areas; files are not read). */
export type FormValues = Record<string, string>;

/** A form's rules: its values, or the first message and the field it is about. */
export type Check<T> = (
  values: FormValues,
) => Promise<{ ok: true; values: T } | { ok: false; message: string; field?: string }>;

/**
 * The rules of a zod schema loaded on first use (`() => import('…/schemas').then((m) => m.LoginForm)`): the
 * first issue's message, as firstErrorMessage shows it in the react-hook-form pattern.
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): Check<z.output<S>> & { preload(): void } {
  let schema: Promise<S> | undefined;
  // lib/zod.ts configures zod for our CSP before anything parses.
  const get = () => (schema ??= Promise.all([load(), import('./zod')]).then(([s]) => s));
  const check = async (values: FormValues) => {
    const result = (await get()).safeParse(values);
    if (result.success) return { ok: true as const, values: result.data };
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    return {
      ok: false as const,
      message: issue?.message ?? msg('Invalid value'),
      field: typeof field === 'string' ? field : undefined,
    };
  };
  return Object.assign(check, {
    preload: () => {
      get().catch(() => undefined);
    },
  });
}

export interface LightForm {
  /** Spread on the <form>: submit, re-check on input after a failed submit, load the rules on first focus. */
  props: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit(e: FormEvent<HTMLFormElement>): void;
    onInput(e: FormEvent<HTMLFormElement>): void;
    onFocus(): void;
    noValidate: true;
  };
  /** The first rule the values break, until they are submitted (or, after a failed submit, changed) valid. */
  error: string | undefined;
  /** True while the values are checked and the submit handler runs. */
  submitting: boolean;
  /** Empties the inputs and forgets the message. */
  reset(): void;
}

/**
 * A form checked by `check` on submit (the first broken rule is the form's message and its field takes the focus)
 * and, once a submit failed, again on every change unless `recheckOnChange` is false; `onValid` receives the
 * schema's output.
 */
export function useLightForm<T>(
  check: Check<T> & { preload?(): void },
  onValid: (values: T) => unknown,
  { recheckOnChange = true }: { recheckOnChange?: boolean } = {},
): LightForm {
  const form = useRef<HTMLFormElement | null>(null);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const failed = useRef(false);
  // Checks finish out of order; only the latest one may set the message.
  const latest = useRef(0);

  const read = (el: HTMLFormElement): FormValues => {
    const values: FormValues = {};
    for (const [name, value] of new FormData(el)) if (typeof value === 'string') values[name] = value;
    return values;
  };

  return {
    props: {
      ref: form,
      onSubmit: (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const run = ++latest.current;
        setSubmitting(true);
        void (async () => {
          try {
            const result = await check(read(el));
            if (run !== latest.current) return;
            if (!result.ok) {
              failed.current = true;
              setError(result.message);
              const field = result.field ? el.elements.namedItem(result.field) : null;
              if (field instanceof HTMLElement) field.focus();
              return;
            }
            failed.current = false;
            setError(undefined);
            await onValid(result.values);
          } finally {
            setSubmitting(false);
          }
        })();
      },
      // `input`, not `change`: it fires per keystroke in every runtime, while a form's native `change` fires on
      // blur, which would move the layout (the message goes) between a button's press and its release.
      onInput: (e) => {
        if (!failed.current || !recheckOnChange) return;
        const run = ++latest.current;
        void check(read(e.currentTarget)).then((result) => {
          if (run === latest.current) setError(result.ok ? undefined : result.message);
        });
      },
      onFocus: () => check.preload?.(),
      noValidate: true,
    },
    error,
    submitting,
    reset: () => {
      form.current?.reset();
      failed.current = false;
      latest.current++;
      setError(undefined);
    },
  };
}
