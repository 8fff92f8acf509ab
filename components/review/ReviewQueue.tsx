import { useCallback, useEffect, useState } from 'react';
import { PagedList, Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { isRestrictingAction, RESTRICTING_ACTIONS } from '@/lib/review/actions';
import type { ReviewAction, ReviewFilters as Filters } from '@/lib/review/types';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { reviewFeature } from '@/store/review/listeners';
import { loadReview, reviewFiltered, selectReviewItems, selectReviewState } from '@/store/review/slice';
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
 */
export function ReviewQueue() {
  const t = useT('admin');
  const dispatch = useAppDispatch();
  useStoreFeature(reviewFeature);
  const { list, filters, busy, count } = useAppSelector(selectReviewState);
  const items = useAppSelector(selectReviewItems);
  const [open, setOpen] = useState<{ key: string; action: ReviewAction } | null>(null);

  useEffect(() => {
    void dispatch(loadReview({ page: 1 }));
  }, [dispatch, filters]);

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
  const filter = (next: Filters) => dispatch(reviewFiltered(next));
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
