import type { ErrorIssue } from '@/lib/errors/validation';
import { eventSlug, eventTagsIssue, isTimezone, mediaUrlIssue, normalizeEventTags } from '@/lib/events/rules';
import { toUnixMs } from '@/lib/time';
import { streamUrlIssue } from '@/lib/events/stream';
import { reservedAddressIssue } from '../media/publicHost';
import type { CancelParticipantBody, CreateEventBody, ParticipantBody, UpdateEventBody } from '@/lib/events/schemas';
import { EVENT_DEFAULTS, type EventData, type EventRole, type RegistrationAnswer } from '@/lib/events/types';
import { renderMarkdown } from '../discussions/markdown';
import { uploadKeysIn } from '../discussions/uploads';
import { tellProjectFollowers } from '../projects/notices';
import { coverThumbnails } from './covers';
import { ensureDiscussion } from './discussion';
import { scheduleQaMove } from './qaTransfer';
import { tellStartingNow } from './startingNow';
import { eventAudience, federateEvent, federateEventChange, federatePromotions } from '../federation/eventsOutbound';
import { fail } from '../http/errors';
import { pushNotifications } from '../notifications/push';
import { notifyPromoted } from '../notifications/triggers';
import type { Viewer } from '../users/viewer';
import { assertMayHost, mayDeleteEvent, mayHost, mayManageEvent } from './permissions';
import { lifecycleOf, presentEvent, statusOf } from './present';
import * as q from './queries';
import type { EventRow } from './queries';
import { getEvent, visibleEvent } from './reads';
import { emitLifecycle, emitRegistrations } from './realtime';
import { streamAllow } from './streams';
import * as repo from './repository';
import type { EventChanges, OrganizerWrite } from './repository';
import { assertNotBlocked } from '../users/follows';

/**
 * The rules of events (R3.19, R4.1, R4.11, R6.3): who may create, edit, publish, unpublish,
 * delete, start and end early, register and cancel, with the catalogue key of every refusal.
 * Rows change through ./repository (atomic seat counters under the event's lock); answers come
 * from the read side (./reads), so a write answers exactly what a later read shows.
 */

export interface EventWriteOptions {
  /** The moment that counts as now (demo content): lifecycle checks. */
  now?: number;
}

function member(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}

function check(problem: ErrorIssue | null): void {
  if (problem) throw fail(problem.key, ...problem.args);
}

/** A time zone the runtime knows, else invalid-timezone; missing: `fallback`. */
function timezoneOf(value: string | undefined, fallback: string): string {
  const zone = (value ?? '').trim();
  if (zone === '') return fallback;
  if (!isTimezone(zone)) throw fail('invalid-timezone');
  return zone;
}

/** A media address or '' (none), else invalid-url or reserved-ip-address (mediaUrlIssue, then the server's IP-range half). */
function media(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = value.trim();
  if (url === '') return '';
  check(mediaUrlIssue(url) ?? reservedAddressIssue(url));
  return url;
}

function cleanTags(raw: string[] | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const tags = normalizeEventTags(raw);
  check(eventTagsIssue(tags));
  return tags;
}

async function checkProjects(ids: number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const known = new Set((await q.projectsByIds(unique)).map((p) => p.id));
  if (unique.some((id) => !known.has(id))) throw fail('no-project');
  return unique;
}

/**
 * An edit's projects plus the event's hidden ones the host could not see (R1.10): the host form
 * never shows a hidden project, so leaving it out is no choice to remove it; each keeps its place.
 * Moderators see them and choose.
 */
async function keepHiddenProjects(chosen: number[] | undefined, current: EventRow | undefined, viewer: Viewer): Promise<number[] | undefined> {
  if (chosen === undefined || !current || viewer.isModerator) return chosen;
  const hidden = new Set((await q.projectsByIds(current.projects)).filter((p) => p.hidden).map((p) => p.id));
  const projects = chosen.slice();
  current.projects.forEach((id, position) => {
    if (hidden.has(id) && !projects.includes(id)) projects.splice(Math.min(position, projects.length), 0, id);
  });
  return projects;
}

