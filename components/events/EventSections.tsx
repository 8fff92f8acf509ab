import { Link } from '@/components/ui/Link';
import { Avatar, Button, buttonClass, Card } from '@/components/ui';
import { presentedZoneName, seatsLeftText, seatsState } from '@/lib/events/display';
import type { EventData } from '@/lib/events/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { useDuration } from '@/lib/react/useDuration';
import { displayName, unescapeText } from '@/lib/names';
import { loadEvent } from '@/store/events/slice';
import { useAppDispatch } from '@/store/hooks';
import { EventDate } from './EventDate';
import styles from './Events.module.css';

// Parts of the event page (EventView.tsx).

const ERROR_TITLES: Record<number, MessageKey<'events'>> = { 403: 'error.403', 404: 'error.404', 410: 'error.410' };

/** The event could not be loaded: why, Try again for a server failure, and the way back. */
export function EventLoadError({ id, status, message }: { id: number; status: number; message: string | null | undefined }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const title = ERROR_TITLES[status];
  return (
    <Card className="stack" aria-labelledby="event-error-title">
      <h1 id="event-error-title">{title ? t(title) : t('error.other')}</h1>
      <p role="alert">
        <strong>{status}</strong> · {message ?? t('error.fallback')}
      </p>
      <div className="row">
        {status >= 500 && <Button onClick={() => void dispatch(loadEvent(id))}>{t('error.retry')}</Button>}
        <Link href="/events" className={buttonClass('secondary', { link: true })}>
          {t('error.back')}
        </Link>
      </div>
    </Card>
  );
}

/** When it starts, how long it lasts, the seats left and the event's time zone. */
export function EventFacts({ event }: { event: EventData }) {
  const t = useT('events');
  const lengthOf = useDuration();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('facts.starts')}</dt>
        <dd>
          <EventDate timestamp={event.timestamp} timezone={event.timezone} offset={event.utc_offset} />
        </dd>
      </div>
      <div>
        <dt>{t('facts.duration')}</dt>
        <dd>{lengthOf(event.duration)}</dd>
      </div>
      <div>
        <dt>{t('facts.seats')}</dt>
        <dd>{seatsLeftText(seatsState(event.no_of_seats, event.seats_taken, event.waitlist_count), t)}</dd>
      </div>
      <div>
        <dt>{t('facts.zone')}</dt>
        <dd>{presentedZoneName(event.timezone)}</dd>
      </div>
    </dl>
  );
}

/** The hosts with their pictures, profile links and bios (the creator when none are listed). */
export function EventHosts({ event }: { event: EventData }) {
  const t = useT('events');
  const hosts = event.organizers?.length ? event.organizers : [{ role: 'host' as const, user_id: event.creator.uid, user: event.creator, bio: '' }];
  return (
    <section className={styles.section} aria-labelledby="event-hosts">
      <h2 id="event-hosts">{hosts.length === 1 ? t('hosts.one') : t('hosts.many')}</h2>
      <ul className={styles.hosts}>
        {hosts.map((host) => {
          const name = displayName(host.user);
          return (
            <li key={host.user_id} className={styles.host}>
              <Avatar src={host.user.picture} alt="" size={48} />
              <div>
                {host.user.userslug ? (
                  <Link href={`/user/${encodeURIComponent(host.user.userslug)}`} className={styles.hostName} data-member-slug={host.user.userslug}>
                    {name}
                  </Link>
                ) : (
                  <span className={styles.hostName}>{name}</span>
                )}
                {host.bio && (
                  <p dir="auto" className={styles.bio}>
                    {unescapeText(host.bio)}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
