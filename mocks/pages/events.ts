import { errorText } from '@/lib/errors/catalogue';
import type { ErrorKey } from '@/lib/errors/keys';
import { eventFiltersFromQuery } from '@/lib/events/feed';
import { eventDiscussionSort, eventPageProps, eventsFeedPage, eventsFeedParams, eventSlugOf, hostedEventId, noEventSeed, renamedEventPath } from '@/lib/events/page';
import { eventIdFromSlug, shownDiscussionTid } from '@/lib/events/rules';
import type { ConferenceData, EventData, EventSearchResponse } from '@/lib/events/types';
import { idParam } from '@/lib/ssr/page';
import { pageNumber } from '@/lib/pageNumber';
import type { EventPageSeed, TopicSeed } from '@/lib/ssr/seed';
import { topicSeed } from './discussions';
import { query, seed } from './seed';
import type { MockPageLoader } from '../ssr';

/**
 * The events pages in `npm run dev:mock` (server/ssr/events.ts): the feed's page, an event with its
 * discussion, a conference and the host form, each from the mocked events endpoints.
 */

/** A failed read's text, as the real loader gives the catalogue's text for the status. */
const failureText = (status: number, notFound: ErrorKey): string =>
  errorText(status === 404 ? notFound : status === 403 ? 'no-privileges' : status === 401 ? 'not-logged-in' : 'internal-error');

const loadEventsPage: MockPageLoader = async (ctx, api) => {
  const filters = eventFiltersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  const answer = await api.get<EventSearchResponse>(`/api/events/v1/search?${query(eventsFeedParams(filters, page, Date.now()))}`);
  if (!answer.data) return { props: { seed: null } };
  const { seed, pastEnd } = eventsFeedPage(filters, page, answer.data.results[0]);
  if (pastEnd) ctx.res.statusCode = 404;
  return { props: { seed } };
};

const loadEventPage: MockPageLoader = async (ctx, api) => {
  const slug = eventSlugOf(ctx.params?.slug);
  const id = eventIdFromSlug(slug);
  let event: EventPageSeed;
  if (id === null) {
    event = noEventSeed();
  } else {
    const answer = await api.get<EventData>(`/api/events/v1/event/${id}`);
    if (answer.data) {
      const renamed = renamedEventPath(answer.data, slug, ctx.resolvedUrl);
      if (renamed) return { redirect: { destination: renamed, permanent: true } };
      event = { loaded: true, event: answer.data };
    } else {
      event = { loaded: false, id, code: answer.status, message: failureText(answer.status, 'no-event') };
    }
  }
  if (!event.loaded) ctx.res.statusCode = event.code;
  const tid = event.loaded ? shownDiscussionTid(event.event) : null;
  const topic: TopicSeed | undefined = tid === null ? undefined : await topicSeed(api, { tid, sort: eventDiscussionSort(ctx.query.sort), page: 1 });
  return { props: eventPageProps(id, event, topic, `http://${ctx.req.headers.host ?? 'localhost:3000'}`) };
};

const loadConferencePage: MockPageLoader = async (ctx, api) => {
  const id = idParam(ctx.params?.id);
  const answer = id !== null ? await api.get<ConferenceData>(`/api/events/v1/conference/${id}`) : { status: 404, data: null };
  if (!answer.data) {
    ctx.res.statusCode = answer.status;
    return { props: { state: 'failed', code: answer.status, message: failureText(answer.status, 'no-conference'), seed: null } };
  }
  const { events, ...conference } = answer.data;
  return { props: { state: 'ok', conference, eventIds: events.map((e) => e.id), seed: seed({ eventList: events }) } };
};

const loadHostPage: MockPageLoader = async (ctx, api, config) => {
  if (!config.loggedIn) return { props: { state: 'login' } };
  const id = hostedEventId(ctx.query.id);
  if (id === undefined) return { props: { state: 'ok', editing: null } };
  if (id === null) {
    ctx.res.statusCode = 404;
    return { props: { state: 'notFound', id: 0 } };
  }
  const answer = await api.get<EventData>(`/api/events/v1/event/draft/${id}`);
  if (answer.data) return { props: { state: 'ok', editing: answer.data } };
  ctx.res.statusCode = answer.status;
  return { props: { state: answer.status === 403 ? 'forbidden' : 'notFound', id } };
};

export const eventsPages: Record<string, MockPageLoader> = { loadEventsPage, loadEventPage, loadConferencePage, loadHostPage };