/**
 * The hosts (R3.4; all organizers have the one role the spec names, host): no repeats, at least
 * one, the event's creator always among them (first, keeping their bio when the list leaves them
 * out), and every member newly made a host one who may post (in a group: hosting is posting,
 * R4.14), else `invalid-organizer` with the id. Hosts already at the event stay valid.
 */
async function checkOrganizers(
  actorUid: number,
  list: OrganizerWrite[],
  creatorUid: number | null,
  current: OrganizerWrite[] = [],
): Promise<OrganizerWrite[]> {
  const seen = new Set<number>();
  const unique = list.filter((o) => !seen.has(o.uid) && seen.add(o.uid));
  if (creatorUid !== null && !seen.has(creatorUid)) {
    unique.unshift({ uid: creatorUid, bio: current.find((o) => o.uid === creatorUid)?.bio ?? '' });
  }
  if (unique.length === 0) throw fail('event-needs-host');
  const kept = new Set([...current.map((o) => o.uid), ...(creatorUid === null ? [] : [creatorUid])]);
  const added = unique.filter((o) => !kept.has(o.uid)).map((o) => o.uid);
  const allowed = new Set(await q.postingUids(added));
  const refused = added.find((uid) => !allowed.has(uid));
  if (refused !== undefined) throw fail('invalid-organizer', refused);
  await assertNotBlocked(actorUid, added, 'cohost-blocked');
  return unique;
}

type Images = NonNullable<EventRow['images']>;

function imagesOf(input: CreateEventBody['images'], current: Images = {}): Images | undefined {
  if (input === undefined) return undefined;
  return {
    cover: media(input.cover) ?? current.cover ?? '',
    thumbnail: {
      mobile: media(input.thumbnail?.mobile) ?? current.thumbnail?.mobile ?? '',
      desktop: media(input.thumbnail?.desktop) ?? current.thumbnail?.desktop ?? '',
    },
    backdrop: media(input.backdrop) ?? current.backdrop ?? '',
  };
}

const moment = (value: number | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(toUnixMs(value));

/** The fields both create and edit take, checked, as row changes (undefined: not given). */
async function fieldChanges(viewer: Viewer, body: CreateEventBody | UpdateEventBody, current?: EventRow): Promise<EventChanges> {
  const changes: EventChanges = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.timestamp !== undefined) changes.startsAt = new Date(toUnixMs(body.timestamp));
  if (body.description !== undefined) {
    changes.description = body.description;
    changes.descriptionHtml = renderMarkdown(body.description);
  }
  if (body.summary !== undefined) changes.summary = body.summary;
  if (body.duration !== undefined) changes.duration = body.duration;
  if (body.event_type !== undefined) changes.eventType = body.event_type;
  if (body.timezone !== undefined) changes.timezone = timezoneOf(body.timezone, current?.timezone ?? EVENT_DEFAULTS.timezone);
  if (body.no_of_seats !== undefined) changes.noOfSeats = body.no_of_seats;
  if (body.enable_discussion !== undefined) changes.enableDiscussion = body.enable_discussion;
  const tags = cleanTags(body.tags);
  if (tags !== undefined) changes.tags = tags;
  const projects = await keepHiddenProjects(await checkProjects(body.projects), current, viewer);
  if (projects !== undefined) changes.projects = projects;
  const images = imagesOf(body.images, current?.images);
  if (images !== undefined) {
    // A new cover the host uploaded gets its thumbnails drawn on the server (./covers.ts).
    const thumbnail = images.cover && images.cover !== (current?.images?.cover ?? '') ? await coverThumbnails(viewer, images.cover) : null;
    changes.images = thumbnail ? { ...images, thumbnail } : images;
  }
  if (body.thumbnails !== undefined) changes.thumbnails = body.thumbnails.map((t) => media(t) ?? '').filter((t) => t !== '');
  const audience = moment(body.audience_start_time);
  if (audience !== undefined) changes.audienceStartAt = audience;
  const backstage = moment(body.backstage_start_time);
  if (backstage !== undefined) changes.backstageStartAt = backstage;
  const recording = media(body.recording_url);
  if (recording !== undefined && recording !== (current?.recordingUrl ?? '')) {
    changes.recordingUrl = recording;
    // Another file: its length is read again by the durations job (server/player/durations.ts).
    changes.recordingDuration = null;
  }
  if (body.recording_status !== undefined) changes.recordingStatus = body.recording_status;
  if (body.stream_url !== undefined && body.stream_url !== (current?.streamUrl ?? '')) {
    // Issue 36: a new address only when the live room can play it (the site's allow-list), else
    // invalid-url. One saved before the allow-list changed stays until replaced, playing nothing.
    check(streamUrlIssue(body.stream_url, streamAllow()));
    changes.streamUrl = body.stream_url;
  }
  return changes;
}

