import { lazyView } from '@/lib/react/lazyView';
import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Button, buttonClass, useSiteOrigin, useSubmit } from '@/components/ui';
import { calendarLinks, eventIcsPath } from '@/lib/events/calendarLinks';
import { isLiveRoomOpen, shownDiscussionTid } from '@/lib/events/rules';
import { eventCover, timeZoneName } from '@/lib/events/display';
import { EVENT_LIFECYCLE_KEY, EVENT_STATUS_KEY } from '@/lib/events/texts';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { unescapeText } from '@/lib/names';
import { formatCount } from '@/lib/numbers';
import { eventTrackId } from '@/lib/player/types';
import { changeEventLifecycle, changeEventStatus, toggleEventSearchOrder } from '@/store/events/actions';
import { loadEvent, loadEventStats, selectEventPage, selectEventStats } from '@/store/events/slice';
import { selectEvent } from '@/store/feed/cache';
import { eventsFeature } from '@/store/events/listeners';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EventSaveButton, EventVoteButton } from './EventControls';
import { EventFacts, EventHosts, EventLoadError } from './EventSections';
import { EventDiscussion } from './EventDiscussion';
import { EventPolls } from './EventPolls';
import { EventTypeBadge } from './EventTypeBadge';
import { RegisterButton } from './RegisterButton';
import { ReportLink } from '@/components/report';
import styles from './Events.module.css';
import { LiveRoom as LiveRoomView } from './live/LiveRoom';
import { EpisodePlayer as EpisodePlayerView } from '@/components/audioqueue';

// A live event's room (stream, chat, Q&A) loads only with a live event's page (issue 36).
// The server renders it at once (lazyView's `server` option).
const LiveRoom = lazyView(() => import('./live/LiveRoom').then((m) => m.LiveRoom), {
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? LiveRoomView : undefined,
  module: 'components/events/EventView.tsx -> ./live/LiveRoom',
});

/** Where a message's placeholder holds an element (a link): the text is split around it. */
const SLOT = '\u0000';

const AUDIO = /\.(mp3|m4a|oga|ogg|opus|wav|aac)(\?.*)?$/i;

// Only events with an audio recording show it: its code (and the play buttons') stays out of the
// first load of every other event page (the JS budget, e2e/js-budget.browser.test.ts).
const EpisodePlayer = lazyView(() => import('@/components/audioqueue').then((m) => m.EpisodePlayer), {
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? EpisodePlayerView : undefined,
  module: 'components/events/EventView.tsx -> @/components/audioqueue',
});
const VIDEO = /\.(mp4|webm|ogv|mov)(\?.*)?$/i;

