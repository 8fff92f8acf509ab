import { useId } from 'react';
import { DEBOUNCE_MS, FEED_SORTS } from '@/lib/constants';
import { POST_TYPE_KEY, type PostType } from '@/lib/discussions/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { selectFeedFilters } from '@/store/discussions/slice';
import { useAppSelector } from '@/store/hooks';
import { Chip, ChipGroup, DateRangeFields, FilterDisclosure, Icon, TagPicker, useListFilterInputs } from '@/components/ui';
import { activeFilterCount, type FeedSort } from '@/lib/discussions/feed';
import { useApplyFilters } from './useApplyFilters';
import styles from './FeedFilters.module.css';

/**
 * R5.2: the post type chips. The post type filter also accepts 'webinar', but that is an event
 * type: no post has it, so it is not offered here, and `?postType=webinar` reads as All
 * (lib/discussions/feed.ts feedPostType).
 */
const TYPE_CHIPS = ['ama', 'podcast', 'blog'] as const satisfies ReadonlyArray<PostType>;

/** The sort chips' names (messages/<locale>/discussions.json). */
const SORT_LABEL: Readonly<Record<FeedSort, MessageKey<'discussions'>>> = { popular: 'sort.popular', recent: 'sort.recent' };

/**
 * The feed filters (R1.1): search (debounced 500 ms, Enter applies at once), the tag a topic's
 * tag link or the tag picker (R7.4) chose (pressed; pressing it removes it), sort Popular/Latest, post type and a date range (applied only when both dates are set). Every change loads page 1
 * and is written to the URL. On phones all but the sort fold behind the Filters button (FilterDisclosure).
 */
export function FeedFilters() {
  const t = useT('discussions');
  const types = useT('common');
  const sortChips = FEED_SORTS.map(({ value }) => ({ value, label: t(SORT_LABEL[value]) }));
  const typeChips = [{ label: t('filters.all'), value: null }, ...TYPE_CHIPS.map((value) => ({ label: types(POST_TYPE_KEY[value]), value }))];
  const filters = useAppSelector(selectFeedFilters);
  const apply = useApplyFilters();
  const ids = { search: useId() };

  const { term, setTerm, fromDate, toDate, changeDates, rangeHint, submitSearch } = useListFilterInputs(filters, apply, DEBOUNCE_MS.default);

  return (
    <form className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={submitSearch}>
      <FilterDisclosure
        active={activeFilterCount(filters)}
        sort={<ChipGroup label={t('filters.sort')} chips={sortChips} pressed={filters.sort} onPick={(sort) => apply({ ...filters, sort })} />}
      >
        <div className={styles.search}>
          <label htmlFor={ids.search} className="visually-hidden">
            {t('filters.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            name="term"
            placeholder={t('filters.search')}
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>

        {filters.tag !== null ? (
          <div className={styles.group} role="group" aria-label={t('filters.tag')}>
            <Chip pressed onClick={() => apply({ ...filters, tag: null })}>
              #{filters.tag} <Icon name="close" />
              <span className="visually-hidden">{t('filters.removeTag')}</span>
            </Chip>
          </div>
        ) : (
          // R7.4: a tag the community uses, by its first letters (the tag suggestions).
          <TagPicker label={t('filters.tag')} onPick={(tag) => apply({ ...filters, tag })} />
        )}
        <ChipGroup
          label={t('filters.type')}
          chips={typeChips}
          pressed={filters.postType}
          onPick={(postType) => apply({ ...filters, postType })}
        />

        <DateRangeFields inputs={{ fromDate, toDate, changeDates, rangeHint }} classes={{ dates: styles.dates, date: styles.date, hint: styles.hint, clear: styles.clearDates }} />
      </FilterDisclosure>
    </form>
  );
}
