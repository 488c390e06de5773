import { lazy, Suspense, useId } from 'react';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/text-field';
import { t } from '../../../lib/i18n';
import type { BodyFormProps } from './body-form';

const BodyForm = lazy(() => import('./body-form'));

/**
 * The post, comment and reply form, loaded when first shown (only members see it): react-hook-form, zod and the
 * posts schemas stay out of the community page's first load. Until it arrives, the same form stands in disabled,
 * so nothing moves when it does.
 */
export function LazyBodyForm(props: BodyFormProps) {
  return (
    <Suspense fallback={<BodyFormPlaceholder {...props} />}>
      <BodyForm {...props} />
    </Suspense>
  );
}

/** BodyForm's markup, disabled: keep the two in step. */
function BodyFormPlaceholder({ label, placeholder, submitLabel, onCancel, error, rows = 2 }: BodyFormProps) {
  const id = useId();
  return (
    <form className="space-y-2" aria-busy="true" onSubmit={(e) => e.preventDefault()}>
      <FormError message={error} />
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} rows={rows} placeholder={placeholder} disabled className={`${inputClass} resize-y`} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