/** The event page (R1.4): the event from the shared cache, as the server rendered it first. */
export function EventView({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  useStoreFeature(eventsFeature);
  const page = useAppSelector(selectEventPage);
  const event = useAppSelector((state) => selectEvent(state, id));

  // Loaded on the server as a rule; a client-side navigation without a seed loads it here.
  useEffect(() => {
    if (page.id !== id || page.status === 'idle') void dispatch(loadEvent(id));
  }, [dispatch, id, page.id, page.status]);

  if (page.id === id && page.status === 'error') {
    return <EventLoadError id={id} status={page.code ?? 500} message={page.message} />;
  }
  if (!event) {
    return (
      <p role="status" className="muted">
        {t('page.loading')}
      </p>
    );
  }

  const title = unescapeText(event.title);
  const isHost = event.current_user_role === 'host';
  const statusLabel = event.event_status === 'published' ? '' : t(EVENT_STATUS_KEY[event.event_status]);
  const [partOfBefore, partOfAfter = ''] = t('page.partOf', { conference: SLOT }).split(SLOT);
  const discussionTid = shownDiscussionTid(event);

  return (
    <article className={styles.page} aria-labelledby="event-title" data-testid={`event-page-${id}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- covers are uploads of any size, defaults are SVG */}
      <img className={styles.cover} src={eventCover(event)} alt="" width={1280} height={720} />
      <header className={styles.pageHead}>
        <div className={styles.labels}>
          <EventTypeBadge type={event.event_type} />
          <span className={`${styles.lifecycle} ${event.event_lifecycle === 'live' ? styles.live : ''}`}>{t(EVENT_LIFECYCLE_KEY[event.event_lifecycle])}</span>
          {statusLabel && <span className={styles.lifecycle}>{statusLabel}</span>}
        </div>
        <h1 id="event-title" className={styles.pageTitle}>
          <bdi>{title}</bdi>
        </h1>
        {event.summary && (
          <p dir="auto" className={styles.summary}>
            {unescapeText(event.summary)}
          </p>
        )}
        {event.conference && (
          <p className={styles.summary}>
            {partOfBefore}
            <Link href={`/events/conference/${event.conference.id}`} className={styles.conferenceLink}>
              <bdi>{unescapeText(event.conference.title)}</bdi>
            </Link>
            {partOfAfter}
          </p>
        )}
        <EventFacts event={event} />
        <div className={styles.actions}>
          <RegisterButton id={id} />
          <EventVoteButton id={id} />
          <EventSaveButton id={id} />
          <ReportLink type="event" id={id} name={unescapeText(event.title)} />
        </div>
        <CalendarLinks id={id} />
        {isHost && <HostTools id={id} />}
        <ModeratorTools id={id} />
      </header>

      {isLiveRoomOpen(event) && <LiveRoom id={id} />}
      <Recording
        id={id}
        title={unescapeText(event.title)}
        url={event.recording_status === 'available' ? event.recording_url : ''}
        plays={event.plays}
      />
      <EventPolls id={id} />

      {event.description && (
        <section className={styles.section} aria-labelledby="event-about">
          <h2 id="event-about">{t('page.about')}</h2>
          {/* Sanitised on the server (the discussions Markdown module) before it is stored (R5.8). */}
          <div dir="auto" className={`content ${styles.description}`} dangerouslySetInnerHTML={{ __html: event.description }} />
        </section>
      )}

      <EventHosts event={event} />

      {event.tags?.length > 0 && (
        <ul className={styles.tagList} aria-label={t('page.tags')}>
          {event.tags.map((tag) => (
            <li key={tag.tag_name}>#{unescapeText(tag.tag_name)}</li>
          ))}
        </ul>
      )}

      {discussionTid !== null && <EventDiscussion tid={discussionTid} />}
    </article>
  );
}

/**
 * The recording once a host made it available: audio plays in the site's player (R3.17: Play, Add
 * to queue, on across pages), video plays here, other links open.
 */
function Recording({ id, title, url, plays }: { id: number; title: string; url: string; plays?: number }) {
  const t = useT('events');
  if (!url) return null;
  return (
    <section className={styles.section} aria-labelledby="event-recording">
      <h2 id="event-recording">{t('recording.title')}</h2>
      {AUDIO.test(url) ? (
        <>
          <EpisodePlayer track={eventTrackId(id)} title={t('recording.trackTitle', { title })} src={url} />
          {typeof plays === 'number' && (
            <p className="muted" data-testid="recording-plays">
              {t('recording.plays', { count: plays })}
            </p>
          )}
        </>
      ) : VIDEO.test(url) ? (
        <video controls preload="none" src={url} aria-labelledby="event-recording" style={{ maxWidth: '100%' }} />
      ) : (
        <a href={url} rel="noopener noreferrer" target="_blank">
          {t('recording.watch')}
        </a>
      )}
    </section>
  );
}

/** R4.1, R6.3: what a host does with their event: edit, publish / unpublish / delete, start or end early, statistics. */
function HostTools({ id }: { id: number }) {
  const t = useT('events');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const event = useAppSelector((state) => selectEvent(state, id));
  const stats = useAppSelector((state) => selectEventStats(state, id));
  const { busy, run } = useSubmit();
  if (!event) return null;
  const published = event.event_status === 'published';

  const moveTo = (lifecycle: 'live' | 'ended') => void run(() => dispatch(changeEventLifecycle({ id, lifecycle })).unwrap());

  const change = (action: 'publish' | 'unpublish' | 'delete') =>
    void run(async () => {
      await dispatch(changeEventStatus({ id, action })).unwrap();
      if (action === 'delete') void router.push('/events/myevents');
    });

  return (
    <section className={styles.section} aria-labelledby="event-host-tools">
      <h2 id="event-host-tools">{t('hostTools.title')}</h2>
      <div className={styles.actions}>
        <Link href={`/events/host?id=${id}`} className={buttonClass('secondary', { link: true })}>
          {t('hostTools.edit')}
        </Link>
        <Button variant="secondary" busy={busy} onClick={() => change(published ? 'unpublish' : 'publish')} data-testid="event-publish">
          {published ? t('hostTools.unpublish') : t('hostTools.publish')}
        </Button>
        {published && event.event_lifecycle === 'scheduled' && (
          <Button variant="secondary" busy={busy} onClick={() => moveTo('live')} data-testid="event-start">
            {t('hostTools.start')}
          </Button>
        )}
        {published && event.event_lifecycle === 'live' && (
          <Button variant="secondary" busy={busy} onClick={() => moveTo('ended')} data-testid="event-end">
            {t('hostTools.end')}
          </Button>
        )}
        <Button
          variant="danger"
          busy={busy}
          onClick={() => {
            if (window.confirm(t('hostTools.deleteConfirm'))) change('delete');
          }}
        >
          {t('hostTools.delete')}
        </Button>
        {!stats && (
          <Button variant="secondary" onClick={() => void dispatch(loadEventStats(id))} data-testid="event-stats-load">
            {t('hostTools.showStats')}
          </Button>
        )}
      </div>
      {stats && (
        <>
          <dl className={styles.stats} data-testid="event-stats">
            {(
              [
                ['stats.registrations', stats.registrations],
                ['stats.waitlist', stats.waitlist],
                ['stats.views', stats.views],
                ['stats.votes', stats.votes],
                ['stats.bookmarks', stats.bookmarks],
              ] as const satisfies ReadonlyArray<readonly [MessageKey<'events'>, number]>
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{formatCount(value, locale)}</dd>
              </div>
            ))}
          </dl>
          {stats.registrants_by_timezone.length > 0 && (
            <table>
              <caption className="visually-hidden">{t('stats.byZone')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.zone')}</th>
                  <th scope="col">{t('stats.registrants')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.registrants_by_timezone.map((row) => (
                  <tr key={row.timezone}>
                    <td>{timeZoneName(row.timezone)}</td>
                    <td>{formatCount(row.count, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

/** Add to calendar (R7.3 calendars): Google, Outlook, Microsoft 365 and the `.ics` file. */
function CalendarLinks({ id }: { id: number }) {
  const t = useT('events');
  const locale = useLocale();
  const origin = useSiteOrigin();
  const event = useAppSelector((state) => selectEvent(state, id));
  if (!event || event.event_status !== 'published' || event.event_lifecycle === 'ended' || event.event_lifecycle === 'cancelled') return null;
  const links = calendarLinks(event, origin, locale);
  return (
    <p className={styles.calendar}>
      <span className={styles.role}>{t('calendar.add')}</span>{' '}
      <a href={links.google} rel="noopener noreferrer" target="_blank">
        Google
      </a>
      {' · '}
      <a href={links.outlook} rel="noopener noreferrer" target="_blank">
        Outlook
      </a>
      {' · '}
      <a href={links.office365} rel="noopener noreferrer" target="_blank">
        Microsoft 365
      </a>
      {' · '}
      <a href={eventIcsPath(id, locale)} download>
        {t('calendar.ics')}
      </a>
    </p>
  );
}

/** R4.2: moderators pin a published event first in the events search, or unpin it. */
function ModeratorTools({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const moderator = useAppSelector((state) => Boolean(state.config.data?.user?.isModerator || state.config.data?.user?.isAdmin));
  const event = useAppSelector((state) => selectEvent(state, id));
  const { busy, run } = useSubmit();
  if (!moderator || !event || event.event_status !== 'published') return null;
  const pinned = event.search_result_order === 1;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" busy={busy} aria-pressed={pinned} onClick={() => void run(() => dispatch(toggleEventSearchOrder(id)).unwrap())} data-testid="event-search-order">
        {t('moderator.pin')}
      </Button>
    </div>
  );
}
