import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/text-field';
import { firstErrorMessage } from '../../../lib/form';

/**
 * The text form for posts, comments and replies (the project's one form pattern: react-hook-form + zod).
 * `onSubmit` throws to keep the text (its caller reports the failure); on success the box is cleared.
 */
export function BodyForm({
  what,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  error,
  rows = 2,
  autoFocus,
}: {
  what: 'Post' | 'Comment' | 'Reply';
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit(body: string): Promise<unknown>;
  onCancel?(): void;
  error?: string | null;
  rows?: number;
  autoFocus?: boolean;
}) {
  const schema = z.object({ body: z.string().trim().min(1, `${what} must not be empty`) });
  const { register, handleSubmit, formState, reset, watch } = useForm<{ body: string }>({
    resolver: zodResolver(schema),
    defaultValues: { body: '' },
  });
  const blank = !watch('body').trim();

  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body.trim());
      reset({ body: '' });
    } catch {
      // The caller has reported it; the text stays for another try.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <FormError message={firstErrorMessage(formState.errors) ?? error} />
      <label className="sr-only" htmlFor={`${what}-${label}`}>
        {label}
      </label>
      <textarea
        id={`${what}-${label}`}
        rows={rows}
        placeholder={placeholder}
        autoFocus={autoFocus}
        className={`${inputClass} resize-y`}
        {...register('body')}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank} loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
