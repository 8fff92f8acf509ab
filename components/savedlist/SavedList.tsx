import { useCallback, useEffect, useId, useState } from 'react';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { EventCard, EventCardSkeletons } from '@/components/events';
import { Button, Card, ListEmpty, PagedList, TabList, TabPanel } from '@/components/ui';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { savedListFeature } from '@/store/savedlist/listeners';
import { showModal } from '@/store/modals/slice';
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

const TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'events', label: 'Events' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const renderPost = (pid: number) => <PostCard pid={pid} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

export function SavedList() {
  useStoreFeature(savedListFeature);
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const [tab, setTab] = useState<TabId>('posts');
  const baseId = useId();

  // Members' list loads on mount; another member's loads again (store/savedlist/listeners.ts).
  useEffect(() => {
    dispatch(loadSavedList());
    return dispatch(showView({ name: 'savedList' }));
  }, [dispatch]);

  if (loading) return <PostCardSkeletons count={2} label="Loading your saved list" />;

  if (!loggedIn) {
    return (
      <Card as="div" className={styles.visitor}>
        <h2>Log in to see your saved posts and events</h2>
        <p className="muted">Save posts and events with the Save button and find them here, on any device.</p>
        <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'save' } }))}>Log in</Button>
      </Card>
    );
  }

  return (
    <div className={styles.saved}>
      <TabList label="Saved items" tabs={TABS} selected={tab} onSelect={setTab} idBase={baseId} />
      <TabPanel idBase={baseId} tab={tab} className={styles.panel}>
        {tab === 'posts' ? <SavedPosts /> : <SavedEvents />}
      </TabPanel>
    </div>
  );
}

function SavedPosts() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSavedPosts);
  const loadMore = useCallback(() => dispatch(loadMoreSaved()), [dispatch]);
  const retry = useCallback(() => dispatch(retrySaved()), [dispatch]);
  return (
    <PagedList
      label="Saved posts"
      noun="posts"
      list={list}
      renderItem={renderPost}
      renderSkeleton={renderSkeletons}
      loadingLabel="Loading saved posts"
      moreLabel="Load more saved posts"
      empty={
        <ListEmpty title="No saved posts yet">
          <p className="muted">Use Save on any post to keep it here.</p>
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
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSavedEvents);
  useEffect(() => {
    dispatch(loadSavedEventList());
  }, [dispatch]);
  const loadMore = useCallback(() => dispatch(loadMoreSavedEvents()), [dispatch]);
  const retry = useCallback(() => dispatch(retrySavedEvents()), [dispatch]);
  return (
    <PagedList
      label="Saved events"
      noun="events"
      list={list}
      renderItem={renderEvent}
      renderSkeleton={renderEventSkeletons}
      loadingLabel="Loading saved events"
      moreLabel="Load more saved events"
      empty={
        <ListEmpty title="No saved events yet">
          <p className="muted">Use Save on any event to keep it here.</p>
        </ListEmpty>
      }
      onLoadMore={loadMore}
      onRetry={retry}
    />
  );
}
