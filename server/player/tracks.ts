import { isAudioUrl } from '@/lib/discussions/rules';
import { eventSlug } from '@/lib/events/rules';
import { audioTypeOf } from '@/lib/player/rules';
import { eventTrackId, postTrackId, type Track, type TrackId } from '@/lib/player/types';
import { isModerator } from '../discussions/permissions';
import { postUser } from '../discussions/present';
import { maySeeTopic } from '../discussions/reads';
import * as eventQueries from '../events/queries';
import type { EventRow } from '../events/queries';
import { maySeeEvent } from '../events/permissions';
import type { Viewer } from '../users/viewer';
import { chaptersOf } from '@/lib/player/chapters';
import * as q from './queries';
import type { PodcastPostRow } from './queries';
import { usersByUids } from '../users/repository';

/**
 * The track resolver (R3.17, R4.15): track ids (`post:{pid}`, `event:{id}`) turned into the
 * tracks the viewer may play, in the order asked. A podcast track is the main post of a podcast
 * topic with an audio address; a recording track is an event with an available recording. What
 * the viewer may not see drops out by the features' own rules: deleted and draft topics (their
 * authors and moderators excepted), deleted main posts, events that are drafts, unpublished or
 * deleted (their hosts and registered members excepted, as on the event page). One query per kind
 * of lookup for the whole list.
 */

/** The displayed name of a member (full name when shown, else username). */
function nameOf(user: ReturnType<typeof postUser>): string {
  return user.fullname.trim() !== '' ? user.fullname : user.username;
}

const positiveSeconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;

/** A picture address or null for ''. */
const picture = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function trackKey(id: TrackId): { kind: 'post' | 'event'; n: number } {
  const [kind, n] = id.split(':');
  return { kind: kind === 'post' ? 'post' : 'event', n: Number(n) };
}

async function podcastTracks(pids: number[], viewer: Viewer | null): Promise<Map<number, Track>> {
  const rows = (await q.podcastPosts(pids)).filter((row) => playablePost(row, viewer));
  const tids = [...new Set(rows.map((r) => r.tid))];
  const uids = [...new Set(rows.map((r) => r.uid).filter((u): u is number => u !== null))];
  const [projects, users, counts] = await Promise.all([
    q.topicProjectPictures(tids),
    usersByUids(uids),
    q.playCounts(rows.map((r) => postTrackId(r.pid))),
  ]);
  const moderator = isModerator(viewer);
  const logoByTid = new Map<number, string>();
  for (const p of projects) {
    if ((p.hidden && !moderator) || logoByTid.has(p.tid) || !picture(p.logo)) continue;
    logoByTid.set(p.tid, p.logo);
  }
  const userByUid = new Map(users.map((u) => [u.uid, u]));
  const out = new Map<number, Track>();
  for (const row of rows) {
    const user = postUser(row.uid !== null ? userByUid.get(row.uid) : undefined);
    const src = row.metaData.audioUrl as string;
    const duration = positiveSeconds(row.metaData.duration);
    const id = postTrackId(row.pid);
    out.set(row.pid, {
      id,
      kind: 'podcast',
      link: `/posts/${row.slug}`,
      title: row.title,
      artist: nameOf(user),
      artwork: logoByTid.get(row.tid) ?? picture(user.picture),
      src,
      type: audioTypeOf(src),
      duration,
      chapters: chaptersOf(row.content, duration),
      plays: counts.get(id) ?? 0,
    });
  }
  return out;
}

/** A podcast main post the viewer may play: its topic visible to them, the post not deleted (but for its author and moderators), an audio address. */
function playablePost(row: PodcastPostRow, viewer: Viewer | null): boolean {
  if (!isAudioUrl(row.metaData.audioUrl)) return false;
  if (!maySeeTopic({ uid: row.topicUid, deleted: row.topicDeleted || row.deleted, draft: row.draft }, viewer)) return false;
  return true;
}

/** An event whose recording is playable: available, with an address. */
const hasRecording = (row: EventRow): boolean => row.recordingStatus === 'available' && isAudioUrl(row.recordingUrl);

async function recordingTracks(ids: number[], viewer: Viewer | null): Promise<Map<number, Track>> {
  const found = (await eventQueries.eventsByIds(ids)).filter(hasRecording);
  const foundIds = found.map((r) => r.id);
  const [organizers, registrations] = await Promise.all([
    eventQueries.organizersOf(foundIds),
    viewer ? eventQueries.registrationsOf(viewer.uid, foundIds) : Promise.resolve([]),
  ]);
  const registrationOf = new Map(registrations.map((r) => [r.eventId, r.status]));
  const hostsOf = new Map<number, number[]>();
  for (const o of organizers) hostsOf.set(o.eventId, [...(hostsOf.get(o.eventId) ?? []), o.uid]);
  const rows = found.filter((row) =>
    maySeeEvent(row, viewer, {
      host: viewer !== null && (hostsOf.get(row.id) ?? []).includes(viewer.uid),
      registration: registrationOf.get(row.id) ?? null,
    }),
  );
  const artistUid = (row: EventRow): number | null => hostsOf.get(row.id)?.[0] ?? row.creatorUid;
  const uids = [...new Set(rows.map(artistUid).filter((u): u is number => u !== null))];
  const [users, projects, counts] = await Promise.all([
    usersByUids(uids),
    q.projectPictures([...new Set(rows.flatMap((r) => r.projects))]),
    q.playCounts(rows.map((r) => eventTrackId(r.id))),
  ]);
  const userByUid = new Map(users.map((u) => [u.uid, u]));
  const moderator = isModerator(viewer);
  const logoById = new Map(projects.filter((p) => (!p.hidden || moderator) && picture(p.logo)).map((p) => [p.id, p.logo]));
  const out = new Map<number, Track>();
  for (const row of rows) {
    const uid = artistUid(row);
    const user = postUser(uid !== null ? userByUid.get(uid) : undefined);
    const images = row.images ?? {};
    const projectLogo = row.projects.map((p) => logoById.get(p)).find((logo) => logo !== undefined);
    const id = eventTrackId(row.id);
    const duration = positiveSeconds(row.recordingDuration);
    out.set(row.id, {
      id,
      kind: 'recording',
      link: `/events/${eventSlug(row.id, row.title)}`,
      title: row.title,
      artist: nameOf(user),
      artwork: picture(images.cover) ?? picture(images.thumbnail?.desktop) ?? projectLogo ?? picture(user.picture),
      src: row.recordingUrl,
      type: audioTypeOf(row.recordingUrl),
      duration,
      chapters: chaptersOf(row.description, duration),
      plays: counts.get(id) ?? 0,
    });
  }
  return out;
}

/** The tracks of `ids` the viewer may play, in the order given (repeats once, at their first place). */
export async function resolveTracks(ids: readonly TrackId[], viewer: Viewer | null): Promise<Track[]> {
  const unique = [...new Set(ids)];
  const keys = unique.map(trackKey);
  const [podcasts, recordings] = await Promise.all([
    podcastTracks(keys.filter((k) => k.kind === 'post').map((k) => k.n), viewer),
    recordingTracks(keys.filter((k) => k.kind === 'event').map((k) => k.n), viewer),
  ]);
  return keys
    .map((k) => (k.kind === 'post' ? podcasts.get(k.n) : recordings.get(k.n)))
    .filter((t): t is Track => t !== undefined);
}
