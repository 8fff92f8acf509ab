import { Link } from '@/components/ui/Link';
import { useCallback } from 'react';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { ChipGroup, FilterDisclosure, ListEmpty, PagedList } from '@/components/ui';
import { POST_TYPE_KEY } from '@/lib/discussions/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { foundNumber } from '@/lib/projects/found';
import { PROJECT_FEED_TYPES, PROJECT_RESOURCE_LABELS, projectQuestionPath, projectViewPath, withPage, type ProjectFeedType, type ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadMoreProjectList, retryProjectList, selectProjectPage } from '@/store/projects/page';
import { PinToggle } from './PinToggle';
import { useApplyView } from './useApplyView';
import styles from './ProjectPage.module.css';

type PostsView = Extract<ProjectView, { tab: 'feed' | 'questions' | 'resources' }>;

/** The texts that name the list's items: questions on the questions tab, posts elsewhere. */
const POSTS_TEXT = {
  questions: { noun: 'posts.noun.questions', found: 'posts.found.questions', none: 'posts.none.questions', noMatch: 'posts.noMatch.questions', showAll: 'posts.showAll.questions' },
  posts: { noun: 'posts.noun.posts', found: 'posts.found.posts', none: 'posts.none.posts', noMatch: 'posts.noMatch.posts', showAll: 'posts.showAll.posts' },
} as const satisfies Record<string, Record<string, MessageKey<'projects'>>>;

const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

/**
 * A project's posts (R1.11, R5.2): the feed (ama, podcast and blog, one type at a time by choice),
 * the questions (faq only, a tag filter with counts and the found count) or one type of resources.
 * The shared paged list over the entity cache; maintainers pin topics from it. On phones the
 * filters fold behind the Filters button (FilterDisclosure), so the list comes first.
 */
export function ProjectPosts({ project, view }: { project: ProjectData; view: PostsView }) {
  const t = useT('projects');
  const names = useT('common');
  const locale = useLocale();
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
  const words = POSTS_TEXT[questions ? 'questions' : 'posts'];
  const heading = t(view.tab === 'questions' ? 'tab.questions' : view.tab === 'resources' ? PROJECT_RESOURCE_LABELS[view.type] : 'tab.feed');

  const filtered = (view.tab === 'feed' && view.postType !== null) || (view.tab === 'questions' && view.tag !== null);
  const nothing = (
    <ListEmpty title={t(filtered ? words.noMatch : words.none)}>
      {filtered && (
        <Link href={projectViewPath(project, view.tab === 'feed' ? { ...view, postType: null, page: 1 } : { ...view, tag: null, page: 1 })}>
          {t(words.showAll)}
        </Link>
      )}
    </ListEmpty>
  );

  const typeChips = [{ label: t('posts.all'), value: null as ProjectFeedType | null }, ...PROJECT_FEED_TYPES.map((value) => ({ label: names(POST_TYPE_KEY[value]), value }))];
  const tagChips = [
    { label: t('posts.allTags'), value: null as string | null },
    ...tags.map((tag) => ({ label: t('posts.tagChip', { tag: tag.value, count: String(tag.count) }), value: tag.value as string | null })),
  ];

  return (
    <section aria-labelledby="project-list-title" className={styles.section}>
      <h2 id="project-list-title" className={styles.sectionTitle}>
        {heading}
      </h2>
      {view.tab === 'feed' && (
        <div className={styles.filters}>
          <FilterDisclosure active={view.postType !== null ? 1 : 0}>
            <ChipGroup label={t('posts.postType')} chips={typeChips} pressed={view.postType} onPick={(postType) => apply({ ...view, postType, page: 1 })} />
            <ul className={styles.resourceLinks} aria-label={t('posts.resources')}>
              {PROJECT_FEED_TYPES.map((type) => (
                <li key={type}>
                  <Link href={projectViewPath(project, { tab: 'resources', type, page: 1 })}>{t(PROJECT_RESOURCE_LABELS[type])}</Link>
                </li>
              ))}
            </ul>
          </FilterDisclosure>
        </div>
      )}
      {view.tab === 'resources' && (
        <p>
          <Link href={projectViewPath(project, { tab: 'feed', postType: null, page: 1 })}>{t('posts.back')}</Link>
        </p>
      )}
      {questions && tagChips.length > 1 && (
        <div className={styles.filters}>
          <FilterDisclosure active={view.tag !== null ? 1 : 0}>
            <ChipGroup label={t('posts.tag')} chips={tagChips} pressed={view.tag} onPick={(tag) => apply({ ...view, tag, page: 1 })} />
          </FilterDisclosure>
        </div>
      )}
      <p className={styles.count} role="status">
        {counted ? t(words.found, { count: found, n: foundNumber(found, locale) }) : ''}
      </p>
      <PagedList
        label={heading}
        noun={t(words.noun)}
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
