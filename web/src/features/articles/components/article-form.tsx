import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ARTICLE_MESSAGES as M, ARTICLE_STATUSES, type ArticleStatus, DEFAULT_CATEGORY, isFeaturedValue } from '../../../../../common/articles';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputClass, TextField } from '../../../components/text-field';
import { firstErrorMessage } from '../../../lib/form';
import { useActiveCategories } from '../../categories/api';
import { type Article, type ArticleFormValues, NEW_CATEGORY } from '../api';
import { isBlankHtml, type ToolbarKind } from './editor-config';
import { ImagePicker } from './image-picker';
import { LazyRichTextEditor } from './lazy-editor';

interface FormShape {
  title: string;
  summary: string;
  body: string;
  tag: string;
  category: string;
  customCategory: string;
  status: ArticleStatus;
  featured: boolean;
}

/** One schema for every article form; the admin edit modal uses one message for the three texts (part 2 §5). */
function schemaOf(combined?: string) {
  const required = (message: string) => z.string().trim().min(1, combined ?? message);
  return z
    .object({
      title: required('Title is required'),
      summary: required('Summary is required'),
      body: z.string().refine((v) => !isBlankHtml(v), combined ?? 'Body is required'),
      tag: z.string().trim().min(1, 'Tags are required'),
      category: z.string(),
      customCategory: z.string(),
      status: z.enum(ARTICLE_STATUSES),
      featured: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.category === NEW_CATEGORY && !v.customCategory.trim()) ctx.addIssue({ code: 'custom', path: ['customCategory'], message: M.customCategory });
    });
}

export interface ArticleFormProps {
  /** The article being edited; none to create one. */
  article?: Article;
  toolbar: ToolbarKind;
  /** Admin forms: the status select (edit) and the featured switch. */
  withStatus?: boolean;
  withFeatured?: boolean;
  /** The admin edit modal's one message for a blank title, summary or body. */
  requiredMessage?: string;
  submitLabel: string;
  onCancel?(): void;
  /** Sends the values; answers the error text to show, or nothing on success. */
  onSubmit(values: ArticleFormValues): Promise<string | void>;
}

/** The article form: title, summary, body (rich text), tags, category (or a new one), image. */
export function ArticleForm({ article, toolbar, withStatus, withFeatured, requiredMessage, submitLabel, onCancel, onSubmit }: ArticleFormProps) {
  const ids = useId();
  const categories = useActiveCategories();
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = categories.data ?? [];
  // Create: the first active category, else the default (sdg); edit: the article's own.
  const initialCategory = article ? (article.category ?? '') : (active[0]?.slug ?? '');
  const { register, handleSubmit, control, watch, formState } = useForm<FormShape>({
    resolver: zodResolver(schemaOf(requiredMessage)),
    values: {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      body: article?.body ?? '',
      tag: article?.tag ?? '',
      category: initialCategory,
      customCategory: '',
      status: article?.status ?? 'approved',
      featured: article ? isFeaturedValue(article.featured) : false,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const category = watch('category');
  const options = [...active.map((c) => ({ value: c.slug, label: c.name }))];
  if (article?.category && !options.some((o) => o.value === article.category)) options.unshift({ value: article.category, label: article.category });

  const submit = handleSubmit(async (v) => {
    setError(null);
    if (!article && !image) return setError(M.imageMissing);
    const unchanged = article && v.category === (article.category ?? '');
    const problem = await onSubmit({
      title: v.title,
      summary: v.summary,
      body: v.body,
      tag: v.tag,
      // An unchanged category is not sent (it may have been deactivated since); '' lets the server pick the default.
      category: unchanged || v.category === '' ? undefined : v.category,
      customCategory: v.customCategory,
      image,
      status: withStatus ? v.status : undefined,
      featured: withFeatured ? v.featured : undefined,
    });
    if (problem) setError(problem);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? error} />
      <TextField label="Title" required maxLength={200} invalid={!!formState.errors.title} {...register('title')} />
      <div>
        <label htmlFor={`${ids}-summary`} className="mb-1.5 block text-sm font-medium text-ink">
          Summary
        </label>
        <textarea
          id={`${ids}-summary`}
          rows={3}
          required
          maxLength={1000}
          aria-invalid={!!formState.errors.summary || undefined}
          className={inputClass}
          {...register('summary')}
        />
      </div>
      <div>
        <span id={`${ids}-body`} className="mb-1.5 block text-sm font-medium text-ink">
          Body
        </span>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              key={article?._id ?? 'new'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              toolbar={toolbar}
              label="Body"
              labelledBy={`${ids}-body`}
              placeholder="Write your article..."
              invalid={!!fieldState.error}
            />
          )}
        />
      </div>
      <TextField
        label="Tags"
        required
        maxLength={300}
        hint="Separate tags with commas, e.g. funding, fintech, growth"
        invalid={!!formState.errors.tag}
        {...register('tag')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-medium text-ink">
            Category
          </label>
          <select id={`${ids}-category`} className={inputClass} {...register('category')}>
            {options.length === 0 && <option value="">{DEFAULT_CATEGORY}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            <option value={NEW_CATEGORY}>+ New category</option>
          </select>
        </div>
        {category === NEW_CATEGORY && (
          <TextField
            label="New category name"
            required
            maxLength={80}
            autoFocus
            invalid={!!formState.errors.customCategory}
            {...register('customCategory')}
          />
        )}
        {withStatus && (
          <div>
            <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-ink">
              Status
            </label>
            <select id={`${ids}-status`} className={`${inputClass} capitalize`} {...register('status')}>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {withFeatured && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('featured')} />
          Featured on the home page
        </label>
      )}
      <ImagePicker
        label={article ? 'Article image (leave empty to keep the current one)' : 'Article image'}
        file={image}
        current={article?.article_image}
        onChange={setImage}
        onProblem={setError}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
