import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import styles from './Events.module.css';

/** The events page's heading with the ways on: My events and Host an event. */
export function EventsIntro() {
  const t = useT('events');
  return (
    <div className={styles.head}>
      <h1 className={styles.intro}>{t('intro.title')}</h1>
      <div className={styles.actions}>
        <Link href="/events/myevents" className={buttonClass('secondary', { link: true })}>
          {t('intro.mine')}
        </Link>
        <Link href="/events/host" className={buttonClass('primary', { link: true })}>
          {t('host.title')}
        </Link>
      </div>
    </div>
  );
}
