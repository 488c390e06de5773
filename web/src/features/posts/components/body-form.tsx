import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { CommentBody, CreatePostBody, ReplyBody } from '../../../../../common/schemas/posts';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/text-field';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';

/** Which text it is: the `body` rule of CreatePostBody, CommentBody or ReplyBody. */
export type BodyKind = 'post' | 'comment' | 'reply';

const SCHEMAS = {
  post: CreatePostBody.pick({ body: true }),
  comment: CommentBody,
  reply: ReplyBody.pick({ body: true }),
} satisfies Record<BodyKind, typeof CommentBody>;

export interface BodyFormProps {
  kind: BodyKind;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit(body: string): Promise<unknown>;
  onCancel?(): void;
  error?: string | null;
  rows?: number;
  /** Focus the box when the form opens (a reply form opened by its Reply button). */
  focusOnOpen?: boolean;
}

/**
 * The text form for posts, comments and replies (the project's one form pattern), validated by the call's schema.
 * `onSubmit` throws to keep the text (its caller reports the failure); on success the box is cleared.
 * Pages use LazyBodyForm (lazy-body-form.tsx): this module and zod load only where a form is shown.
 */
export default function BodyForm({
  kind,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  error,
  rows = 2,
  focusOnOpen,
}: BodyFormProps) {
  const schema = SCHEMAS[kind];
  const { register, handleSubmit, formState, reset, watch, setFocus } = useForm<{ body: string }, unknown, CommentBody>(
    {
      resolver: schemaResolver(schema),
      defaultValues: { body: '' },
    },
  );
  useEffect(() => {
    if (focusOnOpen) setFocus('body');
  }, [focusOnOpen, setFocus]);
  const id = useId();
  const blank = !watch('body').trim();
  const invalid = firstErrorMessage(formState.errors);

  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
      reset({ body: '' });
    } catch {
      // The caller has reported it; the text stays for another try.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <FormError message={invalid ? t(invalid) : error} />
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLengthOf(schema.shape.body)}
        placeholder={placeholder}
        className={`${inputClass} resize-y`}
        {...register('body')}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank} loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