/** Whether the media an event names changed. */
const mediaChanged = (c: EventChanges): boolean => c.images !== undefined || c.thumbnails !== undefined || c.recordingUrl !== undefined;

/** Claims the uploads the event's media name now (see repository claimEventUploads). */
async function claimMedia(id: number, uid: number, media: Pick<EventRow, 'images' | 'thumbnails' | 'recordingUrl'>): Promise<void> {
  await repo.claimEventUploads(id, uid, uploadKeysIn(JSON.stringify(media.images ?? {}), JSON.stringify(media.thumbnails ?? []), media.recordingUrl));
}

/** What a calendar shows changed (title, times, description): the .ics SEQUENCE moves on. */
const calendarChanged = (c: EventChanges): boolean =>
  c.title !== undefined || c.startsAt !== undefined || c.duration !== undefined || c.description !== undefined || c.timezone !== undefined;

/** What the fediverse's copy of a published event shows changed (server/federation/events.ts eventObjectOf). */
const federatedChanged = (c: EventChanges, organizersChanged: boolean): boolean =>
  calendarChanged(c) ||
  c.summary !== undefined ||
  c.images !== undefined ||
  c.tags !== undefined ||
  c.noOfSeats !== undefined ||
  (c.eventStatus !== undefined && c.eventStatus !== 'published') ||
  organizersChanged;

/**
 * `POST /api/events/v1/conference`: a new event with the R3.19 defaults, the creator its first
 * host; a draft unless `event_status` is `publish`; in a conference when one is named (the
 * caller's) or described (a new one). Answers the event.
 */
export async function createEvent(viewerIn: Viewer | null, body: CreateEventBody): Promise<EventData> {
  const viewer = member(viewerIn);
  assertMayHost(viewer);
  const changes = await fieldChanges(viewer, body);
  if (body.conference_id !== undefined) {
    const conference = await q.findConference(body.conference_id);
    if (!conference || conference.creatorUid !== viewer.uid) throw fail('no-conference');
  }
  const own = body.organizers?.find((o) => o.user_id === viewer.uid);
  const organizers = await checkOrganizers(
    viewer.uid,
    [{ uid: viewer.uid, bio: own?.bio ?? '' }, ...(body.organizers ?? []).map((o) => ({ uid: o.user_id, bio: o.bio ?? '' }))],
    viewer.uid,
  );
  const publish = body.event_status === 'publish';
  const id = await repo.insertEvent(
    {
      ...changes,
      title: body.title,
      startsAt: new Date(toUnixMs(body.timestamp)),
      creatorUid: viewer.uid,
      conferenceId: body.conference_id ?? null,
      lifecycle: EVENT_DEFAULTS.event_lifecycle,
      eventStatus: publish ? 'published' : 'draft',
      publishedAt: publish ? new Date() : null,
      timezone: changes.timezone ?? EVENT_DEFAULTS.timezone,
      eventType: changes.eventType ?? EVENT_DEFAULTS.event_type,
      duration: changes.duration ?? EVENT_DEFAULTS.duration,
      noOfSeats: changes.noOfSeats ?? EVENT_DEFAULTS.no_of_seats,
      enableDiscussion: changes.enableDiscussion ?? EVENT_DEFAULTS.enable_discussion,
      recordingStatus: changes.recordingStatus ?? EVENT_DEFAULTS.recording_status,
    },
    organizers,
    body.conference
      ? { title: body.conference.title, description: body.conference.description ?? '', creatorUid: viewer.uid }
      : null,
  );
  if (mediaChanged(changes)) {
    await claimMedia(id, viewer.uid, { images: changes.images ?? {}, thumbnails: changes.thumbnails ?? [], recordingUrl: changes.recordingUrl ?? '' });
  }
  if (publish) {
    await ensureDiscussion(viewer, id);
    await tellFollowersOfEvent(viewer, id);
    await federateEvent(id);
  }
  return getEvent(id, viewer);
}

