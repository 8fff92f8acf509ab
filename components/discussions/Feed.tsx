import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { NewPostButton } from '@/components/composer';
import { Button, ListEmpty, PagedList } from '@/components/ui';
import { EMPTY_FILTERS, feedPath, filtersFromQuery, hasActiveFilters } from '@/lib/discussions/feed';
import { useT } from '@/lib/i18n/useT';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import { loadMoreFeed, retryFeed, selectFeed, syncFeed } from '@/store/discussions/slice';
import { feedFeature } from '@/store/discussions/listeners';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FeedFilters } from './FeedFilters';
import { NewPostsPill } from './NewPostsPill';
import { PostCard } from './PostCard';
import { PostCardSkeletons } from './PostCardSkeleton';
import { useApplyFilters } from './useApplyFilters';
import styles from './Feed.module.css';

const renderPost = (pid: number) => <PostCard pid={pid} />;
const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

/**
 * The highlights feed (R1.1): filters, the new-posts pill (R4.18) and the list of main posts with
 * its loading, empty, error and end states (R3.18, R4.4). The list follows the URL's filters
 * (also on back and forward); the first page usually arrives server-rendered (see useServerSeed).
 */
export function Feed() {
  const t = useT('discussions');
  useStoreFeature(feedFeature);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const apply = useApplyFilters();
  const { list, found, filters } = useAppSelector(selectFeed);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const urlFilters = useMemo(() => filtersFromQuery(router.query), [router.query]);
  useEffect(() => {
    if (router.isReady === false) return;
    dispatch(syncFeed(urlFilters));
  }, [dispatch, router.isReady, urlFilters]);

  const loadMore = useCallback(() => dispatch(loadMoreFeed()), [dispatch]);
  const retry = useCallback(() => dispatch(retryFeed()), [dispatch]);
  const empty = list.ids.length === 0;
  const filtered = hasActiveFilters(filters);

  const nothing = filtered ? (
    <ListEmpty title={t('feed.noMatch')}>
      <Button onClick={() => apply({ ...EMPTY_FILTERS, sort: filters.sort })}>{t('feed.clearFilters')}</Button>
    </ListEmpty>
  ) : (
    <ListEmpty title={t('feed.empty')}>
      <p className="muted">{t('feed.emptyHint')}</p>
    </ListEmpty>
  );

  const counted = list.status !== 'initial' && !(list.status === 'loading' && empty) && !(list.status === 'error' && empty);

  return (
    <section className={styles.feed} aria-labelledby="feed-title">
      <div className={styles.head}>
        <h2 id="feed-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('feed.title')}
        </h2>
        <NewPostButton />
      </div>
      <div className={styles.layout}>
        <div className={styles.side}>
          <FeedFilters />
        </div>
        <div className={styles.main}>
          <NewPostsPill onShow={() => headingRef.current?.focus()} />
          <p className={styles.count} role="status">
            {counted ? t(found === SEARCH_COUNT_CAP ? 'feed.foundMore' : 'feed.found', { count: found }) : ''}
          </p>
          <PagedList
            label={t('feed.label')}
            noun={t('feed.noun')}
            moreLabel={t('feed.loadMore')}
            loadingLabel={t('feed.loading')}
            list={list}
            renderItem={renderPost}
            renderSkeleton={renderSkeletons}
            empty={nothing}
            onLoadMore={loadMore}
            onRetry={retry}
            moreHref={feedPath(filters, list.page + 1)}
          />
        </div>
      </div>
    </section>
  );
}
