import { Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import styles from './PostCard.module.css';

/** Placeholder cards while posts load (announced once). */
export function PostCardSkeletons({ count = 3, label }: { count?: number; label?: string }) {
  const t = useT('discussions');
  return (
    <div role="status" aria-busy="true" className="stack" data-testid="post-skeletons">
      <span className="visually-hidden">{label ?? t('feed.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <Skeleton width="5rem" height="1.1rem" rounded />
          <Skeleton width="80%" height="1.4rem" />
          <Skeleton width="40%" height="0.9rem" />
          <Skeleton width="100%" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}
