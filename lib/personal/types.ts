import type { TopicPrivileges } from '@/lib/discussions/types';
import type { EventRole } from '@/lib/events/types';
import type { ClientConfig } from '@/lib/session/types';

/**
 * The personal layer (docs/features/page-cache.md "Members on the shared page"): a page's HTML is
 * the same for every reader; what is the reader's own (their session and the member's votes,
 * saves, follows, registrations and privileges on the items the page shows) comes in one small
 * answer, `GET /api/personal`, asked for by the page as it loads.
 */

/** The items of a page whose member state the layer answers: ids of posts, topics, events, projects, members (a profile's) and an event's polls. */
export interface PageSubjects {
  posts: number[];
  topics: number[];
  events: number[];
  projects: number[];
  members: number[];
  polls: number[];
}

/** A post's member state: the vote and save; for its author the Markdown source (to edit) and, when deleted, the text. */
export interface PostLayer {
  upvoted: boolean;
  bookmarked: boolean;
  contentRaw?: string;
  content?: string;
  summary?: string;
}

/** A topic's member state: the follow and what the member may do. */
export interface TopicLayer {
  isFollowing: boolean;
  privileges: TopicPrivileges;
}

/** An event's member state: the role (host, participant, waitlisted, none), vote and save. */
export interface EventLayer {
  current_user_role: EventRole;
  upvoted: boolean;
  bookmarked: boolean;
}

/** A project's member state: the follow, whether they maintain it, whether they may edit it (then its source). */
export interface ProjectLayer {
  is_following: boolean;
  is_maintainer: boolean;
  can_edit: boolean;
  descriptionRaw?: string;
}

/** Another member's relation to the reader (a profile's): whether the reader follows and blocks them. */
export interface MemberLayer {
  viewerFollows: boolean;
  blocked: boolean;
}

/** Member state by id (string keys: JSON objects). A visitor's layer is empty. */
export interface PersonalLayer {
  posts: Record<string, PostLayer>;
  topics: Record<string, TopicLayer>;
  events: Record<string, EventLayer>;
  projects: Record<string, ProjectLayer>;
  members: Record<string, MemberLayer>;
  /** An event's polls (R3.11): the option the member chose, by poll id. */
  polls: Record<string, number>;
}

/** `GET /api/personal`: the session's configuration (as `GET /api/config`) and the layer. */
export interface PersonalAnswer {
  config: ClientConfig;
  layer: PersonalLayer;
}
