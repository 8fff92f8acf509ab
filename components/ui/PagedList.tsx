import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { ListState } from '@/store/lists';
import { Button, buttonClass } from './Button';
import { ListEnd, ListError } from './ListStates';
import { isPlainClick } from './plainClick';
import styles from './ui.module.css';
import { useAutoLoad } from './useAutoLoad';

export interface PagedListProps<Id extends string | number> {
  /** Accessible name of the list ('Posts', 'Saved posts'). */
  label: string;
  /** The list's state (store/lists.ts). */
  list: ListState<Id>;
  /** One item; it is wrapped in the list's `<li>`. */
  renderItem: (id: Id, index: number) => ReactNode;
  /** Placeholders while a page loads, announced with `label` (role="status"). */
  renderSkeleton: (count: number, label: string) => ReactNode;
  /** What the items are, plural and lower case: "Load more {noun}", "Loading more {noun}". */
  noun: string;
  /** Shown when the list loaded and has nothing in it. */
  empty: ReactNode;
  /** Loads the next page (called by the sentinel and by the button). */
  onLoadMore: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Overrides "Load more {noun}". */
  moreLabel?: string;
  /** Overrides "Loading {noun}" (the first page). */
  loadingLabel?: string;
  /** What gets focus in the first new item after "Load more" (default: the link of its heading). */
  focusSelector?: string;
  /**
   * The address of the next page (`/discussions?page=3`): "Load more" is then a real link
   * (`rel="next"`) that works without JavaScript; with it, a plain click loads in place.
   */
  moreHref?: string;
  /** False for a list inside a page section: no infinite scroll, only the button (default true). */
  autoLoad?: boolean;
  /** False to leave out the end-of-list line (a short section's list; default true). */
  showEnd?: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A paged list with every state: skeletons while the first page loads, the error with Retry, the
 * empty state; then the items with their footer: infinite scroll (an IntersectionObserver
 * sentinel, a few pages at a time: useAutoLoad.ts) and a keyboard-usable "Load more" button (a
 * `rel="next"` link to the next page when `moreHref` is given, so the list pages without
 * JavaScript), skeletons while a later page loads, its error with Retry, and the end of the list.
 * After "Load more", focus moves to the first new item so a keyboard user goes on reading where the
 * new page starts.
 */
export function PagedList<Id extends string | number>({
  label,
  list,
  renderItem,
  renderSkeleton,
  noun,
  empty,
  onLoadMore,
  onRetry,
  moreLabel,
  loadingLabel,
  focusSelector = 'h2 a, h3 a',
  moreHref,
  autoLoad = true,
  showEnd = true,
}: PagedListProps<Id>) {
  const t = useT('common');
  const listRef = useRef<HTMLOListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const count = list.ids.length;
  const canLoadMore = list.status === 'hasMore';

  const { resume } = useAutoLoad(sentinelRef, { enabled: canLoadMore && autoLoad, count, onLoadMore });

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || list.status === 'loading') return;
    focusIndex.current = null;
    if (count > index) {
      const selector = focusSelector
        .split(',')
        .map((part) => `[data-index="${index}"] ${part.trim()}`)
        .join(', ');
      listRef.current?.querySelector<HTMLElement>(selector)?.focus();
    }
  }, [count, list.status, focusSelector]);

  const errorTitle = t('list.failed', { Noun: capitalise(noun) });
  const more = moreLabel ?? t('list.loadMore', { noun });
  if (count === 0) {
    if (list.status === 'initial' || list.status === 'loading') return renderSkeleton(3, loadingLabel ?? t('list.loading', { noun }));
    if (list.status === 'error') return <ListError title={errorTitle} message={list.error} code={list.errorCode} onRetry={onRetry} />;
    return empty;
  }

  const loadMoreByButton = () => {
    focusIndex.current = count;
    resume();
    onLoadMore();
  };

  // A plain click on the link loads in place; a click meant for a new tab or window goes to the link.
  const loadMoreByLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    loadMoreByButton();
  };

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={label}>
        {list.ids.map((id, index) => (
          <li key={id} data-index={index}>
            {renderItem(id, index)}
          </li>
        ))}
      </ol>
      {list.status === 'loading' && renderSkeleton(2, t('list.loadingMore', { noun }))}
      {list.status === 'error' && <ListError title={errorTitle} message={list.error} code={list.errorCode} onRetry={onRetry} />}
      {canLoadMore && (
        <div className={styles.more}>
          {autoLoad && <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />}
          {moreHref ? (
            <a href={moreHref} rel="next" className={buttonClass('secondary', { link: true })} onClick={loadMoreByLink}>
              {more}
            </a>
          ) : (
            <Button variant="secondary" onClick={loadMoreByButton}>
              {more}
            </Button>
          )}
        </div>
      )}
      {list.status === 'end' && showEnd && <ListEnd />}
    </>
  );
}
