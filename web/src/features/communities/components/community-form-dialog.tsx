import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  allowedTransitions,
  COMMUNITY_MESSAGES as M,
  COMMUNITY_STATUSES,
  type CommunityStatus,
} from '../../../../../common/communities';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../../../../../common/constants';
import { CommunityDescription, CommunityName } from '../../../../../common/schemas/communities';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { inputClass, TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage } from '../../../lib/form';
import { type Community, useCreateCommunity, useUpdateCommunity } from '../api';
import { CommunityImage } from './community-image';

export const CREATE_SUCCESS = 'Community created successfully!';
const CREATE_FAILED = 'Failed to create community. Please try again.';
const UPDATE_FAILED = 'Failed to update community. Please try again.';

// Create (part 1 §5): a non-blank name, a description, a banner image; the server checks the lengths.
const CreateForm = z.object({
  name: z.string().trim().min(1, M.nameMissing),
  description: z.string().trim().min(1, M.descriptionRequired),
  status: z.enum(COMMUNITY_STATUSES).optional(),
});
// Edit (part 1 §5): the shared rules and messages.
const EditForm = z.object({ name: CommunityName, description: CommunityDescription, status: z.enum(COMMUNITY_STATUSES) });
type FormValues = z.infer<typeof CreateForm>;

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
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={community ? 'Edit Community' : 'Create Community'}>
      {open && <CommunityForm community={community} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </Modal>
  );
}

function CommunityForm({ community, onDone, onCreated }: { community?: Community; onDone(): void; onCreated?(): void }) {
  const ids = useId();
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver((community ? EditForm : CreateForm) as typeof CreateForm),
    defaultValues: { name: community?.name ?? '', description: community?.description ?? '', status: community?.status },
  });

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setError(M.imageType);
    if (file.size > UPLOAD_MAX_BYTES) return setError(M.imageSize);
    setError(null);
    setImage(file);
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    if (!community) {
      if (!image) return setError(M.imageMissing);
      try {
        await create.mutateAsync({ name: values.name.trim(), description: values.description.trim(), image });
        onCreated?.();
        onDone();
      } catch (err) {
        setError(errorMessage(err, CREATE_FAILED));
      }
      return;
    }
    try {
      await update.mutateAsync({ id: community._id, name: values.name.trim(), description: values.description.trim(), status: values.status, image });
      onDone();
    } catch (err) {
      setError(errorMessage(err, UPDATE_FAILED));
    }
  });

  const statusOptions: CommunityStatus[] = community ? [community.status, ...allowedTransitions(community.status)] : [];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? error} />
      <TextField label="Community name" required maxLength={100} {...register('name')} />
      <div>
        <label htmlFor={`${ids}-description`} className="mb-1.5 block text-sm font-medium text-ink">
          Description
        </label>
        <textarea id={`${ids}-description`} rows={4} required maxLength={2000} className={inputClass} {...register('description')} />
      </div>
      {community && (
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-ink">
            Status
          </label>
          <select id={`${ids}-status`} className={`${inputClass} capitalize`} {...register('status')}>
            {statusOptions.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <span className="mb-1.5 block text-sm font-medium text-ink">Banner image</span>
        <div className="flex items-center gap-3">
          {preview ? (
            <img src={preview} alt="New banner preview" width={128} height={72} className="h-[72px] w-32 rounded-lg object-cover" />
          ) : (
            <CommunityImage src={community?.image} alt="Current banner" width={128} height={72} className="h-[72px] w-32 rounded-lg" />
          )}
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-canvas focus-within:outline-2 focus-within:outline-brand-600">
            <ImagePlus aria-hidden className="h-4 w-4" />
            {image || community ? 'Change image' : 'Upload image'}
            <input
              type="file"
              aria-label="Banner image"
              accept="image/png,image/jpeg,image/jpg"
              className="sr-only"
              onChange={onPick}
            />
          </label>
        </div>
        <p className="mt-1.5 text-xs text-muted">PNG, JPG or JPEG, up to 5MB.</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {community ? 'Save Changes' : 'Create Community'}
        </Button>
      </div>
    </form>
  );
}
