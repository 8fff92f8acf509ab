import { XMLBuilder } from 'fast-xml-parser';
import { localizedPath, withLanguageQuery, type Locale } from '@/lib/i18n/locales';
import { projectPath } from '@/lib/projects/page';
import { SITE_NAME } from '@/lib/seo/site';
import { truncate } from '@/lib/text';
import type { Track, TrackId } from '@/lib/player/types';
import { eventTrackId, postTrackId } from '@/lib/player/types';
import { getConfig } from '../config';
import { htmlToText } from '../discussions/markdown';
import { summaryOf } from '../discussions/present';
import * as eventQueries from '../events/queries';
import { fail } from '../http/errors';
import { publicOrigin, publicUrl } from '../http/origin';
import { publicFileSize } from '../http/staticAssets';
import { getStorage, isStorageKey } from '../storage';
import * as q from './queries';
import { resolveTracks } from './tracks';
import { translator } from '../i18n/catalogues';

/**
 * The podcast feeds (issue "Podcast feeds", R3.17): RSS 2.0 with the iTunes tags podcast apps
 * read, one for the whole site (`/podcast.xml`) and one per project (`/projects/{id}/podcast.xml`),
 * listing podcast posts and events' audio recordings as episodes, newest first. Episodes are the
 * tracks a visitor may play (tracks.ts), so nothing private reaches a feed. The XML is written by
 * fast-xml-parser's builder, which escapes text and attribute values. With `?lang=` (issue 34) the
 * words the site writes (the channel's title and description) and every link are in that language,
 * and the channel says so (`<language>`); what members wrote stays as written. The iTunes category
 * is Apple's fixed English name.
 */

/** The most episodes a feed lists. */
const FEED_EPISODES_MAX = 100;
/** The feeds' cover when the project has no PNG or JPEG logo (podcast apps take no SVG). */
const FEED_COVER = '/images/podcast-cover.png';
const CATEGORY = 'Technology';
const DESCRIPTION_MAX = 4000;

interface Episode {
  track: Track;
  published: Date;
  description: string;
}

/**
 * The feeds' owner (`itunes:owner`, whom podcast directories contact about the show):
 * PODCAST_OWNER_NAME and PODCAST_OWNER_EMAIL, else the site's name and `podcast@` the public host.
 */
function podcastOwner(): { name: string; email: string } {
  const { name, email } = getConfig().podcastOwner;
  return { name: name ?? SITE_NAME, email: email ?? `podcast@${new URL(publicOrigin()).hostname}` };
}

