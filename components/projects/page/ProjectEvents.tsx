import { useCallback } from 'react';
import { EventCard, EventCardSkeletons, EventFilters } from '@/components/events';
import { ListEmpty, PagedList } from '@/components/ui';
import type { EventFilters as Filters } from '@/lib/events/feed';
import { hasActiveEventFilters } from '@/lib/events/feed';
import { useLocale, useT } from '@/lib/i18n/useT';
import { foundNumber } from '@/lib/projects/found';
import { projectViewPath, withPage, type ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadMoreProjectList, retryProjectList, selectProjectPage } from '@/store/projects/page';
import { useApplyView } from './useApplyView';
import styles from './ProjectPage.module.css';

type EventsView = Extract<ProjectView, { tab: 'events' }>;

const renderEvent = (id: number) => <EventCard id={id} />;
const renderSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;

/**
 * A project's events (R1.11): the events search with the project, upcoming or past, with the events
 * list's filters (the search debounced 250 ms, R9.4) and the event card.
 */
export function ProjectEvents({ project, view }: { project: ProjectData; view: EventsView }) {
  const t = useT('projects');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const applyView = useApplyView(project);
  const { list, found } = useAppSelector(selectProjectPage);
  const apply = useCallback((filters: Filters) => applyView({ tab: 'events', filters, page: 1 }), [applyView]);
  const loadMore = useCallback(() => dispatch(loadMoreProjectList()), [dispatch]);
  const retry = useCallback(() => dispatch(retryProjectList()), [dispatch]);
  const empty = list.ids.length === 0;
  const counted = list.status !== 'initial' && !(list.status === 'loading' && empty) && !(list.status === 'error' && empty);
  const when = view.filters.when === 'past' ? 'past' : 'upcoming';
  return (
    <section aria-labelledby="project-list-title" className={styles.section}>
      <h2 id="project-list-title" className={styles.sectionTitle}>
        {t('tab.events')}
      </h2>
      <EventFilters filters={view.filters} apply={apply} label={t('events.filterLabel')} />
      <p className={styles.count} role="status">
        {counted ? t('events.found', { count: found, n: foundNumber(found, locale) }) : ''}
      </p>
      <PagedList
        label={t('tab.events')}
        noun={t('events.noun')}
        list={list}
        renderItem={renderEvent}
        renderSkeleton={renderSkeletons}
        empty={<ListEmpty title={t(hasActiveEventFilters(view.filters) ? 'events.noMatch' : when === 'past' ? 'events.none.past' : 'events.none.upcoming')} />}
        onLoadMore={loadMore}
        onRetry={retry}
        moreHref={projectViewPath(project, withPage(view, list.page + 1))}
      />
    </section>
  );
}
