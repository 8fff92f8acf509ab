import { useEffect, useRef, type ReactNode } from 'react';
import type { ListState } from '@/store/lists';
import { ListError } from './ListStates';
import { PostCardSkeletons } from './PostCardSkeleton';
import styles from './Feed.module.css';

interface PagedListProps {
  /** Accessible name of the list ('Posts', 'Saved posts'). */
  label: string;
  list: ListState<number>;
  renderItem: (pid: number) => ReactNode;
  /** Loads the next page (called by the sentinel and by the button). */
  onLoadMore: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Text of the Load more button. */
  moreLabel?: string;
}

/**
 * A list of posts with its footer: infinite scroll (an IntersectionObserver sentinel) and a
 * keyboard-usable "Load more" button, skeletons while a page loads, the error of a later page with
 * Retry, and the end of the list. After "Load more", focus moves to the first new post so a
 * keyboard user goes on reading where the new page starts.
 */
export function PagedList({ label, list, renderItem, onLoadMore, onRetry, moreLabel = 'Load more posts' }: PagedListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const count = list.ids.length;
  const canLoadMore = list.status === 'hasMore';

  // Infinite scroll: observed again after every page, so a sentinel still in view loads the next.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, count, onLoadMore]);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || list.status === 'loading') return;
    focusIndex.current = null;
    if (count > index) listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] h2 a, [data-index="${index}"] h3 a`)?.focus();
  }, [count, list.status]);

  const loadMoreByButton = () => {
    focusIndex.current = count;
    onLoadMore();
  };

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={label}>
        {list.ids.map((pid, index) => (
          <li key={pid} data-index={index}>
            {renderItem(pid)}
          </li>
        ))}
      </ol>
      {list.status === 'loading' && <PostCardSkeletons count={2} label="Loading more posts" />}
      {list.status === 'error' && <ListError message={list.error} code={list.errorCode} onRetry={onRetry} />}
      {canLoadMore && (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <button type="button" className="secondary" onClick={loadMoreByButton}>
            {moreLabel}
          </button>
        </div>
      )}
      {list.status === 'end' && count > 0 && <p className={`muted ${styles.end}`}>You have reached the end of the list.</p>}
    </>
  );
}
