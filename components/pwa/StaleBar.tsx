import { useT, useLocale } from '@/lib/i18n/useT';
import { useDateFormats } from '@/lib/react/useDateFormats';
import styles from './Pwa.module.css';

/**
 * The page, or part of it, is a saved copy (issue 37): offline, or the site did not answer in time.
 * The date is the oldest saved answer the page shows.
 */
export function StaleBar({ savedAt, offline }: { savedAt: number; offline: boolean }) {
  const t = useT('pwa');
  const locale = useLocale();
  const formats = useDateFormats();
  const date = formats ? formats.dates.formatLocalDateTime(savedAt, locale) : null;
  const text = date === null ? t('stale.offlineNoDate') : offline ? t('stale.offline', { date }) : t('stale.saved', { date });
  return (
    <div className={styles.bar} role="status" data-pwa="stale" data-saved-at={savedAt}>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
