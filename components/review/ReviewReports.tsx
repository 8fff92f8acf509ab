import { DayTime } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { ReviewItem } from '@/lib/review/types';
import { isolated } from '@/lib/text';
import { CATEGORY_TEXTS } from './categories';
import styles from './Review.module.css';

/** An item's reports, newest first: each one's category, reporter, time and words. */
export function ReviewReports({ item }: { item: ReviewItem }) {
  const t = useT('admin');
  const hidden = item.reportCount - item.reports.length;
  return (
    <>
      <ul className={styles.reports}>
        {item.reports.map((report) => (
          <li key={report.id}>
            <p className="muted">
              {t('review.reportedBy', {
                category: t(CATEGORY_TEXTS[report.category]),
                name: report.reporter ? isolated(report.reporter.username) : t('review.formerMember'),
              })}
              {' · '}
              <DayTime value={report.timestamp} />
            </p>
            <p className={styles.words}>{report.reason ? isolated(report.reason) : t('review.noReason')}</p>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="muted">{t('review.moreReports', { count: hidden })}</p>}
    </>
  );
}
