import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, Plus, Power, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { type Category, useAllCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api';

/** What the forms' inputs hold; CreateCategoryBody and UpdateCategoryBody decide the rules. */
interface CategoryFieldValues {
  name: string;
  description: string;
  isActive: boolean;
}
const NAME_MAX = maxLengthOf(CreateCategoryBody.shape.name);
const DESCRIPTION_MAX = maxLengthOf(UpdateCategoryBody.shape.description);

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
              <Dialog.Title className="text-lg font-bold sm:text-xl">Category Management</Dialog.Title>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close category management"
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
      setError(errorMessage(err, 'Failed to create category'));
    }
  });
  return (
    <section className="card p-4 sm:p-5" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="mb-3 font-semibold">
        Add New Category
      </h2>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormError message={firstErrorMessage(formState.errors) ?? error} />
        <div className="grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
          <TextField label="Name" maxLength={NAME_MAX} {...register('name')} invalid={!!formState.errors.name} />
          <TextField label="Description (optional)" maxLength={DESCRIPTION_MAX} {...register('description')} />
          <Button type="submit" loading={formState.isSubmitting}>
            <Plus aria-hidden className="h-4 w-4" /> Add Category
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
      setError(errorMessage(err, 'Failed to update category'));
    }
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title="Edit Category">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError message={firstErrorMessage(formState.errors) ?? error} />
        <TextField label="Name" maxLength={NAME_MAX} {...register('name')} invalid={!!formState.errors.name} />
        <TextAreaField label="Description" rows={3} maxLength={DESCRIPTION_MAX} {...register('description')} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('isActive')} />
          Active
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save Changes
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
      <section className="card overflow-hidden" aria-label="Categories">
        <QueryState
          query={categories}
          loading="Loading categories"
          error="Failed to fetch categories. Please try again."
          errorClassName="p-4"
        >
          {(data) => (
            <DataTable
              rows={data}
              rowKey={(c) => c._id}
              empty="No categories found"
              columns={[
                { header: 'Name', rowHeader: true, cell: (c) => c.name },
                { header: 'Slug', cell: (c) => c.slug, className: 'font-mono text-xs text-muted' },
                { header: 'Description', cell: (c) => c.description || '—', className: 'max-w-xs text-muted' },
                {
                  header: 'Status',
                  cell: (c) => (
                    <StatusBadge
                      status={c.isActive ? 'active' : 'inactive'}
                      label={c.isActive ? 'Active' : 'Inactive'}
                    />
                  ),
                },
              ]}
              actions={(c) => [
                { label: 'Edit', name: `Edit ${c.name}`, icon: Pencil, onClick: () => setEditing(c) },
                c.isActive && {
                  label: 'Deactivate',
                  name: `Deactivate ${c.name}`,
                  icon: Power,
                  onClick: () => {
                    setActionError(null);
                    setDeactivating(c);
                  },
                },
                {
                  label: 'Delete',
                  name: `Delete ${c.name}`,
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
        title="Deactivate Category"
        description={deactivating ? `Are you sure you want to deactivate "${deactivating.name}"?` : ''}
        confirmLabel="Deactivate"
        busy={update.isPending}
        error={actionError}
        onConfirm={() =>
          deactivating &&
          update.mutate(
            { id: deactivating._id, isActive: false },
            {
              onSuccess: () => setDeactivating(null),
              onError: (err) => setActionError(errorMessage(err, 'Failed to deactivate category')),
            },
          )
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Category"
        description={
          deleting
            ? `Are you sure you want to permanently delete "${deleting.name}"? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        error={actionError}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => setDeleting(null),
            onError: (err) => setActionError(errorMessage(err, 'Failed to delete category')),
          })
        }
      />
    </>
  );
}
