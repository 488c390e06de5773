import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { ARTICLE_MESSAGES as M } from '../../../../../common/articles';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../../../../../common/constants';
import { ArticleImage } from './article-image';

/** Checks a chosen image (part 2 §5): png, jpg or jpeg, at most 5MB. Answers the message, or null when fine. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return M.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return M.imageSize;
  return null;
}

/** An image field with a preview: the current image until a new one is picked. */
export function ImagePicker({
  label,
  file,
  current,
  onChange,
  onProblem,
}: {
  label: string;
  file: File | null;
  current?: string | null;
  onChange(file: File | null): void;
  onProblem(message: string | null): void;
}) {
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
    const problem = imageProblem(picked);
    onProblem(problem);
    if (!problem) onChange(picked);
  }

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img src={preview} alt="Chosen image preview" width={128} height={72} className="h-[72px] w-32 rounded-lg object-cover" />
        ) : (
          <ArticleImage src={current} alt="Current image" width={128} height={72} className="h-[72px] w-32 rounded-lg text-xs" />
        )}
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-canvas focus-within:outline-2 focus-within:outline-brand-600">
          <ImagePlus aria-hidden className="h-4 w-4" />
          {file || current ? 'Change image' : 'Choose image'}
          <input type="file" aria-label={label} accept="image/png,image/jpeg,image/jpg" className="sr-only" onChange={onPick} />
        </label>
        {file && <span className="max-w-full truncate text-xs text-muted">{file.name}</span>}
      </div>
      <p className="mt-1.5 text-xs text-muted">PNG, JPG or JPEG, up to 5MB.</p>
    </div>
  );
}
