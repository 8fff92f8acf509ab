import type { EventLayer, MemberLayer, PageSubjects, PersonalLayer, PostLayer, ProjectLayer, TopicLayer } from '@/lib/personal/types';
import { privilegesOf } from '../discussions/permissions';
import { changerFields, viewerPostFlags } from '../discussions/present';
import * as topicQueries from '../discussions/queries';
import { maySeeTopic } from '../discussions/reads';
import { pollChoicesOf } from '../events/engagementRepository';
import { viewerEventStates } from '../events/present';
import { viewerProjectStates } from '../projects/present';
import * as projectQueries from '../projects/queries';
import { readerRelations } from '../users/follows';
import type { Viewer } from '../users/viewer';

/**
 * The personal layer (lib/personal/types.ts): the member's own state on the items a shared page
 * shows, read with the same rules the presenters use (server/discussions/present.ts
 * `viewerPostFlags` and `changerFields`, server/events/present.ts `viewerEventStates`,
 * server/projects/present.ts `viewerProjectStates`, server/users/follows.ts `readerRelations`,
 * server/discussions/permissions.ts `privilegesOf`, the
 * topic's facts read in one statement by topicRelationsOf), so a page and its layer never disagree.
 * Only what differs from a visitor's copy is answered: an item left out shows as the visitor's.
 */

async function postsLayer(pids: number[], viewer: Viewer): Promise<Record<string, PostLayer>> {
  const [flags, own] = await Promise.all([viewerPostFlags(viewer, pids), topicQueries.postsOfAuthorAmong(viewer.uid, pids)]);
  const ownByPid = new Map(own.map((row) => [row.pid, row]));
  const layer: Record<string, PostLayer> = {};
  for (const pid of pids) {
    const row = ownByPid.get(pid);
    const upvoted = flags.upvoted.has(pid);
    const bookmarked = flags.bookmarked.has(pid);
    if (upvoted || bookmarked || row) layer[pid] = { upvoted, bookmarked, ...(row ? changerFields(row, viewer) : {}) };
  }
  return layer;
}

async function topicsLayer(tids: number[], viewer: Viewer): Promise<Record<string, TopicLayer>> {
  const rows = (await topicQueries.topicRelationsOf(viewer.uid, tids)).filter((row) => maySeeTopic(row, viewer));
  return Object.fromEntries(rows.map((row) => [String(row.tid), { isFollowing: row.following, privileges: privilegesOf(viewer, row, row) }]));
}

async function eventsLayer(ids: number[], viewer: Viewer): Promise<Record<string, EventLayer>> {
  const layer: Record<string, EventLayer> = {};
  for (const [id, state] of await viewerEventStates(viewer, ids)) {
    if (state.current_user_role !== 'none' || state.upvoted || state.bookmarked) layer[id] = state;
  }
  return layer;
}

async function projectsLayer(ids: number[], viewer: Viewer): Promise<Record<string, ProjectLayer>> {
  const layer: Record<string, ProjectLayer> = {};
  for (const [id, state] of await viewerProjectStates(viewer, ids)) {
    if (state.is_following || state.is_maintainer || state.can_edit) layer[id] = { ...state };
  }
  // What those who may edit a project edit: its Markdown source.
  const editable = Object.keys(layer).map(Number).filter((id) => layer[id]!.can_edit);
  for (const row of await projectQueries.projectsByIds(editable)) layer[row.id]!.descriptionRaw = row.description;
  return layer;
}

/** The member's choice in the polls listed (an event page's: server/events/polls.ts presents the same votes). */
async function pollsLayer(ids: number[], viewer: Viewer): Promise<Record<string, number>> {
  const layer: Record<string, number> = {};
  for (const row of await pollChoicesOf(viewer.uid, ids)) if (row.optionId !== null) layer[row.id] = Number(row.optionId);
  return layer;
}

async function membersLayer(uids: number[], viewer: Viewer): Promise<Record<string, MemberLayer>> {
  return Object.fromEntries(await readerRelations(viewer, uids));
}

/** The member's layer for a page's subjects; a visitor's is empty. */
export async function personalLayer(viewer: Viewer | null, subjects: PageSubjects): Promise<PersonalLayer> {
  if (!viewer) return { posts: {}, topics: {}, events: {}, projects: {}, members: {}, polls: {} };
  const [posts, topics, events, projects, members, polls] = await Promise.all([
    postsLayer(subjects.posts, viewer),
    topicsLayer(subjects.topics, viewer),
    eventsLayer(subjects.events, viewer),
    projectsLayer(subjects.projects, viewer),
    membersLayer(subjects.members, viewer),
    pollsLayer(subjects.polls, viewer),
  ]);
  return { posts, topics, events, projects, members, polls };
}
