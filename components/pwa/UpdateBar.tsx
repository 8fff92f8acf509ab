import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import styles from './Pwa.module.css';

/** "A new version is available" (issue 37): Reload makes the waiting worker take over, then the page reloads. */
export function UpdateBar({ onReload }: { onReload: () => void }) {
  const t = useT('pwa');
  return (
    <div className={styles.bar} role="status" data-pwa="update">
      <p className={styles.text}>{t('update.text')}</p>
      <Button onClick={onReload}>{t('update.reload')}</Button>
    </div>
  );
}
