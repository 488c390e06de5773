import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { type FieldPathByValue, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import type { z } from 'zod';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../../../common/constants';
import { t } from '../lib/i18n';
import { FallbackImage } from './fallback-image';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
/** The image hint in English (the field's default hint is imageHint(), in the page's language). */
export const IMAGE_HINT = `PNG, JPG or JPEG, up to ${MAX_MB}MB.`;
/** The image fields' hint in the page's language. */
export const imageHint = () => t('PNG, JPG or JPEG, up to {size}MB.', { size: MAX_MB });

/**
 * The one image field of every form: the current image (or a placeholder) until a file is picked, then its
 * preview. A picked file is checked with the call's own file schema (type and size, the server's rules and
 * messages); a refused file is not kept and its message becomes the field's error.
 */
export function ImageField<T extends FieldValues, O>({
  form,
  name,
  schema,
  label,
  hideLabel = false,
  current,
  currentAlt,
  renderCurrent,
  previewAlt,
  round = false,
  chooseText,
  changeText,
  icon = <ImagePlus aria-hidden className="h-4 w-4" />,
  hint,
  showName = false,
  accept = IMAGE_MIME_TYPES.join(','),
}: {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPathByValue<T, File | undefined>;
  /** The file field's schema in common/schemas, e.g. CreateCommunityBody.shape.image. */
  schema: z.ZodType;
  /** The field's label, also the file input's accessible name. */
  label: string;
  hideLabel?: boolean;
  /** The address of the current image (edit forms). */
  current?: string | null;
  currentAlt?: string;
  /** How the current image shows before a file is picked; a 128×72 image with the 'No Image' fallback by default. */
  renderCurrent?: (src: string | null | undefined) => ReactNode;
  previewAlt?: string;
  /** A round preview (profile pictures). */
  round?: boolean;
  chooseText?: string;
  changeText?: string;
  icon?: ReactNode;
  /** imageHint() unless given; null for none. */
  hint?: string | null;
  /** Show the picked file's name. */
  showName?: boolean;
  /** The file types the picker offers (PNG and JPEG unless the call's schema takes others, e.g. SVG logos). */
  accept?: string;
}) {
  const { field } = useController({ control: form.control, name });
  const file = field.value as File | undefined;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    const check = schema.safeParse(picked);
    if (!check.success) {
      form.setError(name, { type: 'validate', message: check.error.issues[0]?.message });
      return;
    }
    form.clearErrors(name);
    field.onChange(picked);
  }

  const size = round ? 'h-20 w-20 rounded-full' : 'h-[72px] w-32 rounded-lg';
  const shownHint = hint === undefined ? imageHint() : hint;
  return (
    <div>
      {!hideLabel && <span className="mb-1.5 block text-sm font-medium text-ink">{label}</span>}
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={previewAlt ?? t('Chosen image preview')}
            width={round ? 80 : 128}
            height={round ? 80 : 72}
            className={`${size} object-cover`}
          />
        ) : (
          (renderCurrent?.(current) ?? (
            <FallbackImage
              src={current}
              alt={currentAlt ?? t('Current image')}
              width={128}
              height={72}
              className={`${size} text-xs`}
            />
          ))
        )}
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-canvas focus-within:outline-2 focus-within:outline-brand-600">
          {icon}
          {file || current ? (changeText ?? t('Change image')) : (chooseText ?? t('Choose image'))}
          <input type="file" aria-label={label} accept={accept} className="sr-only" onChange={onPick} />
        </label>
        {showName && file && <span className="max-w-full truncate text-xs text-muted">{file.name}</span>}
      </div>
      {shownHint && <p className="mt-1.5 text-xs text-muted">{shownHint}</p>}
    </div>
  );
}
