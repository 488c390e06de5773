import { useEffect, useMemo, useState } from 'react';
import { splitTags } from '../../../../common/articles';
import { compareText, fullName } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { ArticleCard } from './api';

/** Remembers every tag and author seen in loaded articles, so filtering does not empty the choices. */
export function useSeenOptions(items: ArticleCard[]) {
  const [tags, setTags] = useState<Map<string, string>>(new Map());
  const [authors, setAuthors] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    setTags((old) => {
      let next: Map<string, string> | null = null;
      for (const a of items)
        for (const tag of splitTags(a.tag)) {
          const key = tag.toLowerCase();
          if (!old.has(key) && !next?.has(key)) {
            next ??= new Map(old);
            next.set(key, tag);
          }
        }
      return next ?? old;
    });
    setAuthors((old) => {
      let next: Map<string, string> | null = null;
      for (const a of items) {
        const u = a.userId;
        if (u && !old.has(u._id) && !next?.has(u._id)) {
          next ??= new Map(old);
          next.set(u._id, fullName(u) || t('Unknown author'));
        }
      }
      return next ?? old;
    });
  }, [items]);
  const tagList = useMemo(() => [...tags.entries()].sort((a, b) => compareText(a[1], b[1])), [tags]);
  const authorList = useMemo(() => [...authors.entries()].sort((a, b) => compareText(a[1], b[1])), [authors]);
  return { tagList, authorList };
}
