import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { FilterDisclosure, Icon, ListEmpty, ListError, Skeleton } from '@/components/ui';
import { hasSearchFilters, searchFilterCount, searchPath, searchQueryFromUrl, withFilter } from '@/lib/search/address';
import type { AnyGlobalResultSet, GlobalSearchQuery, SearchSort } from '@/lib/search/global';
import { foundText } from '@/lib/search/types';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchFeature } from '@/store/search/listeners';
import { retrySearch, selectSearchState, syncSearch } from '@/store/search/slice';
import { DateRangeFilter } from './DateRangeFilter';
import { facetGroups } from './facets';
import { COLLECTION_LABELS, hitViews, type HitView } from './hits';
import { Snippet } from './Snippet';
import styles from './Search.module.css';

const SORTS: Array<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'recent', label: 'Newest' },
  { value: 'popular', label: 'Popular' },
];

/** The links every result is (keyboard navigation moves between them). */
const RESULT_SELECTOR = 'a[data-search-result]';

function Text({ value }: { value: { snippet: string } | { text: string } }) {
  return 'snippet' in value ? <Snippet snippet={value.snippet} /> : <span>{value.text}</span>;
}

function Hit({ hit }: { hit: HitView }) {
  return (
    <li className={styles.hit}>
      <h3 className={styles.hitTitle}>
        <Link href={hit.href} data-search-result="" data-member-slug={hit.memberSlug} className={styles.hitLink}>
          <Text value={hit.title} />
        </Link>
      </h3>
      {hit.snippet && (
        <p className={styles.hitSnippet}>
          <Text value={hit.snippet} />
        </p>
      )}
      {hit.details.length > 0 && <p className={styles.hitDetails}>{hit.details.join(' · ')}</p>}
    </li>
  );
}

function ResultSection({ set }: { set: AnyGlobalResultSet }) {
  const id = useId();
  const labels = COLLECTION_LABELS[set.collection];
  const hits = hitViews(set);
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {labels.title} <span className={styles.count}>{foundText(set.found, labels.one, labels.many)}</span>
      </h2>
      {set.typo_tolerant && hits.length > 0 && <p className="muted">No exact matches: showing similar spellings.</p>}
      {hits.length > 0 ? (
        <ol className={styles.hits}>
          {hits.map((hit) => (
            <Hit key={hit.key} hit={hit} />
          ))}
        </ol>
      ) : (
        <p className="muted">{set.found > 0 ? `No more ${labels.many} on this page.` : `No ${labels.many} found.`}</p>
      )}
    </section>
  );
}

function Skeletons() {
  return (
    <div aria-hidden="true" className={styles.skeletons}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.hit}>
          <Skeleton width="60%" height="1.2rem" />
          <Skeleton width="95%" />
          <Skeleton width="40%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}

/** Arrow keys (and Home, End) move focus between the results' links. */
function moveBetweenResults(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>(RESULT_SELECTOR)];
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || links.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : event.key === 'ArrowDown' ? Math.min(links.length - 1, index + 1) : Math.max(0, index - 1);
  links[next]?.focus();
}

/**
 * The `/search` page (R1.5, R3.12, R5.4, R9.2): the term, filters and page are the address; a
 * missing term shows the missing-term state and asks nothing; otherwise a section per collection
 * with its count and highlighted hits, a facet sidebar with a date range, sorts and pages, every
 * one a link or a GET form (so the page works without JavaScript; with it, links load in place).
 * Arrow keys move between results. On phones the facets fold behind the Filters button
 * (FilterDisclosure); the sorts stay above the results.
 */
