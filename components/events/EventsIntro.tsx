import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui';
import styles from './Events.module.css';

/** The events page's heading with the ways on: My events and Host an event. */
export function EventsIntro() {
  return (
    <div className={styles.head}>
      <h1 className={styles.intro}>Events</h1>
      <div className={styles.actions}>
        <Link href="/events/myevents" className={buttonClass('secondary', { link: true })}>
          My events
        </Link>
        <Link href="/events/host" className={buttonClass('primary', { link: true })}>
          Host an event
        </Link>
      </div>
    </div>
  );
}
