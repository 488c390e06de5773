import type { ReactNode } from 'react';
import { CreateArticleBody, UpdateArticleBody } from '../../../../../common/schemas/articles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import {
  type Article,
  type ArticleCard,
  useArticle,
  useCreateGeneralArticle,
  useDeleteArticle,
  useUpdateArticle,
} from '../api';
import { ArticleForm } from './article-form';

/** Create General Article (part 2 screen 2). */
export function CreateArticleDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(): void;
}) {
  const create = useCreateGeneralArticle();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Create General Article')}>
      {open && (
        <ArticleForm
          schema={CreateArticleBody}
          toolbar="general"
          withFeatured
          submitLabel={t('Create Article')}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (v) => {
            try {
              await create.mutateAsync(v);
              onOpenChange(false);
              onCreated();
            } catch (err) {
              return errorMessage(err, t('Failed to create article. Please try again.'));
            }
          }}
        />
      )}
    </Modal>
  );
}

/** The admin's Edit Article modal (part 2 screen 3): status and featured too. */
export function EditArticleDialog({ article, onClose }: { article: ArticleCard | null; onClose(): void }) {
  const update = useUpdateArticle();
  return (
    <Modal open={!!article} onOpenChange={(o) => !o && onClose()} title={t('Edit Article')}>
      {article && (
        <FullArticle id={article._id}>
          {(full) => (
            <ArticleForm
              schema={UpdateArticleBody}
              article={full}
              toolbar="general"
              withStatus
              withFeatured
              submitLabel={t('Save Changes')}
              onCancel={onClose}
              onSubmit={async (v) => {
                try {
                  await update.mutateAsync({ id: full._id, ...v });
                  onClose();
                } catch (err) {
                  return errorMessage(err, t('Failed to update article. Please try again.'));
                }
              }}
            />
          )}
        </FullArticle>
      )}
    </Modal>
  );
}

/** Lists carry no body: the edit form loads the whole article first. */
function FullArticle({ id, children }: { id: string; children: (article: Article) => ReactNode }) {
  const article = useArticle(id);
  return (
    <QueryState
      query={article}
      loading={t('Loading article')}
      error={errorMessage(article.error, t('Failed to load article'))}
      className="py-6"
    >
      {children}
    </QueryState>
  );
}

/** Delete Article (part 2 screen 4), after a confirmation. */
export function DeleteArticleDialog({ article, onClose }: { article: ArticleCard | null; onClose(): void }) {
  const remove = useDeleteArticle();
  return (
    <ConfirmDialog
      open={!!article}
      onOpenChange={(o) => {
        if (o) return;
        onClose();
        remove.reset();
      }}
      title={t('Delete Article')}
      description={
        article
          ? t('Are you sure you want to delete "{title}"? This action cannot be undone.', { title: article.title })
          : ''
      }
      confirmLabel={t('Delete')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('Failed to delete article. Please try again.')) : null}
      onConfirm={() => article && remove.mutate(article._id, { onSuccess: onClose })}
    />
  );
}
