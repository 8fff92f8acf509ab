import type { GetServerSidePropsContext } from 'next';
import { translateMessage, errorText } from '@/lib/errors/catalogue';
import { eventFiltersFromQuery, eventSearchParams } from '@/lib/events/feed';
import { eventIdFromSlug, shownDiscussionTid } from '@/lib/events/rules';
import { eventSearchQuery } from '@/lib/events/schemas';
import type { EventData } from '@/lib/events/types';
import { pageNumber } from '@/lib/pageNumber';
import type { ConferencePageProps, EventHostPageProps, EventPageProps, EventPageSeed, SeededPageProps, TopicSeed } from '@/lib/ssr/seed';
import { topicSort } from '@/lib/filters';
import { dbId } from '@/lib/params';
import { getConference, getDraft, getEvent, searchEvents } from '../events/reads';
import { AppError, fail } from '../http/errors';
import { eventEpisodeLd } from '../player/jsonLd';
import type { SsrContext } from './appState';
import { pageSeed, siteOrigin } from './request';
import { readTopic } from './topic';

/**
 * The events pages (R1.2, R1.4): the feed's page the address asks for and one event, read for the
 * viewer (their role, bookmark and vote) through the events read module the API uses, so visitors
 * and crawlers get the content as HTML (JSON-LD and OpenGraph included) and the browser store
 * starts from the seed.
 */

/** /events: the page of the feed the address asks for; a page past the end answers 404. */
export async function loadEventsPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: SeededPageProps }> {
  const filters = eventFiltersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  try {
    const query = eventSearchQuery.parse({ type: 'event', ...eventSearchParams(filters, page, Date.now()) });
    const set = (await searchEvents(query, viewer)).results[0];
    const events = set.hits.map((hit) => hit.document).filter((event): event is EventData => Boolean(event));
    if (page > 1 && events.length === 0) ctx.res.statusCode = 404;
    return { props: { seed: pageSeed({ events: { filters, page, events, found: set.found } }) } };
  } catch (err) {
    console.error('[events] the feed failed to load on the server:', err);
    return { props: { seed: null } };
  }
}

/** A read failure's HTTP status and text: catalogue errors carry their status and key. */
function failureOf(err: unknown): { code: number; message: string; expected: boolean } {
  if (err instanceof AppError && err.status >= 400 && err.status < 600) {
    return { code: err.status, message: translateMessage(err.message), expected: err.status < 500 };
  }
  return { code: 500, message: 'Something went wrong', expected: false };
}

/** The event's discussion opens on its newest questions unless the address names a sort. */
export function eventDiscussionSort(value: unknown) {
  return value === undefined ? ('recent' as const) : topicSort(value);
}

/**
 * /events/{id}/{words}: the event for the viewer (drafts only for their hosts). An address whose
 * words are not the event's goes to the canonical address (308); a failure sets the status.
 */
export async function loadEventPage(
  ctx: GetServerSidePropsContext,
  { viewer }: SsrContext,
): Promise<{ props: EventPageProps } | { redirect: { destination: string; permanent: true } }> {
  const parts = ctx.params?.slug;
  const slug = Array.isArray(parts) ? parts.join('/') : String(parts ?? '');
  const id = eventIdFromSlug(slug);
  let event: EventPageSeed;
  if (id === null) {
    event = { loaded: false, id: 0, code: 404, message: errorText('no-event') };
  } else {
    try {
      const found = await getEvent(id, viewer);
      if (found.slug !== slug && found.event_status === 'published') {
        const query = ctx.resolvedUrl.includes('?') ? ctx.resolvedUrl.slice(ctx.resolvedUrl.indexOf('?')) : '';
        return { redirect: { destination: `${found.url}${query}`, permanent: true } };
      }
      event = { loaded: true, event: found };
    } catch (err) {
      const failure = failureOf(err);
      if (!failure.expected) console.error('[events] event load failed', { id }, err);
      event = { loaded: false, id, code: failure.code, message: failure.message };
    }
  }
  if (!event.loaded) ctx.res.statusCode = event.code;
  // The discussion's first page (R1.4): the topic page's own batched read, seeded into the topic
  // slice as the topic page seeds it, so visitors and crawlers get the thread in the HTML.
  const tid = event.loaded ? shownDiscussionTid(event.event) : null;
  const topic: TopicSeed | undefined =
    tid === null ? undefined : await readTopic({ tid, sort: eventDiscussionSort(ctx.query.sort), page: 1 }, viewer);
  const recordedIn = event.loaded ? eventEpisodeLd(event.event, siteOrigin()) : null;
  return { props: { id: id ?? 0, seed: pageSeed(topic ? { event, topic } : { event }), recordedIn } };
}

/**
 * /events/conference/{id} (R3.5): a conference with its published events, by start; an unknown
 * conference answers 404 with the catalogue's text.
 */
export async function loadConferencePage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ConferencePageProps }> {
  const raw = ctx.params?.id;
  const id = dbId.safeParse(Array.isArray(raw) ? raw[0] : raw).data ?? null;
  try {
    if (id === null) throw fail('no-conference');
    const { events, ...conference } = await getConference(id, viewer);
    return { props: { state: 'ok', conference, eventIds: events.map((e) => e.id), seed: pageSeed({ eventList: events }) } };
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[events] conference load failed', { id }, err);
    ctx.res.statusCode = failure.code;
    return { props: { state: 'failed', code: failure.code, message: failure.message, seed: null } };
  }
}

/**
 * /events/host: the host form for a new event, or `?id=` to edit one the member hosts (its
 * Markdown source included); 404 for an unknown event, 403 for someone else's. Visitors get the
 * login state and nothing is read.
 */
export async function loadHostPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: EventHostPageProps }> {
  if (!viewer) return { props: { state: 'login' } };
  const raw = ctx.query.id;
  if (raw === undefined) return { props: { state: 'ok', editing: null } };
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? (dbId.safeParse(raw).data ?? null) : null;
  if (id === null) {
    ctx.res.statusCode = 404;
    return { props: { state: 'notFound', id: 0 } };
  }
  try {
    return { props: { state: 'ok', editing: await getDraft(id, viewer) } };
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[events] host form load failed', { id }, err);
    ctx.res.statusCode = failure.code === 403 ? 403 : failure.code === 404 ? 404 : failure.code;
    return { props: { state: failure.code === 403 ? 'forbidden' : 'notFound', id } };
  }
}
