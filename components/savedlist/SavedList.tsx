import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ListEmpty, ListError } from '@/components/discussions/ListStates';
import { PagedList } from '@/components/discussions/PagedList';
import { PostCard } from '@/components/discussions/PostCard';
import { PostCardSkeletons } from '@/components/discussions/PostCardSkeleton';
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

const renderPost = (pid: number) => <PostCard pid={pid} />;

export function SavedList() {
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const [tab, setTab] = useState<TabId>('posts');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();

  // Members' list loads on mount; another member's loads again (store/listeners.ts).
  useEffect(() => {
    dispatch(loadSavedList());
    return dispatch(showView({ name: 'savedList' }));
  }, [dispatch]);

  if (loading) return <PostCardSkeletons count={2} label="Loading your saved list" />;

  if (!loggedIn) {
    return (
      <div className={`card ${styles.visitor}`}>
        <h2>Log in to see your saved posts</h2>
        <p className="muted">Save posts with the Save button and find them here, on any device.</p>
        <button type="button" onClick={() => dispatch(showModal({ name: 'login', props: { from: 'save' } }))}>
          Log in
        </button>
      </div>
    );
  }

  // Tabs (WAI-ARIA): arrow keys, Home and End move between them.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.saved}>
      <div role="tablist" aria-label="Saved items" className={styles.tabs}>
        {TABS.map((t, index) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-controls={`${baseId}-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        tabIndex={0}
        className={styles.panel}
      >
        {tab === 'posts' ? <SavedPosts /> : <p className="muted">Saved events arrive with the events section.</p>}
      </div>
    </div>
  );
}

function SavedPosts() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSavedPosts);
  const loadMore = useCallback(() => dispatch(loadMoreSaved()), [dispatch]);
  const retry = useCallback(() => dispatch(retrySaved()), [dispatch]);
  const empty = list.ids.length === 0;

  if (empty && (list.status === 'initial' || list.status === 'loading')) return <PostCardSkeletons count={3} label="Loading saved posts" />;
  if (empty && list.status === 'error') return <ListError message={list.error} code={list.errorCode} onRetry={retry} />;
  if (empty) {
    return (
      <ListEmpty title="No saved posts yet">
        <p className="muted">Use Save on any post to keep it here.</p>
      </ListEmpty>
    );
  }
  return <PagedList label="Saved posts" list={list} renderItem={renderPost} onLoadMore={loadMore} onRetry={retry} moreLabel="Load more saved posts" />;
}
