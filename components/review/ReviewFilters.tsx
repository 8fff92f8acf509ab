import { Field } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { FLAG_CATEGORIES, REVIEW_TYPES, type FlagCategory, type ReviewFilters as Filters, type ReviewType } from '@/lib/review/types';
import { CATEGORY_TEXTS } from './categories';
import styles from './Review.module.css';

const TYPE_TEXTS = {
  post: 'review.filter.post',
  user: 'review.filter.user',
  event: 'review.filter.event',
  project: 'review.filter.project',
  chat: 'review.filter.chat',
  held: 'review.filter.held',
} as const satisfies Record<ReviewType, string>;

/** The queue's filters: what was reported (posts, members, events, projects, chat messages, or held posts) and why. */
export function ReviewFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const t = useT('admin');
  return (
    <form className={styles.filters} aria-label={t('review.filters')} onSubmit={(event) => event.preventDefault()}>
      <Field label={t('review.filter.type')}>
        {(control) => (
          <select {...control} name="type" value={filters.type ?? ''} onChange={(e) => onChange({ ...filters, type: (e.target.value || undefined) as ReviewType | undefined })}>
            <option value="">{t('review.filter.typeAll')}</option>
            {REVIEW_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_TEXTS[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('review.filter.category')}>
        {(control) => (
          <select
            {...control}
            name="category"
            value={filters.category ?? ''}
            onChange={(e) => onChange({ ...filters, category: (e.target.value || undefined) as FlagCategory | undefined })}
          >
            <option value="">{t('review.filter.categoryAll')}</option>
            {FLAG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(CATEGORY_TEXTS[category])}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
