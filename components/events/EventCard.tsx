import { Link } from '@/components/ui/Link';
import { Skeleton } from '@/components/ui';
import { eventPicture, seatsLeftText, seatsState } from '@/lib/events/display';
import { EVENT_LIFECYCLE_KEY, EVENT_STATUS_KEY } from '@/lib/events/texts';
import { useT } from '@/lib/i18n/useT';
import { useDuration } from '@/lib/react/useDuration';
import { unescapeText } from '@/lib/names';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import { EventSaveButton, EventVoteButton } from './EventControls';
import { EventDate } from './EventDate';
import { EventTypeBadge } from './EventTypeBadge';
import { RegisterButton } from './RegisterButton';
import styles from './Events.module.css';

/**
 * One event in a list (the events feed, My events, saved events): picture (its own, else the
 * default by id modulo 8, R9.7), type badge (R3.20), date in the event's and the member's time
 * zone and duration (R9.8), seats left, and the register, vote and save controls. It reads the
 * event from the shared cache, so a registration shows in every list at once (R4.11).
 */
export function EventCard({ id, headingLevel = 3 }: { id: number; headingLevel?: 2 | 3 }) {
  const t = useT('events');
  const lengthOf = useDuration();
  const event = useAppSelector((state) => selectEvent(state, id));
  if (!event) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `event-${id}-title`;
  // A scheduled event's card says nothing of it.
  const lifecycle = event.event_lifecycle === 'scheduled' ? '' : t(EVENT_LIFECYCLE_KEY[event.event_lifecycle]);
  const picture = eventPicture(event.id, event.images?.thumbnail?.desktop, event.images?.thumbnail?.mobile, event.images?.cover);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`event-card-${id}`}>
      {/* Decorative: the title says what the event is. Phones get the smaller thumbnail the server drew. */}
      <picture className={styles.pictureFrame}>
        {event.images?.thumbnail?.mobile && <source media="(max-width: 767px)" srcSet={event.images.thumbnail.mobile} />}
        <img className={styles.picture} src={picture} alt="" width={640} height={360} loading="lazy" decoding="async" />
      </picture>
      <div className={styles.body}>
        <div className={styles.labels}>
          <EventTypeBadge type={event.event_type} />
          {lifecycle && <span className={`${styles.lifecycle} ${event.event_lifecycle === 'live' ? styles.live : ''}`}>{lifecycle}</span>}
          {event.event_status !== 'published' && <span className={styles.lifecycle}>{t(EVENT_STATUS_KEY[event.event_status === 'draft' ? 'draft' : 'unpublished'])}</span>}
        </div>
        <Heading id={titleId} className={styles.title}>
          <Link href={event.url} className={styles.titleLink}>
            <bdi>{unescapeText(event.title)}</bdi>
          </Link>
        </Heading>
        <p className={styles.meta}>
          <EventDate timestamp={event.timestamp} timezone={event.timezone} offset={event.utc_offset} />
          <span>{lengthOf(event.duration)}</span>
        </p>
        {event.summary && (
          <p dir="auto" className={styles.summary}>
            {unescapeText(event.summary)}
          </p>
        )}
        <div className={styles.footer}>
          <div className={styles.controls}>
            <RegisterButton id={id} />
            <EventVoteButton id={id} />
            <EventSaveButton id={id} />
          </div>
          <p className={styles.seats}>{seatsLeftText(seatsState(event.no_of_seats, event.seats_taken, event.waitlist_count), t)}</p>
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while events load (announced once). */
export function EventCardSkeletons({ count = 3, label }: { count?: number; label?: string }) {
  const t = useT('events');
  return (
    <div role="status" aria-busy="true" className="stack" data-testid="event-skeletons">
      <span className="visually-hidden">{label ?? t('card.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card} aria-hidden="true">
          <Skeleton width="100%" height="7rem" />
          <div className={styles.body}>
            <Skeleton width="5rem" height="1.1rem" rounded />
            <Skeleton width="80%" height="1.4rem" />
            <Skeleton width="40%" height="0.9rem" />
            <Skeleton width="100%" />
          </div>
        </div>
      ))}
    </div>
  );
}
