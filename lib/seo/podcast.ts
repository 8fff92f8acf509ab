import { audioTypeOf, isoDuration } from '@/lib/player/rules';
import { absoluteUrl, SITE_FEED, SITE_NAME } from './site';

/**
 * schema.org `PodcastEpisode` for the pages of episodes (R3.17): a podcast topic's page is one,
 * and an event page with an audio recording names one as the event's `recordedIn`. The episode's
 * audio is an `AudioObject`; the series is the site's podcast with its feed.
 */

export interface EpisodeInput {
  name: string;
  /** The episode's page (path or absolute). */
  url: string;
  description?: string;
  /** ISO date. */
  datePublished?: string;
  /** The audio file (path or absolute). */
  audioUrl: string;
  /** Seconds, when known. */
  duration?: number | null;
  author?: Record<string, unknown>;
  /** A picture (path or absolute). */
  image?: string | null;
}

/** The site's podcast series (its page is the podcast feed filter, its feed /podcast.xml). */
function podcastSeriesLd(origin: string): Record<string, unknown> {
  return {
    '@type': 'PodcastSeries',
    name: SITE_FEED.title,
    url: absoluteUrl(origin, '/discussions?postType=podcast'),
    webFeed: absoluteUrl(origin, SITE_FEED.href),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') },
  };
}

/** One episode as schema.org `PodcastEpisode` (without `@context`: the caller places it). */
export function podcastEpisodeLd(input: EpisodeInput, origin: string): Record<string, unknown> {
  const duration = typeof input.duration === 'number' && input.duration > 0 ? isoDuration(input.duration) : undefined;
  const type = audioTypeOf(input.audioUrl);
  return {
    '@type': 'PodcastEpisode',
    name: input.name,
    url: absoluteUrl(origin, input.url),
    ...(input.description ? { description: input.description } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.author ? { author: input.author } : {}),
    ...(input.image ? { image: absoluteUrl(origin, input.image) } : {}),
    ...(duration ? { timeRequired: duration } : {}),
    associatedMedia: {
      '@type': 'AudioObject',
      contentUrl: absoluteUrl(origin, input.audioUrl),
      ...(type ? { encodingFormat: type } : {}),
      ...(duration ? { duration } : {}),
    },
    partOfSeries: podcastSeriesLd(origin),
  };
}
