import { useCallback, useEffect, useId, useState } from 'react';
import { PostCard, PostCardSkeletons } from '@/components/discussions';
import { Button, Card, ListEmpty, PagedList, TabList, TabPanel } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { loadMoreSaved, loadSavedList, retrySaved, selectSavedPosts } from '@/store/savedlist/slice';
import { selectLogin } from '@/store/selectors';
import { showView } from '@/store/views/slice';
import styles from './SavedList.module.css';

/**
 * /savedlist (spec: saved posts and saved events). Decided: two tabs, "Posts" and "Events", so the
 * page already has the shape the spec describes; the Events tab says saved events arrive with the
 * events section (no events capability exists yet). Posts: the member's bookmarks, 20 per page
 * (R9.2), newest saved first; saving or unsaving anywhere updates the list at once (R4.7).
 */

const TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'events', label: 'Events' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const renderPost = (pid: number) => <PostCard pid={pid} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <PostCardSkeletons count={count} label={label} />;

export function SavedList() {
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const [tab, setTab] = useState<TabId>('posts');
  const baseId = useId();

  // Members' list loads on mount; another member's loads again (store/listeners.ts).
  useEffect(() => {
    dispatch(loadSavedList());
    return dispatch(showView({ name: 'savedList' }));
  }, [dispatch]);

  if (loading) return <PostCardSkeletons count={2} label="Loading your saved list" />;

  if (!loggedIn) {
    return (
      <Card as="div" className={styles.visitor}>
        <h2>Log in to see your saved posts</h2>
        <p className="muted">Save posts with the Save button and find them here, on any device.</p>
        <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'save' } }))}>Log in</Button>
      </Card>
    );
  }

  return (
    <div className={styles.saved}>
      <TabList label="Saved items" tabs={TABS} selected={tab} onSelect={setTab} idBase={baseId} />
      <TabPanel idBase={baseId} tab={tab} className={styles.panel}>
        {tab === 'posts' ? <SavedPosts /> : <p className="muted">Saved events arrive with the events section.</p>}
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
