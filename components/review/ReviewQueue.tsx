import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PagedList, Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { isRestrictingAction, RESTRICTING_ACTIONS } from '@/lib/review/actions';
import { reviewFiltersFromQuery, reviewFiltersQuery } from '@/lib/review/filters';
import type { ReviewAction, ReviewFilters as Filters } from '@/lib/review/types';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { reviewFeature } from '@/store/review/listeners';
import { loadReview, selectReviewItems, selectReviewState, syncReview } from '@/store/review/slice';
import { ReviewCard } from './ReviewCard';
import { ReviewFilters } from './ReviewFilters';
import { useReviewKeys } from './useReviewKeys';
import styles from './Review.module.css';

const skeletons = (count: number, label: string) => (
  <div role="status" aria-label={label} className={styles.skeletons}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height="9rem" />
    ))}
  </div>
);

/**
 * The review queue (issue 35): its filters, the open items (live: ./store/review), and one form
 * open at a time under an item's actions. Silence and Suspend open the suspend dialog for the item's member.
 * The filters are the address's (`?type=held&category=spam`, also on back and forward): a filter
 * changed in the form loads page 1 and the address follows (a shallow replace), so a filtered
 * queue can be shared or reloaded.
 */
export function ReviewQueue() {
  const t = useT('admin');
  const dispatch = useAppDispatch();
  useStoreFeature(reviewFeature);
  const router = useRouter();
  const { list, filters, busy, count } = useAppSelector(selectReviewState);
  const items = useAppSelector(selectReviewItems);
  const [open, setOpen] = useState<{ key: string; action: ReviewAction } | null>(null);

  // The address's filters; page 1 loads when the page opens, when they change, and when the
  // queue was emptied (another viewer).
  const urlFilters = useMemo(() => reviewFiltersFromQuery(router.query), [router.query]);
  const opened = useRef(false);
  const reset = list.status === 'initial';
  useEffect(() => {
    if (router.isReady === false) return;
    dispatch(syncReview(urlFilters, !opened.current));
    opened.current = true;
  }, [dispatch, router.isReady, urlFilters, reset]);

  const act = useCallback(
    (key: string, action: ReviewAction) => {
      const item = items.find((i) => i.key === key);
      if (!item) return;
      if (isRestrictingAction(action) && item.member) {
        const review = { key: item.key, type: item.type, targetId: item.targetId };
        const kind = RESTRICTING_ACTIONS[action];
        dispatch(showModal({ name: 'suspend', props: { uid: item.member.uid, name: item.member.username, review, kind } }));
        return;
      }
      setOpen({ key, action });
    },
    [dispatch, items],
  );
  const onKeyDown = useReviewKeys(act);
  const filter = (next: Filters) => {
    dispatch(syncReview(next));
    // A shallow replace: the page is not rendered on the server again and the back button is not filled with filters.
    void router.replace({ pathname: router.pathname, query: reviewFiltersQuery(next) }, undefined, { shallow: true, scroll: false });
  };
  // The open items the filters match (the header's count until the page has loaded); none: the list's empty text says so.
  const shown = list.total ?? count;

  return (
    <>
      <ReviewFilters filters={filters} onChange={filter} />
      <p role="status" className={styles.count}>
        {shown ? t('review.count', { count: shown }) : null}
      </p>
      <div onKeyDown={onKeyDown} className={styles.queue}>
        <PagedList
          label={t('review.label')}
          list={list}
          noun={t('review.noun')}
          renderItem={(key) => {
            const item = items.find((i) => i.key === key);
            return item ? (
              <ReviewCard item={item} open={open?.key === key ? open.action : null} busy={busy === key} onOpen={(action) => act(key, action)} onClose={() => setOpen(null)} />
            ) : null;
          }}
          renderSkeleton={skeletons}
          empty={<p className="muted">{t('review.empty')}</p>}
          onLoadMore={() => void dispatch(loadReview({ page: list.page + 1 }))}
          onRetry={() => void dispatch(loadReview({ page: Math.max(1, list.page) }))}
          focusSelector="[data-review-item]"
          autoLoad={false}
        />
      </div>
    </>
  );
}
