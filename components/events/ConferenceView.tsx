import { Link } from '@/components/ui/Link';
import { buttonClass, ListEmpty } from '@/components/ui';
import type { ConferenceSummary } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { EventCard } from './EventCard';
import styles from './Events.module.css';

/**
 * R3.5: a conference (a series of events under one title) with its published events by start,
 * each the same card as the events feed shows (from the entity cache, so registering or saving
 * updates it everywhere).
 */
export function ConferenceView({ conference, eventIds }: { conference: ConferenceSummary; eventIds: number[] }) {
  const t = useT('events');
  return (
    <div className={styles.conference}>
      <p className={styles.conferenceKicker}>{t('conference.kicker', { count: eventIds.length })}</p>
      <h1>
        <bdi>{unescapeText(conference.title)}</bdi>
      </h1>
      {conference.description && <p dir="auto" className={styles.conferenceDescription}>{unescapeText(conference.description)}</p>}
      {eventIds.length > 0 ? (
        <ul className={styles.conferenceEvents} aria-label={t('conference.eventsOf', { title: unescapeText(conference.title) })}>
          {eventIds.map((id) => (
            <li key={id}>
              <EventCard id={id} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty title={t('conference.empty')}>
          <Link href="/events" className={buttonClass('secondary', { link: true })}>
            {t('browse.events')}
          </Link>
        </ListEmpty>
      )}
    </div>
  );
}