/** Followers of a newly published event's projects hear of it (server/projects/notices.ts); never fails the request. */
async function tellFollowersOfEvent(viewer: Viewer, id: number): Promise<void> {
  try {
    const row = await q.findEvent(id);
    if (!row || statusOf(row) !== 'published' || row.projects.length === 0) return;
    await tellProjectFollowers({
      kind: 'event',
      id,
      title: row.title,
      path: `/events/${eventSlug(id, row.title)}`,
      actorUid: viewer.uid,
      projectIds: row.projects,
    });
  } catch (err) {
    console.error('[events] telling project followers failed', err);
  }
}

/** Registrants of a cancelled event get a notification (and their open pages hear of it at once). */
async function tellCancelled(id: number, now: number): Promise<void> {
  try {
    await pushNotifications(await repo.insertCancellationNotices(id, new Date(now)));
  } catch (err) {
    console.error('[events] telling registrants of a cancellation failed', err);
  }
}

/** The status an action leads to from `current`, or the refusal. */
function nextStatus(current: ReturnType<typeof statusOf>, action: NonNullable<UpdateEventBody['event_status']>) {
  if (action === 'delete') return 'deleted' as const;
  if (action === 'publish') return 'published' as const;
  // unpublish: only a published (or already unpublished) event
  if (current === 'draft') throw fail('invalid-event-status', 'draft');
  return 'unpublished' as const;
}

/**
 * `PUT /api/events/v1/event/{id}`: hosts edit any field, publish / unpublish / delete
 * (`event_status`, R4.1; moderators may delete too) and start or end the event early
 * (`event_lifecycle`). A deleted event changes no more. Answers the event.
 */
