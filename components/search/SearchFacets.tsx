import { FilterDisclosure, Icon } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import { hasSearchFilters, searchFilterCount, searchPath, withFilter } from '@/lib/search/address';
import type { GlobalSearchQuery, SearchSort } from '@/lib/search/global';
import { DateRangeFilter } from './DateRangeFilter';
import type { FacetGroup } from './facets';
import { SearchLink } from './SearchLink';
import styles from './Search.module.css';

// The search page's filters, sorts and pages (SearchResults.tsx): every one a link, loaded in place.

/** The facet sidebar: a list of links per facet, the date range and Clear filters; on phones it folds behind Filters. */
export function SearchFacets({ query, groups, clearHref }: { query: GlobalSearchQuery; groups: FacetGroup[]; clearHref: string }) {
  const t = useT('search');
  const locale = useLocale();
  return (
    <aside aria-label={t('facets.label')} className={styles.side}>
      <FilterDisclosure active={searchFilterCount(query)} panelId="search-filters">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`facet-${group.key}`} className={styles.facet}>
            <h2 id={`facet-${group.key}`} className={styles.facetTitle}>
              {group.label}
            </h2>
            <ul className={styles.facetList}>
              {group.options.map((option) => (
                <li key={option.value}>
                  <SearchLink href={option.href} scroll={false} className={`${styles.facetLink} ${option.selected ? styles.facetChosen : ''}`}>
                    <span className={styles.facetMark} aria-hidden="true">
                      {option.selected && <Icon name="check" />}
                    </span>
                    <span className={styles.facetLabel}>{option.label}</span>
                    {option.selected && <span className="visually-hidden"> {t('facet.chosen')}</span>}
                    {option.count !== null && <span className={styles.facetCount}>{formatCount(option.count, locale)}</span>}
                  </SearchLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <DateRangeFilter query={query} />
        {hasSearchFilters(query) && (
          <SearchLink href={clearHref} scroll={false} className={styles.clear}>
            {t('filters.clear')}
          </SearchLink>
        )}
      </FilterDisclosure>
    </aside>
  );
}

const SORTS: Array<{ value: SearchSort; label: MessageKey<'search'> }> = [
  { value: 'relevance', label: 'sort.relevance' },
  { value: 'recent', label: 'sort.recent' },
  { value: 'popular', label: 'sort.popular' },
];

/** Best match, Newest, Popular: the current one marked. */
export function SearchSorts({ query }: { query: GlobalSearchQuery }) {
  const t = useT('search');
  return (
    <nav aria-label={t('sort.label')} className={styles.sorts}>
      <span className="muted">{t('sort.prefix')}</span>
      {SORTS.map((sort) => {
        const current = (query.sortBy ?? 'relevance') === sort.value;
        return (
          <SearchLink key={sort.value} href={searchPath(withFilter(query, 'sortBy', sort.value === 'relevance' ? undefined : sort.value))} scroll={false} aria-current={current ? 'true' : undefined} className={styles.sort}>
            {t(sort.label)}
          </SearchLink>
        );
      })}
    </nav>
  );
}

/** Previous and next page links, when there is more than one page. */
export function SearchPager({ query, page, hasMore }: { query: GlobalSearchQuery; page: number; hasMore: boolean }) {
  const t = useT('search');
  return (
    <nav aria-label={t('pager.label')} className={styles.pager}>
      {page > 1 && (
        <SearchLink href={searchPath(query, page - 1)} rel="prev">
          {t('pager.previous')}
        </SearchLink>
      )}
      <span className="muted">{t('pager.page', { page })}</span>
      {hasMore && (
        <SearchLink href={searchPath(query, page + 1)} rel="next">
          {t('pager.next')}
        </SearchLink>
      )}
    </nav>
  );
}
