import { assertMayPost, mayPost } from '../discussions/permissions';
import type { Viewer } from '../users/viewer';
import { isLiveRoomOpen } from '@/lib/events/rules';
import { lifecycleOf, statusOf } from './present';
import type { EventRow } from './queries';

/**
 * Who may do what with events (DECISIONS.md "Roles", docs/DECISIONS.md "Events"). Every call
 * checks these on the server; `current_user_role` only tells the UI what to offer.
 */

/** Hosting an event is posting: a member of at least one group (R4.14, R6.2). */
export const mayHost = (viewer: Viewer | null): viewer is Viewer => mayPost(viewer);

/** Refuses a viewer who may not host with the reason (`email-not-confirmed` for an unconfirmed address, issue 35). */
export const assertMayHost: (viewer: Viewer | null) => asserts viewer is Viewer = assertMayPost;

/** What the rules know about the viewer and one event. */
export interface EventAccess {
  host: boolean;
  /** 'participant', 'waitlisted' or null. */
  registration: string | null;
}

/**
 * Who sees an event: everyone when published; drafts only their hosts; unpublished and deleted
 * (cancelled) events their hosts and the members registered for them.
 */
export function maySeeEvent(row: EventRow, viewer: Viewer | null, access: EventAccess): boolean {
  const status = statusOf(row);
  if (status === 'published') return true;
  if (!viewer) return false;
  if (access.host) return true;
  return status !== 'draft' && access.registration !== null;
}

/** A published event live at `now` (by the clock, or started early by a host): its live room is open. */
export const isLiveNow = (row: EventRow, now = Date.now()): boolean =>
  isLiveRoomOpen({ event_status: statusOf(row), event_lifecycle: lifecycleOf(row, now) });

/** Who takes part in a live event (its Q&A, its live chat): its hosts and the members with a seat (not the waitlist). */
export const isRegistrant = (access: EventAccess): boolean => access.host || access.registration === 'participant';

/** Edit, publish, unpublish, start and end early, stats, add members: the event's hosts. */
export const mayManageEvent = (viewer: Viewer | null, access: EventAccess): boolean => Boolean(viewer && access.host);

/** Delete: the event's hosts, and moderators (as for any post). */
export const mayDeleteEvent = (viewer: Viewer | null, access: EventAccess): boolean =>
  Boolean(viewer && (access.host || viewer.isModerator));