export async function updateEvent(viewerIn: Viewer | null, id: number, body: UpdateEventBody, opts: EventWriteOptions = {}): Promise<EventData> {
  const viewer = member(viewerIn);
  const { row, access } = await visibleEvent(id, viewer);
  const now = opts.now ?? Date.now();
  const status = statusOf(row);
  const onlyDelete = body.event_status === 'delete';
  if (onlyDelete ? !mayDeleteEvent(viewer, access) : !mayManageEvent(viewer, access)) throw fail('no-privileges');
  if (status === 'deleted') throw fail('event-deleted');
  const changes = await fieldChanges(viewer, body, row);
  const organizers = body.organizers
    ? await checkOrganizers(
        viewer.uid,
        body.organizers.map((o) => ({ uid: o.user_id, bio: o.bio ?? '' })),
        row.creatorUid,
        await q.organizersOf([id]),
      )
    : null;
  if (body.event_status !== undefined) {
    const next = nextStatus(status, body.event_status);
    changes.eventStatus = next;
    if (next === 'published' && row.publishedAt === null) changes.publishedAt = new Date();
    if (next === 'deleted' && row.seatsTaken + row.waitlistCount > 0) changes.lifecycle = 'cancelled';
  }
  if (body.event_lifecycle !== undefined) {
    const lifecycle = lifecycleOf({ ...row, ...changes } as EventRow, now);
    if ((changes.eventStatus ?? status) !== 'published') throw fail('event-not-published');
    if (body.event_lifecycle === 'live') {
      if (lifecycle !== 'scheduled' && lifecycle !== 'live') throw fail('invalid-event-status', lifecycle);
      changes.lifecycle = 'live';
      // Issue 36: the live room's "answered live at" stamps count from the first start.
      if (row.liveAt === null) changes.liveAt = new Date(now);
    } else {
      if (lifecycle === 'cancelled' || lifecycle === 'ended') throw fail('invalid-event-status', lifecycle);
      changes.lifecycle = 'ended';
      changes.endedAt = new Date(now);
    }
  }
  // A lifecycle the clock set (stored by the lifecycle job, no end time of a host's) follows
  // the new times: back to scheduled, and the clock (or the job) moves it on again.
  const retimed = changes.startsAt !== undefined || changes.duration !== undefined;
  if (retimed && body.event_lifecycle === undefined && row.endedAt === null && (row.lifecycle === 'live' || row.lifecycle === 'ended')) {
    changes.lifecycle = 'scheduled';
  }
  if (calendarChanged(changes)) changes.sequence = row.sequence + 1;
  const before = lifecycleOf(row, now);
  // Issue 38: who in the fediverse heard of it, read before the write (a deletion hides it).
  const audience = status === 'published' && federatedChanged(changes, organizers !== null) ? await eventAudience(id) : null;
  const promoted = await repo.updateEvent(id, changes, organizers);
  if (mediaChanged(changes)) {
    await claimMedia(id, viewer.uid, {
      images: changes.images ?? row.images,
      thumbnails: changes.thumbnails ?? row.thumbnails,
      recordingUrl: changes.recordingUrl ?? row.recordingUrl,
    });
  }
  if ((changes.eventStatus ?? status) === 'published' && mayHost(viewer)) await ensureDiscussion(viewer, id);
  // First published: the followers of its projects hear of it (once: publishedAt is set once).
  if (changes.publishedAt) await tellFollowersOfEvent(viewer, id);
  // …and the host's followers in the fediverse (issue 38; never fails the write).
  if (changes.publishedAt) await federateEvent(id);
  await federateEventChange(audience);
  const event = await getEvent(id, viewer).catch(async (err: unknown) => {
    // A deleted event is no longer visible to a moderator who is neither host nor registrant:
    // answer it as it now is.
    const deleted = await q.findEvent(id);
    if (deleted && statusOf(deleted) === 'deleted') return presentEvent(deleted, viewer, { now });
    throw err;
  });
  if (event.event_lifecycle !== before) emitLifecycle(id, event.event_lifecycle, event.stream);
  // Issue 36: a host's early start tells the seat holders; an early end moves the live Q&A into
  // the topic, in the background (the lifecycle job moves it too if this fails).
  if (body.event_lifecycle === 'live' && before === 'scheduled') await tellStartingNow([id], new Date(now));
  if (body.event_lifecycle === 'ended' && event.event_lifecycle === 'ended') scheduleQaMove(id);
  if (changes.lifecycle === 'cancelled') await tellCancelled(id, now);
  if (promoted.length > 0) await emitRegistrations(id);
  await notifyPromoted(id, promoted.map((p) => p.uid));
  await federatePromotions(id, promoted.map((p) => p.uid));
  return event;
}

