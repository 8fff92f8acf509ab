import type { TopicPrivileges } from '@/lib/discussions/types';
import { hostsEventOfTopic } from '../events/queries';
import { firstProjectOfTopic, isMaintainer } from '../projects/repository';
import { HIDDEN_WITH_EVENT } from './repository';
import { postingRefusal } from '@/lib/users/posting';
import { fail } from '../http/errors';
import { canPost, type Viewer } from '../users/viewer';

/**
 * Who may do what on topics and posts (DECISIONS.md "Roles"). Every write checks these on the
 * server; the `privileges` of a topic only tell the UI what to offer.
 */

/** The facts of a topic the rules need. */
interface TopicFacts {
  tid: number;
  /** The main poster. */
  uid: number | null;
  locked: boolean;
  deleted: boolean;
}

export const isModerator = (viewer: Viewer | null): boolean => Boolean(viewer?.isModerator);

/** Posting needs a group (R4.14, R6.2) and a confirmed address (issue 35). */
export const mayPost = (viewer: Viewer | null): boolean => canPost(viewer);

/**
 * Refuses a viewer who may not post with the reason's catalogue key (lib/users/posting.ts):
 * `email-not-confirmed` (or `no-email-to-confirm`) for a new member who has not confirmed their
 * address, `no-privileges` without a group.
 */
export function assertMayPost(viewer: Viewer | null): asserts viewer is Viewer {
  const refusal = postingRefusal(viewer);
  if (refusal) throw fail(refusal);
}

/**
 * Uploading needs a group (R4.14) but not a confirmed address: a new member chooses their picture
 * while onboarding, before the confirmation mail is read. The upload quota and rate limit hold.
 */
export const mayUpload = (viewer: Viewer | null): boolean => canPost(viewer && { ...viewer, emailConfirmed: true });

/** Edit and delete: own posts, or any post for moderators. */
export const mayChangePost = (viewer: Viewer | null, postUid: number | null): boolean =>
  Boolean(viewer && (isModerator(viewer) || (postUid !== null && viewer.uid === postUid)));

/**
 * Restore or purge a deleted post or topic: moderators any; its author only when the author deleted
 * it (a moderator's deletion stands until a moderator undoes it). `deletedBy` is who deleted it.
 * An event's topic hidden with its event comes back only with the event (hardening 17).
 */
export const mayUndoDeletion = (
  viewer: Viewer | null,
  authorUid: number | null,
  deletedBy: number | null,
): boolean =>
  deletedBy !== HIDDEN_WITH_EVENT &&
  (isModerator(viewer) || (mayChangePost(viewer, authorUid) && (deletedBy === null || deletedBy === authorUid)));

/**
 * Accept an answer: the topic's main poster, a moderator, or a host of the event whose discussion
 * the topic is (an event's co-hosts share its topic; docs/DECISIONS.md "Events: pages").
 */
export async function mayAccept(viewer: Viewer | null, topic: Pick<TopicFacts, 'tid' | 'uid'>): Promise<boolean> {
  if (!viewer) return false;
  if (acceptAllowed(viewer, topic, false)) return true;
  return hostsEventOfTopic(topic.tid, viewer.uid);
}

/** Pin: moderators, administrators and maintainers of the topic's first project (the first not hidden). */
export async function mayPin(viewer: Viewer | null, tid: number): Promise<boolean> {
  if (!viewer) return false;
  if (pinAllowed(viewer, false)) return true;
  const projectId = await firstProjectOfTopic(tid);
  return projectId !== null && pinAllowed(viewer, await isMaintainer(projectId, viewer.uid));
}

/** What the viewer is to a topic, as the rules need it (read by mayPin and mayAccept, or in one statement). */
export interface TopicRelation {
  /** They maintain the topic's first project that is not hidden. */
  maintainsFirstProject: boolean;
  /** They host the event whose discussion the topic is. */
  hostsEvent: boolean;
}

const pinAllowed = (viewer: Viewer, maintainsFirstProject: boolean): boolean => isModerator(viewer) || maintainsFirstProject;
const acceptAllowed = (viewer: Viewer, topic: Pick<TopicFacts, 'uid'>, hostsEvent: boolean): boolean =>
  isModerator(viewer) || (topic.uid !== null && viewer.uid === topic.uid) || hostsEvent;

/** The privileges of a topic from what the viewer is to it, read already (the personal layer reads it in one statement). */
export function privilegesOf(viewer: Viewer | null, topic: TopicFacts, relation: TopicRelation): TopicPrivileges {
  return {
    reply: mayReply(viewer, topic),
    pin: viewer !== null && pinAllowed(viewer, relation.maintainsFirstProject),
    accept: viewer !== null && acceptAllowed(viewer, topic, relation.hostsEvent),
    moderate: isModerator(viewer),
  };
}

/** Reply: a member who may post, on a topic that is neither locked nor deleted (moderators may still). */
const mayReply = (viewer: Viewer | null, topic: TopicFacts): boolean =>
  mayPost(viewer) && (isModerator(viewer) || (!topic.locked && !topic.deleted));

export async function topicPrivileges(viewer: Viewer | null, topic: TopicFacts): Promise<TopicPrivileges> {
  const [pin, accept] = await Promise.all([mayPin(viewer, topic.tid), mayAccept(viewer, topic)]);
  return { reply: mayReply(viewer, topic), pin, accept, moderate: isModerator(viewer) };
}
