import { Icon } from '@/components/ui';
import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { useAppSelector } from '@/store/hooks';
import { selectReviewCount } from '@/store/review/slice';
import styles from './Review.module.css';

/**
 * The header's link to the review queue (issue 35; moderators and administrators) with its open
 * items' count: the page's configuration says it first, `event:review` keeps it live.
 */
export default function ReviewLink() {
  const t = useT('common');
  const count = useAppSelector((state) => selectReviewCount(state) ?? state.config.data?.user?.reviewCount ?? 0);
  return (
    <Link href="/admin/review" className={styles.link} aria-label={t('header.reviewCount', { count })} title={t('header.review')}>
      <Icon name="shield" />
      {count > 0 && (
        <span className="header-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
