import type { GetServerSidePropsContext } from 'next';
import { eventFiltersFromQuery } from '@/lib/events/feed';
import { eventDiscussionSort, eventPageProps, eventsFeedPage, eventsFeedParams, eventSlugOf, hostedEventId, noEventSeed, renamedEventPath } from '@/lib/events/page';
import { eventIdFromSlug, shownDiscussionTid } from '@/lib/events/rules';
import type { PollData } from '@/lib/events/types';
import { eventSearchQuery } from '@/lib/events/schemas';
import { pageNumber } from '@/lib/pageNumber';
import type { ConferencePageProps, EventHostPageProps, EventPageProps, EventPageSeed, SeededPageProps, TopicSeed } from '@/lib/ssr/seed';
import { idParam } from '@/lib/ssr/page';
import { localeOr } from '@/lib/i18n/locales';
import { eventPolls } from '../events/polls';
import { getConference, getDraft, getEvent, searchEvents } from '../events/reads';
import { streamAllow } from '../events/streams';
import { fail } from '../http/errors';
import { translator } from '../i18n/catalogues';
import { federationSettings } from '../federation/config';
import type { SsrContext } from './appState';
import { errorTextsIn } from '../i18n/errors';
import { pageSeed, readFailure, siteOrigin } from './request';
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
    const query = eventSearchQuery.parse(eventsFeedParams(filters, page, Date.now()));
    const { seed, pastEnd } = eventsFeedPage(filters, page, (await searchEvents(query, viewer)).results[0]);
    if (pastEnd) ctx.res.statusCode = 404;
    return { props: { seed } };
  } catch (err) {
    console.error('[events] the feed failed to load on the server:', err);
    return { props: { seed: null } };
  }
}

/**
 * The event's polls in the page (R3.11), so that they are part of its first paint and a reader
 * who does not vote loads no HTTP client for them; a failed read leaves them to the browser.
 */
async function seededPolls(id: number, viewer: SsrContext['viewer']): Promise<{ polls?: PollData[] }> {
  try {
    return { polls: (await eventPolls(viewer, id)).polls };
  } catch (err) {
    console.error('[events] polls read failed', { id }, err);
    return {};
  }
}

/**
 * /events/{id}/{words}: the event for the viewer (drafts only for their hosts). An address whose
 * words are not the event's goes to the canonical address (308); a failure sets the status.
 */
export async function loadEventPage(
  ctx: GetServerSidePropsContext,
  { viewer }: SsrContext,
): Promise<{ props: EventPageProps } | { redirect: { destination: string; permanent: true } }> {
  const slug = eventSlugOf(ctx.params?.slug);
  const id = eventIdFromSlug(slug);
  let event: EventPageSeed;
  if (id === null) {
    event = noEventSeed(errorTextsIn(localeOr(ctx.locale)));
  } else {
    try {
      const found = await getEvent(id, viewer);
      const renamed = renamedEventPath(found, slug, ctx.resolvedUrl);
      if (renamed) return { redirect: { destination: renamed, permanent: true } };
      event = { loaded: true, event: found, ...(await seededPolls(id, viewer)) };
    } catch (err) {
      const failure = readFailure(err, localeOr(ctx.locale));
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
  const props = eventPageProps(id, event, topic, siteOrigin(), translator(localeOr(ctx.locale), 'events'));
  // Where a fediverse server reads the published event (issue 38): given the page's address, it follows this.
  if (props.head && !props.head.noindex && federationSettings().enabled) props.head.activityPub = `/ap/events/${props.id}`;
  return { props };
}

/**
 * /events/conference/{id} (R3.5): a conference with its published events, by start; an unknown
 * conference answers 404 with the catalogue's text.
 */
export async function loadConferencePage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ConferencePageProps }> {
  const id = idParam(ctx.params?.id);
  try {
    if (id === null) throw fail('no-conference');
    const { events, ...conference } = await getConference(id, viewer);
    return { props: { state: 'ok', conference, eventIds: events.map((e) => e.id), seed: pageSeed({ eventList: events }) } };
  } catch (err) {
    const failure = readFailure(err, localeOr(ctx.locale));
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
  const id = hostedEventId(ctx.query.id);
  // Issue 36: the form says what a stream address plays with the site's own allow-list.
  const streams = streamAllow();
  if (id === undefined) return { props: { state: 'ok', editing: null, streams } };
  if (id === null) {
    ctx.res.statusCode = 404;
    return { props: { state: 'notFound', id: 0 } };
  }
  try {
    return { props: { state: 'ok', editing: await getDraft(id, viewer), streams } };
  } catch (err) {
    const failure = readFailure(err, localeOr(ctx.locale));
    if (!failure.expected) console.error('[events] host form load failed', { id }, err);
    ctx.res.statusCode = failure.code === 403 ? 403 : failure.code === 404 ? 404 : failure.code;
    return { props: { state: failure.code === 403 ? 'forbidden' : 'notFound', id } };
  }
}
