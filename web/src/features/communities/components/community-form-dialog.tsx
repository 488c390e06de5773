import { useId } from 'react';
import type { z } from 'zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { allowedTransitions, type CommunityStatus } from '../../../../../common/communities';
import {
  CommunityDescription,
  CommunityName,
  CreateCommunityBody,
  UpdateCommunityBody,
} from '../../../../../common/schemas/communities';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { Modal } from '../../../components/modal';
import { inputClass, TextField, TextAreaField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { msg, t } from '../../../lib/i18n';
import { type Community, useCreateCommunity, useUpdateCommunity } from '../api';
import { CommunityImage } from './community-image';

export const CREATE_SUCCESS = msg('Community created successfully!');
const CREATE_FAILED = msg('Failed to create community. Please try again.');
const UPDATE_FAILED = msg('Failed to update community. Please try again.');
/** The status select's words (shown capitalised). */
const STATUS_LABELS: Record<CommunityStatus, string> = {
  pending: msg('pending'),
  approved: msg('approved'),
  disapproved: msg('disapproved'),
  archived: msg('archived'),
};

/** What the form's inputs hold; CreateCommunityBody or UpdateCommunityBody decide the rules (part 1 §4, §5). */
interface CommunityFieldValues {
  name: string;
  description: string;
  status?: CommunityStatus;
  image?: File;
}

/** The create and edit modal of the admin communities page. */
export function CommunityFormDialog({
  open,
  onOpenChange,
  community,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The community to edit; none to create one. */
  community?: Community;
  onCreated?(): void;
}) {
  const done = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={community ? t('Edit Community') : t('Create Community')}>
      {open &&
        (community ? (
          <EditCommunityForm community={community} onDone={done} />
        ) : (
          <CreateCommunityForm
            onDone={() => {
              onCreated?.();
              done();
            }}
            onCancel={done}
          />
        ))}
    </Modal>
  );
}

function CreateCommunityForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const create = useCreateCommunity();
  const form = useForm<CommunityFieldValues, unknown, CreateCommunityBody>({
    resolver: schemaResolver(CreateCommunityBody),
    defaultValues: { name: '', description: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t(CREATE_FAILED)) });
    }
  });
  return (
    <CommunityFields
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      imageSchema={CreateCommunityBody.shape.image}
      submitLabel={t('Create Community')}
    />
  );
}

function EditCommunityForm({ community, onDone }: { community: Community; onDone(): void }) {
  const update = useUpdateCommunity();
  const form = useForm<CommunityFieldValues, unknown, UpdateCommunityBody>({
    resolver: schemaResolver(UpdateCommunityBody),
    defaultValues: { name: community.name, description: community.description, status: community.status },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: community._id, ...body });
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t(UPDATE_FAILED)) });
    }
  });
  // The status machine (decision: the edit form offers the current status and its allowed targets).
  const statuses: CommunityStatus[] = [community.status, ...allowedTransitions(community.status)];
  return (
    <CommunityFields
      form={form}
      onSubmit={onSubmit}
      onCancel={onDone}
      imageSchema={UpdateCommunityBody.shape.image}
      statuses={statuses}
      current={community.image}
      submitLabel={t('Save Changes')}
    />
  );
}

function CommunityFields<O>({
  form,
  onSubmit,
  onCancel,
  imageSchema,
  statuses,
  current,
  submitLabel,
}: {
  form: UseFormReturn<CommunityFieldValues, unknown, O>;
  onSubmit(): void;
  onCancel(): void;
  imageSchema: z.ZodType;
  /** Edit only: the statuses the select offers. */
  statuses?: CommunityStatus[];
  current?: string | null;
  submitLabel: string;
}) {
  const ids = useId();
  const { register, formState } = form;
  const invalid = firstErrorMessage(formState.errors);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField label={t('Community name')} required maxLength={maxLengthOf(CommunityName)} {...register('name')} />
      <TextAreaField
        label={t('Description')}
        rows={4}
        required
        maxLength={maxLengthOf(CommunityDescription)}
        {...register('description')}
      />
      {statuses && (
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('Status')}
          </label>
          <select id={`${ids}-status`} className={`${inputClass} capitalize`} {...register('status')}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
      )}
      <ImageField
        form={form}
        name="image"
        schema={imageSchema}
        label={t('Banner image')}
        current={current}
        currentAlt={t('Current banner')}
        renderCurrent={
          statuses
            ? (src) => (
                <CommunityImage
                  src={src}
                  alt={t('Current banner')}
                  width={128}
                  height={72}
                  className="h-[72px] w-32 rounded-lg"
                />
              )
            : undefined
        }
        previewAlt={t('New banner preview')}
        chooseText={t('Upload image')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
