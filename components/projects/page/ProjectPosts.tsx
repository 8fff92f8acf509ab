import { Link } from '@/components/ui/Link';
import { useCallback } from 'react';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { ChipGroup, FilterDisclosure, ListEmpty, PagedList } from '@/components/ui';
import { PROJECT_FEED_TYPES, projectQuestionPath, projectViewPath, withPage, type ProjectFeedType, type ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { foundText } from '@/lib/search/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadMoreProjectList, retryProjectList, selectProjectPage } from '@/store/projects/page';
import { PinToggle } from './PinToggle';
import { useApplyView } from './useApplyView';
import styles from './ProjectPage.module.css';

type PostsView = Extract<ProjectView, { tab: 'feed' | 'questions' | 'resources' }>;

const TYPE_LABELS: Record<ProjectFeedType, string> = { ama: 'AMA', podcast: 'Podcast', blog: 'Blog' };
const RESOURCE_LABELS: Record<ProjectFeedType, string> = { ama: 'AMAs', podcast: 'Podcasts', blog: 'Blog posts' };
const TYPE_CHIPS: ReadonlyArray<{ label: string; value: ProjectFeedType | null }> = [
  { label: 'All', value: null },
  ...PROJECT_FEED_TYPES.map((value) => ({ label: TYPE_LABELS[value], value })),
];

const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

/**
 * A project's posts (R1.11, R5.2): the feed (ama, podcast and blog, one type at a time by choice),
 * the questions (faq only, a tag filter with counts and the found count) or one type of resources.
 * The shared paged list over the entity cache; maintainers pin topics from it. On phones the
 * filters fold behind the Filters button (FilterDisclosure), so the list comes first.
 */
export function ProjectPosts({ project, view }: { project: ProjectData; view: PostsView }) {
  const dispatch = useAppDispatch();
  const apply = useApplyView(project);
  const { list, found, tags } = useAppSelector(selectProjectPage);
  const loadMore = useCallback(() => dispatch(loadMoreProjectList()), [dispatch]);
  const retry = useCallback(() => dispatch(retryProjectList()), [dispatch]);
  const questions = view.tab === 'questions';
  // A question opens in its project's frame (under its first project), other posts on their topic page.
  const renderPost = useCallback(
    (pid: number) => (
      <div className={styles.item}>
        <PostCard pid={pid} href={questions ? projectQuestionPath : undefined} />
        <PinToggle project={project} pid={pid} />
      </div>
    ),
    [project, questions],
  );
  const empty = list.ids.length === 0;
  const counted = list.status !== 'initial' && !(list.status === 'loading' && empty) && !(list.status === 'error' && empty);
  const noun = questions ? 'questions' : 'posts';
  const heading = view.tab === 'questions' ? 'Questions' : view.tab === 'resources' ? RESOURCE_LABELS[view.type] : 'Feed';

  const filtered = (view.tab === 'feed' && view.postType !== null) || (view.tab === 'questions' && view.tag !== null);
  const nothing = (
    <ListEmpty title={filtered ? `No ${noun} match this filter` : `No ${noun} yet`}>
      {filtered && (
        <Link href={projectViewPath(project, view.tab === 'feed' ? { ...view, postType: null, page: 1 } : { ...view, tag: null, page: 1 })}>
          Show all {noun}
        </Link>
      )}
    </ListEmpty>
  );

  const tagChips = [
    { label: 'All tags', value: null as string | null },
    ...tags.map((t) => ({ label: `#${t.value} (${t.count})`, value: t.value as string | null })),
  ];

  return (
    <section aria-labelledby="project-list-title" className={styles.section}>
      <h2 id="project-list-title" className={styles.sectionTitle}>
        {heading}
      </h2>
      {view.tab === 'feed' && (
        <div className={styles.filters}>
          <FilterDisclosure active={view.postType !== null ? 1 : 0}>
            <ChipGroup label="Post type" chips={TYPE_CHIPS} pressed={view.postType} onPick={(postType) => apply({ ...view, postType, page: 1 })} />
            <ul className={styles.resourceLinks} aria-label="Resources">
              {PROJECT_FEED_TYPES.map((type) => (
                <li key={type}>
                  <Link href={projectViewPath(project, { tab: 'resources', type, page: 1 })}>{RESOURCE_LABELS[type]}</Link>
                </li>
              ))}
            </ul>
          </FilterDisclosure>
        </div>
      )}
      {view.tab === 'resources' && (
        <p>
          <Link href={projectViewPath(project, { tab: 'feed', postType: null, page: 1 })}>Back to the feed</Link>
        </p>
      )}
      {questions && tagChips.length > 1 && (
        <div className={styles.filters}>
          <FilterDisclosure active={view.tag !== null ? 1 : 0}>
            <ChipGroup label="Tag" chips={tagChips} pressed={view.tag} onPick={(tag) => apply({ ...view, tag, page: 1 })} />
          </FilterDisclosure>
        </div>
      )}
      <p className={styles.count} role="status">
        {counted ? (questions ? foundText(found, 'question', 'questions') : foundText(found, 'post', 'posts')) : ''}
      </p>
      <PagedList
        label={heading}
        noun={noun}
        list={list}
        renderItem={renderPost}
        renderSkeleton={renderSkeletons}
        empty={nothing}
        onLoadMore={loadMore}
        onRetry={retry}
        moreHref={projectViewPath(project, withPage(view, list.page + 1))}
      />
    </section>
  );
}
