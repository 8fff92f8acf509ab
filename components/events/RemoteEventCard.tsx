import { useId } from 'react';
import { Link } from '@/components/ui/Link';
import { Button, FormError, MomentTime, useSubmit } from '@/components/ui';
import type { RemoteEvent, RemoteEvents } from '@/lib/federation/remoteEvents';
import { aroundPart, PART } from '@/lib/i18n/part';
import { useT } from '@/lib/i18n/useT';
import { joinRemoteEvent, leaveRemoteEvent } from '@/services/federation';
import styles from './Events.module.css';

const STATUS_KEY = { pending: 'elsewhere.pending', participant: 'elsewhere.participant', refused: 'elsewhere.refused' } as const;

/**
 * An event on another site (issue 38; docs/features/federation.md "Joining events elsewhere"):
 * its title (a link to its own page there), start, organizer (their profile here), summary, where
 * the member's request stands and what they can do: ask for a place (again, once refused),
 * withdraw a pending request, give up a place. `onJoined` gets the event after asking,
 * `onLeft` the member's list after leaving.
 */
export function RemoteEventCard({
  event,
  onJoined,
  onLeft,
}: {
  event: RemoteEvent;
  onJoined: (event: RemoteEvent) => void;
  onLeft: (list: RemoteEvents) => void;
}) {
  const t = useT('events');
  const { busy, error, run } = useSubmit();
  const titleId = useId();
  const join = () => void run(async () => onJoined(await joinRemoteEvent(event.iri)));
  const leave = () => void run(async () => onLeft(await leaveRemoteEvent(event.iri)));
  const [before, after] = aroundPart(t('elsewhere.organizer', { name: PART, host: event.host }));
  const asked = event.status === 'pending' || event.status === 'participant';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="remote-event">
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <a href={event.url} className={styles.titleLink} rel="noopener nofollow ugc">
            <bdi>{event.title}</bdi>
          </a>
        </h2>
        <p className={styles.meta}>
          <MomentTime value={event.startsAt} />
          <span>
            {before}
            <Link href={`/user/${encodeURIComponent(event.organizer.userslug)}`}>
              <bdi>{event.organizer.username}</bdi>
            </Link>
            {after}
          </span>
        </p>
        {event.summary && (
          <p dir="auto" className={styles.summary}>
            {event.summary}
          </p>
        )}
        <div className={styles.footer}>
          {event.status && (
            <p className={styles.seats} role="status">
              {t(STATUS_KEY[event.status])}
            </p>
          )}
          <div className={styles.controls}>
            {asked ? (
              <Button variant="secondary" busy={busy} onClick={leave}>
                {event.status === 'participant' ? t('elsewhere.leave') : t('elsewhere.withdraw')}
              </Button>
            ) : (
              <Button busy={busy} onClick={join}>
                {t('elsewhere.join')}
              </Button>
            )}
          </div>
        </div>
        <FormError message={error} />
      </div>
    </article>
  );
}
