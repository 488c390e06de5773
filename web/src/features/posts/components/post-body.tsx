import { useState } from 'react';
import { POST_PREVIEW_CHARS } from '../../../../../common/communities';
import { t } from '../../../lib/i18n';

/** A post's text, folded at 300 characters with 'see more' / 'see less' (part 2 §4, §9). */
export function PostBody({ body }: { body: string }) {
  const [open, setOpen] = useState(false);
  const long = body.length > POST_PREVIEW_CHARS;
  const text = long && !open ? `${body.slice(0, POST_PREVIEW_CHARS).trimEnd()}...` : body;
  return (
    <div className="text-sm leading-relaxed text-ink">
      <p className="break-words whitespace-pre-line" data-testid="post-body">
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {open ? t('see less') : t('see more')}
        </button>
      )}
    </div>
  );
}
