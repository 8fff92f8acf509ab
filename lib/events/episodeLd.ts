import { eventPicture } from '@/lib/events/display';
import type { EventData } from '@/lib/events/types';
import { displayName, unescapeText } from '@/lib/names';
import { absoluteUrl } from '@/lib/seo/site';
import { podcastEpisodeLd } from '@/lib/seo/podcast';

/**
 * The `PodcastEpisode` an event's audio recording is (R3.17), for the event page's `Event`
 * JSON-LD as its `recordedIn`. Built by the page's loader (server/ssr/events.ts and its mocked twin) and passed as
 * data, so the event page's JavaScript carries no podcast code; null when the event is not
 * published or has no available recording.
 */
export function eventEpisodeLd(event: EventData, origin: string): Record<string, unknown> | null {
  if (event.event_status !== 'published' || event.recording_status !== 'available' || !event.recording_url) return null;
  const host = event.organizers?.[0]?.user ?? event.creator;
  const name = displayName(host);
  const published = Number.isFinite(event.timestamp) && event.timestamp > 0 ? new Date(event.timestamp).toISOString() : undefined;
  const summary = event.summary ? unescapeText(event.summary) : undefined;
  return podcastEpisodeLd(
    {
      name: unescapeText(event.title),
      url: `/events/${event.slug.split('/').map(encodeURIComponent).join('/')}`,
      ...(summary ? { description: summary } : {}),
      ...(published ? { datePublished: published } : {}),
      audioUrl: event.recording_url,
      image: eventPicture(event.id, event.images?.cover, event.images?.thumbnail?.desktop, event.images?.thumbnail?.mobile),
      author: { '@type': 'Person', name, ...(host.userslug ? { url: absoluteUrl(origin, `/user/${encodeURIComponent(host.userslug)}`) } : {}) },
    },
    origin,
  );
}