/** The role each named member now has at the event. */
async function rolesAt(id: number, uids: number[]): Promise<Array<{ user_id: number; role: EventRole }>> {
  const [rows, hosts] = await Promise.all([q.registrationsOfMembers(id, uids), q.organizersOf([id])]);
  const byUid = new Map(rows.map((r) => [r.uid, r.status]));
  const hostSet = new Set(hosts.map((h) => h.uid));
  return uids.map((uid) => {
    const status = byUid.get(uid);
    const role: EventRole = hostSet.has(uid) ? 'host' : status === 'participant' || status === 'waitlisted' ? status : 'none';
    return { user_id: uid, role };
  });
}

/**
 * `POST /api/events/v1/event/{id}/participant` (R4.11): a member registers themself (`user_id`
 * absent or only their own id); a host may add other members. Refused when the event is not
 * published, has ended or was cancelled, or (for oneself) when already registered. Past
 * `no_of_seats` (when above 0) a member joins the waitlist instead.
 */
export async function register(
  viewerIn: Viewer | null,
  id: number,
  body: ParticipantBody,
  opts: EventWriteOptions = {},
): Promise<RegistrationAnswer> {
  const viewer = member(viewerIn);
  const { row, access } = await visibleEvent(id, viewer);
  const uids = [...new Set(body.user_id ?? [viewer.uid])];
  const self = uids.length === 1 && uids[0] === viewer.uid;
  if (!self && !mayManageEvent(viewer, access)) throw fail('no-privileges');
  const known = new Set(await q.existingUids(uids));
  if (uids.some((uid) => !known.has(uid))) throw fail('no-user');
  if (!self) await assertNotBlocked(viewer.uid, uids, 'register-blocked');
  const timezone = timezoneOf(body.timezone, row.timezone);
  const now = opts.now ?? Date.now();
  const refusal = (event: EventRow): string | null => {
    if (statusOf(event) !== 'published') return 'event-not-published';
    const lifecycle = lifecycleOf(event, now);
    if (lifecycle === 'cancelled') return 'event-cancelled';
    if (lifecycle === 'ended') return 'event-ended';
    return null;
  };
  const outcome = await repo.registerMembers(
    id,
    uids.map((uid) => ({ uid, timezone })),
    (event) => refusal(event) === null && !(self && access.registration !== null),
  );
  if (outcome.kind === 'missing') throw fail('no-event');
  if (outcome.kind === 'refused') {
    const why = refusal(outcome.event);
    if (why === 'event-not-published' || why === 'event-cancelled' || why === 'event-ended') throw fail(why);
    throw fail('event-already-registered');
  }
  if (self && outcome.added.length === 0) throw fail('event-already-registered');
  if (outcome.added.length > 0) await emitRegistrations(id);
  return { event: await getEvent(id, viewer), registrations: await rolesAt(id, uids) };
}

/**
 * `DELETE /api/events/v1/event/{id}/participant`: a member cancels their registration (a host
 * may cancel others'); a freed seat goes to the first waitlisted member in the same transaction.
 */
export async function cancelRegistration(viewerIn: Viewer | null, id: number, body: CancelParticipantBody): Promise<RegistrationAnswer> {
  const viewer = member(viewerIn);
  const { access } = await visibleEvent(id, viewer);
  const uids = [...new Set(body.user_id ?? [viewer.uid])];
  const self = uids.length === 1 && uids[0] === viewer.uid;
  if (!self && !mayManageEvent(viewer, access)) throw fail('no-privileges');
  const result = await repo.cancelRegistrations(id, uids);
  if (!result) throw fail('no-event');
  if (self && result.removed.length === 0) throw fail('not-registered');
  if (result.removed.length > 0) await emitRegistrations(id);
  await notifyPromoted(id, result.promoted.map((p) => p.uid));
  await federatePromotions(id, result.promoted.map((p) => p.uid));
  const event = await getEvent(id, viewer).catch(async () => {
    const row = await q.findEvent(id);
    if (!row) throw fail('no-event');
    return presentEvent(row, viewer);
  });
  return { event, registrations: await rolesAt(id, uids) };
}
