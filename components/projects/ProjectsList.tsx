import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { Button, Chip, ChipGroup, FilterDisclosure, ListEmpty, PagedList, useListFilterInputs } from '@/components/ui';
import { DEBOUNCE_MS } from '@/lib/constants';
import { EMPTY_PROJECT_FILTERS, projectFiltersFromQuery, projectsPath, type ProjectFilters } from '@/lib/projects/filters';
import { PROJECT_LIMITS } from '@/lib/projects/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { foundNumber } from '@/lib/projects/found';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useStoreFeature } from '@/store/features';
import { projectsFeature } from '@/store/projects/listeners';
import { loadMoreProjects, loadProjects, retryProjects, selectProjectsList, syncProjects } from '@/store/projects/slice';
import { ProjectCard, ProjectCardSkeletons } from './ProjectCard';
import styles from './Projects.module.css';

const SORTS = ['active', 'newest', 'followers'] as const satisfies ReadonlyArray<ProjectFilters['sort']>;
const SORT_LABEL: Record<(typeof SORTS)[number], MessageKey<'projects'>> = { active: 'sort.active', newest: 'sort.newest', followers: 'sort.followers' };

const renderProject = (id: number) => <ProjectCard id={id} />;
const renderSkeletons = (count: number, label: string) => <ProjectCardSkeletons count={count} label={label} />;

/** How many filters narrow the list (the search and the tags; the sort is no filter). */
const activeFilterCount = (filters: ProjectFilters) => (filters.term.trim() !== '' ? 1 : 0) + (filters.tags.length > 0 ? 1 : 0);
const hasActiveFilters = (filters: ProjectFilters) => activeFilterCount(filters) > 0;

/** The URL query of a set of filters (`/projects?tags=…&sort=…&term=…`), keeping nothing else. */
function filtersQuery(filters: ProjectFilters): Record<string, string> {
  const search = projectsPath(filters).split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Filters of the projects list (R1.10): search (debounced 250 ms like the event filters, Enter at
 * once), sort Active / Newest / Most followed, and the matching projects' tags as toggles (any of
 * them). Every change goes to the URL, which the list follows. On phones the search and the tags
 * fold behind the Filters button (FilterDisclosure), the sort beside it.
 */
function ProjectFiltersForm({ filters, tags, apply }: { filters: ProjectFilters; tags: Array<{ value: string; count: number }>; apply: (next: ProjectFilters) => void }) {
  const t = useT('projects');
  const searchId = useId();
  const sortChips = useMemo(() => SORTS.map((value) => ({ label: t(SORT_LABEL[value]), value })), [t]);
  // The shared search box logic knows a date range too; the projects list has none.
  const withRange = useMemo(() => ({ ...filters, from: null, to: null }), [filters]);
  const applyTerm = useCallback(({ term }: { term: string }) => apply({ ...filters, term }), [apply, filters]);
  const { term, setTerm, submitSearch } = useListFilterInputs(withRange, applyTerm, DEBOUNCE_MS.eventFilters);
  // Chosen tags stay visible even when the current answer does not count them.
  const shown = [...filters.tags.map((value) => ({ value, count: tags.find((tag) => tag.value === value)?.count ?? 0 })), ...tags.filter((tag) => !filters.tags.includes(tag.value))].slice(0, 20);
  const toggleTag = (tag: string) => {
    const next = filters.tags.includes(tag) ? filters.tags.filter((chosen) => chosen !== tag) : [...filters.tags, tag].slice(0, PROJECT_LIMITS.tagsMax);
    apply({ ...filters, tags: next });
  };
  return (
    <form className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={submitSearch}>
      <FilterDisclosure active={activeFilterCount(filters)} sort={<ChipGroup label={t('filters.sort')} chips={sortChips} pressed={filters.sort} onPick={(sort) => apply({ ...filters, sort })} />}>
        <div>
          <label htmlFor={searchId} className="visually-hidden">
            {t('filters.search')}
          </label>
          <input id={searchId} type="search" name="term" placeholder={t('filters.search')} autoComplete="off" value={term} onChange={(event) => setTerm(event.target.value)} />
        </div>
        {shown.length > 0 && (
          <div role="group" aria-label={t('tags')} className={styles.tagGroup}>
            {shown.map((tag) => (
              <Chip key={tag.value} pressed={filters.tags.includes(tag.value)} onClick={() => toggleTag(tag.value)}>
                {tag.value}
                {tag.count > 0 && <span className="muted"> {tag.count}</span>}
              </Chip>
            ))}
          </div>
        )}
      </FilterDisclosure>
    </form>
  );
}

/**
 * The projects list (R1.10): filters in the URL, then the projects with their loading, empty,
 * error and end states and infinite scroll (R3.18, R4.4). The first page arrives server-rendered.
 */
export function ProjectsList() {
  useStoreFeature(projectsFeature);
  const t = useT('projects');
  const locale = useLocale();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { list, found, filters, tags } = useAppSelector(selectProjectsList);

  const apply = useCallback(
    (next: ProjectFilters) => {
      void dispatch(loadProjects({ filters: next, page: 1 }));
      // A shallow replace: the page is not rendered on the server again and the back button is not filled with keystrokes.
      const kept = typeof router.query.addnow === 'string' ? { addnow: router.query.addnow } : {};
      void router.replace({ pathname: router.pathname, query: { ...filtersQuery(next), ...kept } }, undefined, { shallow: true, scroll: false });
    },
    [dispatch, router],
  );

  const urlFilters = useMemo(() => projectFiltersFromQuery(router.query), [router.query]);
  useEffect(() => {
    if (router.isReady === false) return;
    dispatch(syncProjects(urlFilters));
  }, [dispatch, router.isReady, urlFilters]);

  const loadMore = useCallback(() => dispatch(loadMoreProjects()), [dispatch]);
  const retry = useCallback(() => dispatch(retryProjects()), [dispatch]);
  const empty = list.ids.length === 0;
  const counted = list.status !== 'initial' && !(list.status === 'loading' && empty) && !(list.status === 'error' && empty);

  const nothing = hasActiveFilters(filters) ? (
    <ListEmpty title={t('list.noMatch')}>
      <Button onClick={() => apply({ ...EMPTY_PROJECT_FILTERS, sort: filters.sort })}>{t('list.clearFilters')}</Button>
    </ListEmpty>
  ) : (
    <ListEmpty title={t('list.none')}>
      <p className="muted">{t('list.addFirst')}</p>
    </ListEmpty>
  );

  return (
    <section className={styles.feed} aria-labelledby="projects-list-title">
      <h2 id="projects-list-title" className="visually-hidden">
        {t('list.title')}
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>
          <ProjectFiltersForm filters={filters} tags={tags} apply={apply} />
        </div>
        <div className={styles.main}>
          <p className={styles.found} role="status">
            {counted ? t('list.found', { count: found, n: foundNumber(found, locale) }) : ''}
          </p>
          <PagedList
            label={t('list.title')}
            noun={t('list.noun')}
            list={list}
            renderItem={renderProject}
            renderSkeleton={renderSkeletons}
            empty={nothing}
            onLoadMore={loadMore}
            onRetry={retry}
            moreHref={projectsPath(filters, list.page + 1)}
          />
        </div>
      </div>
    </section>
  );
}
