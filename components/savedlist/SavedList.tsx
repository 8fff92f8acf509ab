import { useCallback, useEffect, useId, useState } from 'react';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { EventCard, EventCardSkeletons } from '@/components/events';
import { ListEmpty, PagedList, TabList, TabPanel, SignInCard } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { savedListFeature } from '@/store/savedlist/listeners';
import {
  loadMoreSaved,
  loadMoreSavedEvents,
  loadSavedEventList,
  loadSavedList,
  retrySaved,
  retrySavedEvents,
  selectSavedEvents,
  selectSavedPosts,
} from '@/store/savedlist/slice';
import { selectLogin } from '@/store/selectors';
import { showView } from '@/store/views/slice';
import styles from './SavedList.module.css';

/**
 * /savedlist (R1.7: saved posts and saved events), two tabs. Posts: the member's bookmarks, 20 per
 * page (R9.2), newest saved first; saving or unsaving anywhere updates the list at once (R4.7).
 * Events: the member's saved events, 10 per page (R9.2), loaded when the tab is first shown.
 */

type TabId = 'posts' | 'events';

const renderPost = (pid: number) => <PostCard pid={pid} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

export function SavedList() {
  useStoreFeature(savedListFeature);
  const t = useT('savedlist');
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const [tab, setTab] = useState<TabId>('posts');
  const baseId = useId();

  // Members' list loads on mount; another member's loads again (store/savedlist/listeners.ts).
  useEffect(() => {
    dispatch(loadSavedList());
    return dispatch(showView({ name: 'savedList' }));
  }, [dispatch]);

  if (loading) return <PostCardSkeletons count={2} label={t('loading')} />;

  if (!loggedIn) {
    return <SignInCard title={t('visitor.title')} text={t('visitor.text')} button={t('visitor.logIn')} from="save" className={styles.visitor} />;
  }

  const tabs = [
    { id: 'posts', label: t('tabs.posts') },
    { id: 'events', label: t('tabs.events') },
  ] as const;
  return (
    <div className={styles.saved}>
      <TabList label={t('tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} idBase={baseId} />
      <TabPanel idBase={baseId} tab={tab} className={styles.panel}>
        {tab === 'posts' ? <SavedPosts /> : <SavedEvents />}
      </TabPanel>
    </div>
  );
}

function SavedPosts() {
  const t = useT('savedlist');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSavedPosts);
  const loadMore = useCallback(() => dispatch(loadMoreSaved()), [dispatch]);
  const retry = useCallback(() => dispatch(retrySaved()), [dispatch]);
  return (
    <PagedList
      label={t('posts.label')}
      noun={t('posts.noun')}
      list={list}
      renderItem={renderPost}
      renderSkeleton={renderSkeletons}
      loadingLabel={t('posts.loading')}
      moreLabel={t('posts.more')}
      empty={
        <ListEmpty title={t('posts.emptyTitle')}>
          <p className="muted">{t('posts.emptyText')}</p>
        </ListEmpty>
      }
      onLoadMore={loadMore}
      onRetry={retry}
    />
  );
}

const renderEvent = (id: number) => <EventCard id={id} headingLevel={2} />;
const renderEventSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;

function SavedEvents() {
  const t = useT('savedlist');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSavedEvents);
  useEffect(() => {
    dispatch(loadSavedEventList());
  }, [dispatch]);
  const loadMore = useCallback(() => dispatch(loadMoreSavedEvents()), [dispatch]);
  const retry = useCallback(() => dispatch(retrySavedEvents()), [dispatch]);
  return (
    <PagedList
      label={t('events.label')}
      noun={t('events.noun')}
      list={list}
      renderItem={renderEvent}
      renderSkeleton={renderEventSkeletons}
      loadingLabel={t('events.loading')}
      moreLabel={t('events.more')}
      empty={
        <ListEmpty title={t('events.emptyTitle')}>
          <p className="muted">{t('events.emptyText')}</p>
        </ListEmpty>
      }
      onLoadMore={loadMore}
      onRetry={retry}
    />
  );
}
