import { lazy, Suspense } from 'react';
import { t } from '../../../lib/i18n';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on first use: Quill and its CSS never reach pages that only read. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="h-64 animate-pulse rounded-lg border border-line bg-canvas"
          role="status"
          aria-busy="true"
          aria-label={t('Loading editor')}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
export type { RichTextEditorProps };
