import { ARTICLE_STATUSES, ARTICLE_TYPES, type ArticleStatus, type ArticleType } from '../../../../../common/articles';
import { inputClass } from '../../../components/text-field';
import { t } from '../../../lib/i18n';
import { useAllCategories } from '../../categories/api';
import { ARTICLE_STATUS_LABELS, ARTICLE_TYPE_LABELS } from '../labels';

export interface AdminArticleFilterValues {
  status: ArticleStatus | '';
  category: string;
  type: ArticleType | '';
}

/** The admin articles filters: status, category and (admins only) type. */
export function AdminArticleFilters({
  value,
  onChange,
  withType,
}: {
  value: AdminArticleFilterValues;
  onChange(next: AdminArticleFilterValues): void;
  withType: boolean;
}) {
  const categories = useAllCategories();
  return (
    <div className="grid gap-3 border-b border-line p-4 sm:grid-cols-3">
      <label className="text-xs font-semibold text-muted">
        {t('Status')}
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as ArticleStatus | '' })}
          className={`${inputClass} mt-1`}
        >
          <option value="">{t('All statuses')}</option>
          {ARTICLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(ARTICLE_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-muted">
        {t('Category')}
        <select
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value })}
          className={`${inputClass} mt-1`}
        >
          <option value="">{t('All categories')}</option>
          {categories.data?.map((c) => (
            <option key={c._id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {withType && (
        <label className="text-xs font-semibold text-muted">
          {t('Type')}
          <select
            value={value.type}
            onChange={(e) => onChange({ ...value, type: e.target.value as ArticleType | '' })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t('All types')}</option>
            {ARTICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(ARTICLE_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
