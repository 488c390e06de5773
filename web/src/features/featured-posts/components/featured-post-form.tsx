import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { CreateFeaturedPostBody, UpdateFeaturedPostBody } from '../../../../../common/schemas/featured-posts';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { inputClass, TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { msg, t } from '../../../lib/i18n';
import { type FeaturedPost, useCreateFeaturedPost, useUpdateFeaturedPost } from '../api';

/** What the form's inputs hold; CreateFeaturedPostBody or UpdateFeaturedPostBody decide the rules (part 2 §5). */
interface FeaturedPostFieldValues {
  title: string;
  content: string;
  tag: string;
  image?: File;
}

const SAVE_FAILED = msg('Failed to save the post');

/** Create or edit a featured post: title, content, tag and an image (required on create only). */
export function FeaturedPostForm({ post, onDone }: { post?: FeaturedPost; onDone(): void }) {
  return post ? <EditFeaturedPostForm post={post} onDone={onDone} /> : <CreateFeaturedPostForm onDone={onDone} />;
}

function CreateFeaturedPostForm({ onDone }: { onDone(): void }) {
  const create = useCreateFeaturedPost();
  const form = useForm<FeaturedPostFieldValues, unknown, CreateFeaturedPostBody>({
    resolver: schemaResolver(CreateFeaturedPostBody),
    defaultValues: { title: '', content: '', tag: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t(SAVE_FAILED)) });
    }
  });
  return <FeaturedPostFields form={form} onSubmit={submit} onCancel={onDone} submitLabel={t('Create Post')} />;
}

function EditFeaturedPostForm({ post, onDone }: { post: FeaturedPost; onDone(): void }) {
  const update = useUpdateFeaturedPost();
  const form = useForm<FeaturedPostFieldValues, unknown, UpdateFeaturedPostBody>({
    resolver: schemaResolver(UpdateFeaturedPostBody),
    defaultValues: { title: post.title, content: post.content, tag: post.tag },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: post._id, ...body });
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t(SAVE_FAILED)) });
    }
  });
  return (
    <FeaturedPostFields
      form={form}
      onSubmit={submit}
      onCancel={onDone}
      current={post.image}
      submitLabel={t('Save Changes')}
    />
  );
}

function FeaturedPostFields<O>({
  form,
  onSubmit,
  onCancel,
  current,
  submitLabel,
}: {
  form: UseFormReturn<FeaturedPostFieldValues, unknown, O>;
  onSubmit(): void;
  onCancel(): void;
  current?: string | null;
  submitLabel: string;
}) {
  const ids = useId();
  const { register, formState } = form;
  const shape = UpdateFeaturedPostBody.shape;
  // The schemas' messages are catalogue ids (common/); the server's (root) are already in the page's language.
  const invalid = firstErrorMessage(formState.errors);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField
        label={t('Title')}
        required
        maxLength={maxLengthOf(shape.title)}
        {...register('title')}
        invalid={!!formState.errors.title}
      />
      <div>
        <label htmlFor={`${ids}-content`} className="mb-1.5 block text-sm font-medium text-ink">
          {t('Content')}
        </label>
        <textarea
          id={`${ids}-content`}
          rows={5}
          required
          maxLength={maxLengthOf(shape.content)}
          className={inputClass}
          {...register('content')}
          aria-invalid={!!formState.errors.content || undefined}
        />
      </div>
      <TextField
        label={t('Tag')}
        required
        maxLength={maxLengthOf(shape.tag)}
        {...register('tag')}
        invalid={!!formState.errors.tag}
      />
      <ImageField form={form} name="image" schema={shape.image} label={t('Image')} current={current} showName />
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
