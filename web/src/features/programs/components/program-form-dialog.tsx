import { useForm, useWatch } from 'react-hook-form';
import { PAYMENT_INSTRUCTIONS_MAX, URL_MAX } from '../../../../../common/events';
import { PROGRAM_MESSAGES as M, PROGRAM_TYPES } from '../../../../../common/programs';
import { CreateProgramBody } from '../../../../../common/schemas/programs';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { Modal } from '../../../components/modal';
import { SelectField, TextAreaField, TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { type Program, useCreateProgram } from '../api';

interface ProgramFieldValues {
  title: string;
  description: string;
  registrationUrl: string;
  programType: 'free' | 'paid';
  paymentInstructions: string;
  image?: File;
}

/** The admin's create modal (part 3 §2.6, §5, §8). */
export function ProgramFormDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(p: Program): void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Create Program')}>
      {open && (
        <CreateProgramForm
          onCancel={() => onOpenChange(false)}
          onDone={(p) => {
            onCreated(p);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

function CreateProgramForm({ onDone, onCancel }: { onDone(p: Program): void; onCancel(): void }) {
  const create = useCreateProgram();
  const form = useForm<ProgramFieldValues, unknown, CreateProgramBody>({
    resolver: schemaResolver(CreateProgramBody),
    defaultValues: { title: '', description: '', registrationUrl: '', programType: 'free', paymentInstructions: '' },
  });
  const { register, formState } = form;
  const paid = useWatch({ control: form.control, name: 'programType' }) === 'paid';
  const invalid = firstErrorMessage(formState.errors);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onDone(await create.mutateAsync(body));
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t(M.createFailed)) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField
        label={t('Title')}
        required
        maxLength={maxLengthOf(CreateProgramBody.shape.title)}
        {...register('title')}
      />
      <TextAreaField
        label={t('Description')}
        rows={4}
        required
        maxLength={maxLengthOf(CreateProgramBody.shape.description)}
        {...register('description')}
      />
      <TextField
        label={t('Registration URL')}
        type="url"
        // i18n-ignore
        placeholder="https://"
        maxLength={URL_MAX}
        {...register('registrationUrl')}
      />
      <SelectField label={t('Program type')} options={PROGRAM_TYPES} {...register('programType')} />
      {paid && (
        <TextAreaField
          label={t('Payment instructions')}
          rows={3}
          required
          maxLength={PAYMENT_INSTRUCTIONS_MAX}
          {...register('paymentInstructions')}
        />
      )}
      <ImageField form={form} name="image" schema={CreateProgramBody.shape.image} label={t('Program image')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('Create Program')}
        </Button>
      </div>
    </form>
  );
}
