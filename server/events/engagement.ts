import type { EventData } from '@/lib/events/types';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import * as repo from './engagementRepository';
import { statusOf } from './present';
import { getEvent, visibleEvent } from './reads';

/**
 * Members' toggles on events (R4.2, R7.3): save (bookmark), upvote, and the moderators' search
 * order (1 = pinned first in the events search). Each answers the event as the caller now sees
 * it; a toggle into the state it is already in is refused with its catalogue key (bookmarks and
 * votes 400, like post votes and bookmarks; the search order 409, whose body the client rethrows,
 * R8.4), and the counter it keeps moves once however often or concurrently it is called.
 */

function member(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}

/** PUT /event/{id}/bookmark: saves an event the member may see. */
export async function bookmarkEvent(viewerIn: Viewer | null, id: number): Promise<EventData> {
  const viewer = member(viewerIn);
  await visibleEvent(id, viewer);
  if (!(await repo.insertEventBookmark(id, viewer.uid))) throw fail('event-already-bookmarked');
  return getEvent(id, viewer);
}

/** DELETE /event/{id}/bookmark. */
export async function unbookmarkEvent(viewerIn: Viewer | null, id: number): Promise<EventData> {
  const viewer = member(viewerIn);
  await visibleEvent(id, viewer);
  if (!(await repo.deleteEventBookmark(id, viewer.uid))) throw fail('event-not-bookmarked');
  return getEvent(id, viewer);
}

/**
 * PUT /event/{id}/vote (delta 1): an upvote of a published event, once per member; not of an
 * event you host.
 */
export async function voteEvent(viewerIn: Viewer | null, id: number, delta = 1): Promise<EventData> {
  const viewer = member(viewerIn);
  if (delta < 0) throw fail('downvoting-disabled');
  const { row, access } = await visibleEvent(id, viewer);
  if (statusOf(row) !== 'published') throw fail('event-not-published');
  if (access.host) throw fail('event-self-vote');
  if ((await repo.insertEventVote(id, viewer.uid)) === null) throw fail('event-already-voted');
  return getEvent(id, viewer);
}

/** DELETE /event/{id}/vote: withdraws your upvote. */
export async function unvoteEvent(viewerIn: Viewer | null, id: number): Promise<EventData> {
  const viewer = member(viewerIn);
  await visibleEvent(id, viewer);
  if ((await repo.deleteEventVote(id, viewer.uid)) === null) throw fail('event-not-voted');
  return getEvent(id, viewer);
}

/**
 * POST (1) / DELETE (0) /event/{id}/search-order: moderators and administrators pin a published
 * event first in the events search, or unpin it. Already so: 409 event-already-pinned /
 * event-not-pinned.
 */
export async function setEventSearchOrder(viewerIn: Viewer | null, id: number, pinned: boolean): Promise<EventData> {
  const viewer = member(viewerIn);
  if (!viewer.isModerator) throw fail('no-privileges');
  const { row } = await visibleEvent(id, viewer);
  if (statusOf(row) !== 'published') throw fail('event-not-published');
  if (!(await repo.setSearchOrder(id, pinned ? 1 : 0))) throw fail(pinned ? 'event-already-pinned' : 'event-not-pinned');
  return getEvent(id, viewer);
}
