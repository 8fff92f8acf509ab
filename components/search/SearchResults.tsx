import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Icon, ListEmpty, ListError } from '@/components/ui';
import { hasSearchFilters, searchPath, searchQueryFromUrl } from '@/lib/search/address';
import type { GlobalSearchQuery } from '@/lib/search/global';
import { useT } from '@/lib/i18n/useT';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchFeature } from '@/store/search/listeners';
import { retrySearch, selectSearchState, syncSearch } from '@/store/search/slice';
import { facetGroups } from './facets';
import { moveBetweenResults, RESULT_SELECTOR, ResultSection, Skeletons } from './ResultSections';
import { SearchFacets, SearchPager, SearchSorts } from './SearchFacets';
import { SearchLink } from './SearchLink';
import styles from './Search.module.css';

/**
 * The page's one search field. The region's ids are fixed, not `useId`'s: the server renders this
 * region apart from the page to splice it into the page's stored shell
 * (components/search/serverRegion.tsx), and the browser hydrates it inside the page.
 */
const SEARCH_FIELD_ID = 'search-page-term';

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
  const t = useT('search');
  const names = useT('common');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSearchState);
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

  const groups = state.missingTerm || results.length === 0 ? [] : facetGroups(query, { results, projects: state.projects }, t, names);
  const filtered = hasSearchFilters(query);
  const clearHref = searchPath({ term: query.term, searchIn: query.searchIn, sortBy: query.sortBy });

  return (
    <div className={styles.page}>
      <form role="search" aria-label={t('form.label')} action="/search" method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor={SEARCH_FIELD_ID} className="visually-hidden">
          {t('form.field')}
        </label>
        <input
          key={state.key ?? 'none'}
          id={SEARCH_FIELD_ID}
          type="search"
          name="term"
          defaultValue={query.term ?? ''}
          placeholder={t('form.field')}
          autoComplete="off"
          enterKeyHint="search"
          onKeyDown={toResults}
        />
        {query.searchIn && <input type="hidden" name="searchIn" value={query.searchIn} />}
        <button type="submit">
          <Icon name="search" /> {t('form.submit')}
        </button>
      </form>

      <p role="status" className={styles.status}>
        {state.missingTerm ? '' : loading ? t('status.searching') : list.status === 'error' || state.key === null ? '' : t(total === SEARCH_COUNT_CAP ? 'status.foundMore' : 'status.found', { count: total, term: query.term ?? '' })}
      </p>

      {state.missingTerm ? (
        <ListEmpty title={t('missing.title')}>
          <p className="muted">{t('missing.text')}</p>
        </ListEmpty>
      ) : (
        <div className={styles.layout}>
          <SearchFacets query={query} groups={groups} clearHref={clearHref} />
          <div className={styles.main}>
            <SearchSorts query={query} />
            {list.status === 'error' ? (
              <ListError title={t('failed.title')} message={list.error} code={list.errorCode} onRetry={() => dispatch(retrySearch())} />
            ) : loading || list.status === 'initial' ? (
              <Skeletons />
            ) : total === 0 ? (
              <ListEmpty title={t('nothing.title', { term: query.term ?? '' })}>
                <p className="muted">{t(filtered ? 'nothing.hintFiltered' : 'nothing.hint')}</p>
                {filtered && (
                  <SearchLink href={clearHref} scroll={false}>
                    {t('filters.clear')}
                  </SearchLink>
                )}
              </ListEmpty>
            ) : (
              <div ref={resultsRef} onKeyDown={moveBetweenResults} className={styles.results}>
                <p className="visually-hidden">{t('results.keys')}</p>
                {results.map((set) => (
                  <ResultSection key={set.collection} set={set} />
                ))}
              </div>
            )}
            {(page > 1 || list.status === 'hasMore') && !loading && (
              <SearchPager query={query} page={page} hasMore={list.status === 'hasMore'} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
