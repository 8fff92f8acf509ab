import { useT } from '@/lib/i18n/useT';
import type { PostData } from '@/lib/discussions/types';
import styles from './PostCard.module.css';

/** A post card's counts: replies, views and, for a podcast, plays (R3.17). */
export function PostStats({ pid, post }: { pid: number; post: PostData }) {
  const t = useT('discussions');
  const plays = typeof post.plays === 'number' && post.postType === 'podcast' ? post.plays : null;
  return (
    <p className={styles.stats}>
      <span>{t('card.replies', { count: post.replies ?? 0 })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('card.views', { count: post.viewcount ?? 0 })}</span>
      {plays !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span data-testid={`post-plays-${pid}`}>{t('card.plays', { count: plays })}</span>
        </>
      )}
    </p>
  );
}
