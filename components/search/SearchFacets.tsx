import { FilterDisclosure, Icon } from '@/components/ui';
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
  return (
    <aside aria-label="Filters" className={styles.side}>
      <FilterDisclosure active={searchFilterCount(query)}>
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
                    {option.selected && <span className="visually-hidden"> (chosen)</span>}
                    {option.count !== null && <span className={styles.facetCount}>{formatCount(option.count)}</span>}
                  </SearchLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <DateRangeFilter query={query} />
        {hasSearchFilters(query) && (
          <SearchLink href={clearHref} scroll={false} className={styles.clear}>
            Clear filters
          </SearchLink>
        )}
      </FilterDisclosure>
    </aside>
  );
}

const SORTS: Array<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'recent', label: 'Newest' },
  { value: 'popular', label: 'Popular' },
];

/** Best match, Newest, Popular: the current one marked. */
export function SearchSorts({ query }: { query: GlobalSearchQuery }) {
  return (
    <nav aria-label="Sort results" className={styles.sorts}>
      <span className="muted">Sort:</span>
      {SORTS.map((sort) => {
        const current = (query.sortBy ?? 'relevance') === sort.value;
        return (
          <SearchLink key={sort.value} href={searchPath(withFilter(query, 'sortBy', sort.value === 'relevance' ? undefined : sort.value))} scroll={false} aria-current={current ? 'true' : undefined} className={styles.sort}>
            {sort.label}
          </SearchLink>
        );
      })}
    </nav>
  );
}

/** Previous and next page links, when there is more than one page. */
export function SearchPager({ query, page, hasMore }: { query: GlobalSearchQuery; page: number; hasMore: boolean }) {
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {page > 1 && (
        <SearchLink href={searchPath(query, page - 1)} rel="prev">
          Previous page
        </SearchLink>
      )}
      <span className="muted">Page {page}</span>
      {hasMore && (
        <SearchLink href={searchPath(query, page + 1)} rel="next">
          Next page
        </SearchLink>
      )}
    </nav>
  );
}
