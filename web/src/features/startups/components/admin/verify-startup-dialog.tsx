import { useForm, useWatch } from 'react-hook-form';
import { VerifyStartupBody } from '../../../../../../common/schemas/startups';
import { STARTUP_MESSAGES as M, type VerifyStatus } from '../../../../../../common/startups';
import { FormError } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextAreaField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-client';
import { msg, t } from '../../../../lib/i18n';
import { maxLengthOf, schemaResolver } from '../../../../lib/form';
import { type Startup, useVerifyStartup } from '../../manage-api';
import { formMessage } from '../translate';

interface VerifyFieldValues {
  status: VerifyStatus;
  rejectionReason: string;
}

const CHOICES: { value: VerifyStatus; label: string; hint: string }[] = [
  {
    value: 'verified',
    label: msg('Approve'),
    hint: msg('The startup appears in the directory and may post opportunities.'),
  },
  { value: 'rejected', label: msg('Reject'), hint: msg('The owner sees your reason on their dashboard.') },
];

/** The admin's verify modal (part 3 §2.13, §3, §5): Approve or Reject, a reason required to reject. */
export function VerifyStartupDialog({
  startup,
  onOpenChange,
  onVerified,
}: {
  startup: Startup | null;
  onOpenChange(open: boolean): void;
  onVerified(startup: Startup): void;
}) {
  return (
    <Modal
      open={!!startup}
      onOpenChange={onOpenChange}
      title={t('Verify Startup')}
      description={startup ? t('Approve or reject {name}.', { name: startup.name }) : undefined}
      size="sm"
    >
      {startup && (
        <VerifyForm
          key={startup._id}
          startup={startup}
          onCancel={() => onOpenChange(false)}
          onDone={(s) => {
            onVerified(s);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

function VerifyForm({ startup, onDone, onCancel }: { startup: Startup; onDone(s: Startup): void; onCancel(): void }) {
  const verify = useVerifyStartup();
  const form = useForm<VerifyFieldValues, unknown, VerifyStartupBody>({
    resolver: schemaResolver(VerifyStartupBody),
    defaultValues: { status: 'verified', rejectionReason: '' },
  });
  const { register, formState, control } = form;
  const status = useWatch({ control, name: 'status' });
  const reason = useWatch({ control, name: 'rejectionReason' });
  const rejecting = status === 'rejected';
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // An approval carries no reason.
      onDone(await verify.mutateAsync({ id: startup._id, body: rejecting ? body : { status: body.status } }));
    } catch (err) {
      console.error(M.verifyError, err);
      form.setError('root', { message: errorMessage(err, t(M.verifyError)) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formMessage(formState.errors)} />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('Decision')}</legend>
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input type="radio" value={c.value} className="mt-1 accent-brand-600" {...register('status')} />
            <span>
              <span className="block text-sm font-semibold">{t(c.label)}</span>
              <span className="block text-xs text-muted">{t(c.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {rejecting && (
        <TextAreaField
          label={t('Rejection reason')}
          rows={3}
          required
          placeholder={t('Tell the owner what to change')}
          maxLength={maxLengthOf(VerifyStartupBody.shape.rejectionReason)}
          {...register('rejectionReason')}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant={rejecting ? 'danger' : 'primary'}
          loading={formState.isSubmitting}
          // Part 3 §5: the button is disabled while a rejection has no reason.
          disabled={rejecting && !reason.trim()}
        >
          {rejecting ? t('Reject Startup') : t('Approve Startup')}
        </Button>
      </div>
    </form>
  );
}
