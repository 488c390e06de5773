import { useForm } from 'react-hook-form';
import {
  NEWSLETTER_CONTENT_MAX,
  NEWSLETTER_HTML_MAX,
  NEWSLETTER_MESSAGES as M,
  NEWSLETTER_SUBJECT_MAX,
} from '../../../../../common/newsletter';
import { SendBody } from '../../../../../common/schemas/newsletter';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { useSendNewsletter } from '../api';
import { useStatusMessage } from './status-message';

interface SendFieldValues {
  subject: string;
  content: string;
  htmlContent: string;
}

/**
 * The Send Newsletter tab's form (part 3 §2.4, §5, §8): subject and content required after trimming ('Subject and
 * content are required'), htmlContent empty by default. The send is queued and mailed in the background; it
 * shows first in the recent sends with its progress.
 */
export function SendNewsletterForm() {
  const send = useSendNewsletter();
  const [status, showStatus] = useStatusMessage();
  const form = useForm<SendFieldValues, unknown, SendBody>({
    resolver: schemaResolver(SendBody),
    defaultValues: { subject: '', content: '', htmlContent: '' },
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      form.reset();
      showStatus('success', t(M.sent));
    } catch (err) {
      showStatus('error', errorMessage(err, t(M.sendFailed)));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">{t('Send Newsletter')}</h2>
        <p className="mt-1 text-sm text-muted">
          {t('Goes to every confirmed subscriber, each mail with a one-click unsubscribe link.')}
        </p>
      </div>
      {status}
      <FormError message={firstErrorMessage(formState.errors)} />
      <TextField label={t('Subject')} maxLength={NEWSLETTER_SUBJECT_MAX} {...register('subject')} />
      <TextAreaField label={t('Content')} rows={6} maxLength={NEWSLETTER_CONTENT_MAX} {...register('content')} />
      <details className="rounded-lg border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('HTML version (optional)')}</summary>
        <p className="mt-2 mb-3 text-xs text-muted">
          {t('Left empty, subscribers receive the content above as plain text.')}
        </p>
        <TextAreaField
          label={t('HTML content')}
          rows={6}
          maxLength={NEWSLETTER_HTML_MAX}
          className="font-mono"
          {...register('htmlContent')}
        />
      </details>
      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('Send Newsletter')}
        </Button>
      </div>
    </form>
  );
}
