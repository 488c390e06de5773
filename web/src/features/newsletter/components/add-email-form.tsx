import { useForm } from 'react-hook-form';
import { EMAIL_MAX, NEWSLETTER_MESSAGES as M } from '../../../../../common/newsletter';
import { ManualBody } from '../../../../../common/schemas/newsletter';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { useAddSubscriber } from '../api';
import { useStatusMessage } from './status-message';

/**
 * The Add Email tab (part 3 §2.4, §5, §8): one email input, the button disabled while the trimmed value is
 * empty; the address is active at once. Outcomes are status messages that clear after 5 s.
 */
export function AddEmailForm() {
  const add = useAddSubscriber();
  const [status, showStatus] = useStatusMessage();
  const form = useForm<{ email: string }, unknown, ManualBody>({
    resolver: schemaResolver(ManualBody),
    defaultValues: { email: '' },
  });
  const { register, formState } = form;
  const blank = !form.watch('email').trim();
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset();
      showStatus('success', t(M.added));
    } catch (err) {
      showStatus('error', errorMessage(err, t(M.addFailed)));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">{t('Add Email')}</h2>
        <p className="mt-1 text-sm text-muted">
          {t('The address is subscribed at once, without a confirmation mail.')}
        </p>
      </div>
      {status}
      <FormError message={firstErrorMessage(formState.errors)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('Email address')}
          type="email"
          autoComplete="off"
          placeholder={t('name@example.com')}
          className="sm:flex-1"
          maxLength={EMAIL_MAX}
          {...register('email')}
        />
        <Button type="submit" disabled={blank} loading={formState.isSubmitting} className="h-[42px]">
          {t('Add Email')}
        </Button>
      </div>
    </form>
  );
}