const rasterImage = (address: string | null): address is string => address !== null && /\.(png|jpe?g)(\?.*)?$/i.test(address);
const absolute = (address: string): string => (/^https?:\/\//i.test(address) ? address : publicUrl(address));

/** The enclosure's length in bytes: the file's own size for files this site serves, else 0 (unknown). */
async function enclosureLength(src: string): Promise<number> {
  if (src.startsWith('/uploads/')) {
    const key = src.slice('/uploads/'.length);
    if (!isStorageKey(key)) return 0;
    return (await getStorage().stat(key))?.size ?? 0;
  }
  if (src.startsWith('/')) return publicFileSize(src) ?? 0;
  return 0;
}

/** The newest episodes a visitor may play, of one project when given. */
async function episodes(projectId?: number): Promise<Episode[]> {
  const [pids, eventIds] = await Promise.all([
    q.latestPodcastPids(FEED_EPISODES_MAX, projectId),
    q.latestRecordedEventIds(FEED_EPISODES_MAX, projectId),
  ]);
  const ids: TrackId[] = [...pids.map(postTrackId), ...eventIds.map(eventTrackId)];
  const [tracks, postRows, eventRows] = await Promise.all([
    resolveTracks(ids, null),
    q.podcastPosts(pids),
    eventQueries.eventsByIds(eventIds),
  ]);
  const about = new Map<TrackId, { published: Date; description: string }>();
  for (const row of postRows) about.set(postTrackId(row.pid), { published: row.createdAt, description: summaryOf(row) });
  for (const row of eventRows) {
    const description = row.summary.trim() !== '' ? row.summary.trim() : htmlToText(row.descriptionHtml);
    about.set(eventTrackId(row.id), { published: row.startsAt, description });
  }
  return tracks
    .map((track) => ({ track, published: about.get(track.id)?.published ?? new Date(0), description: about.get(track.id)?.description ?? '' }))
    .sort((a, b) => b.published.getTime() - a.published.getTime() || a.track.id.localeCompare(b.track.id))
    .slice(0, FEED_EPISODES_MAX);
}

interface Channel {
  title: string;
  /** The page the feed belongs to (path). */
  link: string;
  /** The feed's own address (path). */
  self: string;
  description: string;
  image: string;
  locale: Locale;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

async function item(episode: Episode, host: string, locale: Locale) {
  const { track } = episode;
  return {
    title: track.title,
    link: publicUrl(localizedPath(track.link, locale)),
    guid: { '@_isPermaLink': 'false', '#text': `${host}:${track.id}` },
    pubDate: episode.published.toUTCString(),
    description: truncate(episode.description, DESCRIPTION_MAX),
    enclosure: { '@_url': absolute(track.src), '@_length': String(await enclosureLength(track.src)), '@_type': track.type ?? 'audio/mpeg' },
    'itunes:title': track.title,
    'itunes:author': track.artist,
    ...(track.duration !== null ? { 'itunes:duration': String(track.duration) } : {}),
    ...(rasterImage(track.artwork) ? { 'itunes:image': { '@_href': absolute(track.artwork) } } : {}),
    'itunes:explicit': 'false',
    'itunes:episodeType': 'full',
  };
}

async function feedXml(channel: Channel, list: Episode[]): Promise<string> {
  const host = new URL(publicOrigin()).host;
  const items = [];
  for (const episode of list) items.push(await item(episode, host, channel.locale));
  const newest = list[0]?.published ?? new Date(0);
  const owner = podcastOwner();
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: channel.title,
        link: publicUrl(localizedPath(channel.link, channel.locale)),
        'atom:link': { '@_href': publicUrl(withLanguageQuery(channel.self, channel.locale)), '@_rel': 'self', '@_type': 'application/rss+xml' },
        description: channel.description,
        language: channel.locale,
        lastBuildDate: newest.toUTCString(),
        image: { url: absolute(channel.image), title: channel.title, link: publicUrl(localizedPath(channel.link, channel.locale)) },
        'itunes:author': SITE_NAME,
        'itunes:owner': { 'itunes:name': owner.name, 'itunes:email': owner.email },
        'itunes:summary': channel.description,
        'itunes:image': { '@_href': absolute(channel.image) },
        'itunes:category': { '@_text': CATEGORY },
        'itunes:explicit': 'false',
        'itunes:type': 'episodic',
        item: items,
      },
    },
  }) as string;
}

/** The site's feed: every podcast episode and audio recording a visitor may play. */
export async function siteFeed(locale: Locale): Promise<string> {
  const t = translator(locale, 'feeds');
  return feedXml(
    {
      title: translator(locale, 'common')('siteFeed', { site: SITE_NAME }),
      link: '/discussions?postType=podcast',
      self: '/podcast.xml',
      description: t('podcast.site.description', { site: SITE_NAME }),
      image: FEED_COVER,
      locale,
    },
    await episodes(),
  );
}

/** A project's feed (`no-project` for an unknown or hidden project: feeds are public). */
export async function projectFeed(id: number, locale: Locale): Promise<string> {
  const project = await q.findFeedProject(id);
  if (!project || project.hidden) throw fail('no-project');
  const about = htmlToText(project.descriptionHtml).trim();
  return feedXml(
    {
      title: `${project.name} · ${SITE_NAME}`,
      link: projectPath(project),
      self: `/projects/${project.id}/podcast.xml`,
      description: about !== '' ? truncate(about, DESCRIPTION_MAX) : translator(locale, 'feeds')('podcast.project.description', { project: project.name }),
      image: rasterImage(project.logo) ? project.logo : FEED_COVER,
      locale,
    },
    await episodes(project.id),
  );
}
