import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ARTICLE_STATUSES,
  type ArticleStatus,
  DEFAULT_CATEGORY,
  isFeaturedValue,
  NEW_CATEGORY,
} from '../../../../../common/articles';
import type {
  CreateArticleBody,
  CreateCommunityArticleBody,
  UpdateArticleBody,
} from '../../../../../common/schemas/articles';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { inputClass, TextField, TextAreaField } from '../../../components/text-field';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { useActiveCategories } from '../../categories/api';
import type { Article } from '../api';
import { ARTICLE_STATUS_LABELS } from '../labels';
import type { ToolbarKind } from './editor-config';
import { LazyRichTextEditor } from './lazy-editor';

/** The schemas of the three article calls: create general (admin), create community (members), edit. */
type ArticleSchema = typeof CreateArticleBody | typeof CreateCommunityArticleBody | typeof UpdateArticleBody;

/** What the form's inputs hold; the call's schema decides the rules and messages (part 2 §5). */
interface ArticleFieldValues {
  title: string;
  summary: string;
  body: string;
  tag: string;
  /** A category slug, or NEW_CATEGORY with customCategory. */
  category: string;
  customCategory: string;
  status?: ArticleStatus;
  featured?: boolean;
  article_image?: File;
}

export interface ArticleFormProps<S extends ArticleSchema> {
  /** The schema of the call the form sends (the one the server validates it with). */
  schema: S;
  /** The article being edited; none to create one. */
  article?: Article;
  toolbar: ToolbarKind;
  /** Admin forms: the status select (edit) and the featured switch. */
  withStatus?: boolean;
  withFeatured?: boolean;
  submitLabel: string;
  onCancel?(): void;
  /** Sends the body; answers the error text to show, or nothing on success. */
  onSubmit(body: z.output<S>): Promise<string | undefined>;
}

/** The article form: title, summary, body (rich text), tags, category (or a new one), image. */
export function ArticleForm<S extends ArticleSchema>({
  schema,
  article,
  toolbar,
  withStatus,
  withFeatured,
  submitLabel,
  onCancel,
  onSubmit,
}: ArticleFormProps<S>) {
  const ids = useId();
  const categories = useActiveCategories();
  const active = categories.data ?? [];
  // Create: the first active category, else the default (sdg); edit: the article's own.
  const initialCategory = article ? (article.category ?? '') : (active[0]?.slug ?? '');
  const form = useForm<ArticleFieldValues, unknown, z.output<S>>({
    resolver: schemaResolver<ArticleFieldValues, S>(schema),
    values: {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      body: article?.body ?? '',
      tag: article?.tag ?? '',
      category: initialCategory,
      customCategory: '',
      status: withStatus ? (article?.status ?? 'approved') : undefined,
      featured: withFeatured ? (article ? isFeaturedValue(article.featured) : false) : undefined,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, control, watch, formState, setError } = form;
  const category = watch('category');
  // The schemas' messages are catalogue ids (common/); the server's (root) are already in the page's language.
  const invalid = firstErrorMessage(formState.errors);
  const options = [...active.map((c) => ({ value: c.slug, label: c.name }))];
  if (article?.category && !options.some((o) => o.value === article.category))
    options.unshift({ value: article.category, label: article.category });

  const submit = handleSubmit(async (body) => {
    const unchanged = article && body.category === (article.category ?? '');
    const problem = await onSubmit({
      ...body,
      // An unchanged category is not sent (it may have been deactivated since); '' lets the server pick the default.
      category: unchanged || !body.category ? undefined : body.category,
      // A name typed for a new category counts only while 'new' is chosen.
      customCategory: body.category === NEW_CATEGORY ? body.customCategory : undefined,
    });
    if (problem) setError('root', { message: problem });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField
        label={t('Title')}
        required
        maxLength={maxLengthOf(schema.shape.title)}
        invalid={!!formState.errors.title}
        {...register('title')}
      />
      <TextAreaField
        label={t('Summary')}
        rows={3}
        required
        maxLength={maxLengthOf(schema.shape.summary)}
        aria-invalid={!!formState.errors.summary || undefined}
        {...register('summary')}
      />
      <div>
        <span id={`${ids}-body`} className="mb-1.5 block text-sm font-medium text-ink">
          {t('Body')}
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
              label={t('Body')}
              labelledBy={`${ids}-body`}
              placeholder={t('Write your article...')}
              invalid={!!fieldState.error}
            />
          )}
        />
      </div>
      <TextField
        label={t('Tags')}
        required
        maxLength={maxLengthOf(schema.shape.tag)}
        hint={t('Separate tags with commas, e.g. funding, fintech, growth')}
        invalid={!!formState.errors.tag}
        {...register('tag')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('Category')}
          </label>
          <select id={`${ids}-category`} className={inputClass} {...register('category')}>
            {options.length === 0 && <option value="">{DEFAULT_CATEGORY}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
            <option value={NEW_CATEGORY}>{t('+ New category')}</option>
          </select>
        </div>
        {category === NEW_CATEGORY && (
          <TextField
            label={t('New category name')}
            required
            maxLength={maxLengthOf(schema.shape.customCategory)}
            autoFocus
            invalid={!!formState.errors.customCategory}
            {...register('customCategory')}
          />
        )}
        {withStatus && (
          <div>
            <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-ink">
              {t('Status')}
            </label>
            <select id={`${ids}-status`} className={inputClass} {...register('status')}>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(ARTICLE_STATUS_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {withFeatured && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('featured')} />
          {t('Featured on the home page')}
        </label>
      )}
      <ImageField
        form={form}
        name="article_image"
        schema={schema.shape.article_image}
        label={article ? t('Article image (leave empty to keep the current one)') : t('Article image')}
        current={article?.article_image}
        showName
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
