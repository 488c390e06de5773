import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, Plus, Power, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { CreateCategoryBody, UpdateCategoryBody } from '../../../../../common/schemas/categories';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { TextField, TextAreaField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { type Category, useAllCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api';

/** What the forms' inputs hold; CreateCategoryBody and UpdateCategoryBody decide the rules. */
interface CategoryFieldValues {
  name: string;
  description: string;
  isActive: boolean;
}
const NAME_MAX = maxLengthOf(CreateCategoryBody.shape.name);
const DESCRIPTION_MAX = maxLengthOf(UpdateCategoryBody.shape.description);
/** The form's message: the schema's (a catalogue id, common/), else the server's (already in the page's language). */
const formError = (errors: FieldErrors, serverError: string | null) => {
  const invalid = firstErrorMessage(errors);
  return invalid ? t(invalid) : serverError;
};

/** Category Management (part 2 screen 12): a full-screen overlay over the admin articles page. */
export function CategoryManager({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-canvas animate-fade-in focus:outline-none"
        >
          <div className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur">
            <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
              <Dialog.Title className="text-lg font-bold sm:text-xl">{t('Category Management')}</Dialog.Title>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label={t('Close category management')}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-black/5"
                >
                  <X aria-hidden className="h-5 w-5" />
                </button>
              </Dialog.Close>
            </div>
          </div>
          <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">{open && <CategoryManagerBody />}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddCategoryForm() {
  const ids = useId();
  const create = useCreateCategory();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    Omit<CategoryFieldValues, 'isActive'>,
    unknown,
    CreateCategoryBody
  >({
    resolver: schemaResolver(CreateCategoryBody),
    defaultValues: { name: '', description: '' },
  });
  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      await create.mutateAsync(body);
      reset();
    } catch (err) {
      setError(errorMessage(err, t('Failed to create category')));
    }
  });
  return (
    <section className="card p-4 sm:p-5" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="mb-3 font-semibold">
        {t('Add New Category')}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormError message={formError(formState.errors, error)} />
        <div className="grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
          <TextField label={t('Name')} maxLength={NAME_MAX} {...register('name')} invalid={!!formState.errors.name} />
          <TextField label={t('Description (optional)')} maxLength={DESCRIPTION_MAX} {...register('description')} />
          <Button type="submit" loading={formState.isSubmitting}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Add Category')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function EditCategoryModal({ category, onClose }: { category: Category; onClose(): void }) {
  const update = useUpdateCategory();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CategoryFieldValues, unknown, UpdateCategoryBody>({
    resolver: schemaResolver(UpdateCategoryBody),
    defaultValues: { name: category.name, description: category.description, isActive: category.isActive },
  });
  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      await update.mutateAsync({ id: category._id, ...body });
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('Failed to update category')));
    }
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('Edit Category')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError message={formError(formState.errors, error)} />
        <TextField label={t('Name')} maxLength={NAME_MAX} {...register('name')} invalid={!!formState.errors.name} />
        <TextAreaField label={t('Description')} rows={3} maxLength={DESCRIPTION_MAX} {...register('description')} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('isActive')} />
          {t('Active')}
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('Save Changes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function CategoryManagerBody() {
  const categories = useAllCategories();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deactivating, setDeactivating] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  return (
    <>
      <AddCategoryForm />
      <section className="card overflow-hidden" aria-label={t('Categories')}>
        <QueryState
          query={categories}
          loading={t('Loading categories')}
          error={t('Failed to fetch categories. Please try again.')}
          errorClassName="p-4"
        >
          {(data) => (
            <DataTable
              rows={data}
              rowKey={(c) => c._id}
              empty={t('No categories found')}
              columns={[
                { header: t('Name'), rowHeader: true, cell: (c) => c.name },
                { header: t('Slug'), cell: (c) => c.slug, className: 'font-mono text-xs text-muted' },
                { header: t('Description'), cell: (c) => c.description || '—', className: 'max-w-xs text-muted' },
                {
                  header: t('Status'),
                  cell: (c) => (
                    <StatusBadge
                      status={c.isActive ? 'active' : 'inactive'}
                      label={c.isActive ? t('Active') : t('Inactive')}
                    />
                  ),
                },
              ]}
              actions={(c) => [
                {
                  label: t('Edit'),
                  name: t('Edit {title}', { title: c.name }),
                  icon: Pencil,
                  onClick: () => setEditing(c),
                },
                c.isActive && {
                  label: t('Deactivate'),
                  name: t('Deactivate {name}', { name: c.name }),
                  icon: Power,
                  onClick: () => {
                    setActionError(null);
                    setDeactivating(c);
                  },
                },
                {
                  label: t('Delete'),
                  name: t('Delete {title}', { title: c.name }),
                  icon: Trash2,
                  danger: true,
                  onClick: () => {
                    setActionError(null);
                    setDeleting(c);
                  },
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      {editing && <EditCategoryModal category={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deactivating}
        onOpenChange={(o) => !o && setDeactivating(null)}
        title={t('Deactivate Category')}
        description={
          deactivating ? t('Are you sure you want to deactivate "{name}"?', { name: deactivating.name }) : ''
        }
        confirmLabel={t('Deactivate')}
        busy={update.isPending}
        error={actionError}
        onConfirm={() =>
          deactivating &&
          update.mutate(
            { id: deactivating._id, isActive: false },
            {
              onSuccess: () => setDeactivating(null),
              onError: (err) => setActionError(errorMessage(err, t('Failed to deactivate category'))),
            },
          )
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Delete Category')}
        description={
          deleting
            ? t('Are you sure you want to permanently delete "{name}"? This action cannot be undone.', {
                name: deleting.name,
              })
            : ''
        }
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        error={actionError}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => setDeleting(null),
            onError: (err) => setActionError(errorMessage(err, t('Failed to delete category'))),
          })
        }
      />
    </>
  );
}