export function SearchResults() {
  useStoreFeature(searchFeature);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSearchState);
  const inputId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const urlQuery = useMemo(() => searchQueryFromUrl(router.query), [router.query]);

  useEffect(() => {
    if (router.isReady === false) return;
    dispatch(syncSearch(urlQuery));
  }, [dispatch, router.isReady, urlQuery]);

  const query: GlobalSearchQuery = state.key === null ? urlQuery : state.query;
  const page = query.page ?? 1;
  const { list, results } = state;
  const loading = list.status === 'loading';
  const total = list.total ?? 0;

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const field = event.currentTarget.elements.namedItem('term');
      const term = field instanceof HTMLInputElement ? field.value.trim() : '';
      void router.push(searchPath({ term, searchIn: query.searchIn, sortBy: query.sortBy }), undefined, { shallow: true });
    },
    [query.searchIn, query.sortBy, router],
  );

  const toResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultsRef.current?.querySelector<HTMLElement>(RESULT_SELECTOR);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const groups = state.missingTerm || results.length === 0 ? [] : facetGroups(query, { results, projects: state.projects });
  const filtered = hasSearchFilters(query);
  const clearHref = searchPath({ term: query.term, searchIn: query.searchIn, sortBy: query.sortBy });

  return (
    <div className={styles.page}>
      <form role="search" aria-label="Search the community" action="/search" method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search posts, projects, events and people
        </label>
        <input
          key={state.key ?? 'none'}
          id={inputId}
          type="search"
          name="term"
          defaultValue={query.term ?? ''}
          placeholder="Search posts, projects, events and people"
          autoComplete="off"
          enterKeyHint="search"
          onKeyDown={toResults}
        />
        {query.searchIn && <input type="hidden" name="searchIn" value={query.searchIn} />}
        <button type="submit">
          <Icon name="search" /> Search
        </button>
      </form>

      <p role="status" className={styles.status}>
        {state.missingTerm ? '' : loading ? 'Searching…' : list.status === 'error' || state.key === null ? '' : `${foundText(total, 'result', 'results')} for “${query.term}”`}
      </p>

      {state.missingTerm ? (
        <ListEmpty title="What are you looking for?">
          <p className="muted">Type a word or two above to search posts, projects, events and people.</p>
        </ListEmpty>
      ) : (
        <div className={styles.layout}>
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
                        <Link href={option.href} shallow scroll={false} className={`${styles.facetLink} ${option.selected ? styles.facetChosen : ''}`}>
                          <span className={styles.facetMark} aria-hidden="true">
                            {option.selected && <Icon name="check" />}
                          </span>
                          <span className={styles.facetLabel}>{option.label}</span>
                          {option.selected && <span className="visually-hidden"> (chosen)</span>}
                          {option.count !== null && <span className={styles.facetCount}>{option.count.toLocaleString('en-US')}</span>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <DateRangeFilter query={query} />
              {filtered && (
                <Link href={clearHref} shallow scroll={false} className={styles.clear}>
                  Clear filters
                </Link>
              )}
            </FilterDisclosure>
          </aside>
          <div className={styles.main}>
            <nav aria-label="Sort results" className={styles.sorts}>
              <span className="muted">Sort:</span>
              {SORTS.map((sort) => {
                const current = (query.sortBy ?? 'relevance') === sort.value;
                return (
                  <Link key={sort.value} href={searchPath(withFilter(query, 'sortBy', sort.value === 'relevance' ? undefined : sort.value))} shallow scroll={false} aria-current={current ? 'true' : undefined} className={styles.sort}>
                    {sort.label}
                  </Link>
                );
              })}
            </nav>
            {list.status === 'error' ? (
              <ListError title="Search failed" message={list.error} code={list.errorCode} onRetry={() => dispatch(retrySearch())} />
            ) : loading || list.status === 'initial' ? (
              <Skeletons />
            ) : total === 0 ? (
              <ListEmpty title={`Nothing found for “${query.term}”`}>
                <p className="muted">Check the spelling, try other words{filtered ? ' or clear the filters' : ''}.</p>
                {filtered && (
                  <Link href={clearHref} shallow scroll={false}>
                    Clear filters
                  </Link>
                )}
              </ListEmpty>
            ) : (
              <div ref={resultsRef} onKeyDown={moveBetweenResults} className={styles.results}>
                <p className="visually-hidden">Use the arrow keys to move between results.</p>
                {results.map((set) => (
                  <ResultSection key={set.collection} set={set} />
                ))}
              </div>
            )}
            {(page > 1 || list.status === 'hasMore') && !loading && (
              <nav aria-label="Pages" className={styles.pager}>
                {page > 1 && (
                  <Link href={searchPath(query, page - 1)} shallow rel="prev">
                    Previous page
                  </Link>
                )}
                <span className="muted">Page {page}</span>
                {list.status === 'hasMore' && (
                  <Link href={searchPath(query, page + 1)} shallow rel="next">
                    Next page
                  </Link>
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
