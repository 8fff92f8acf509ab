import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { PROFILE_LIST_PAGE_SIZE, type FollowListPage, type FollowMember, type FollowState } from '@/lib/users/types';
import { visibleFullname } from '@/lib/users/rules';
import { federateFollow } from '../federation/outbound';
import { fail } from '../http/errors';
import { notify } from '../notifications/notify';
import * as repo from './followsRepository';
import { findUserBySlug, findUserByUid } from './repository';
import type { Viewer } from './viewer';

dayjs.extend(utc);

/**
 * Members following members (R3.15, DECISIONS.md "Following members"): follow and unfollow are
 * idempotent (the state after the call is answered either way), never yourself, never while
 * either member blocks the other. A new follow tells the followed member (`new-follower`,
 * through `notify()`, which also leaves out a member who blocks the follower); the follows of
 * one UTC day are one grouped notification, so following, unfollowing and following again tells
 * once.
 */

const toMember = (row: repo.FollowRow): FollowMember => ({
  uid: row.uid,
  username: row.username,
  userslug: row.userslug,
  fullname: visibleFullname(row.fullname, { showfullname: row.showFullname }, false),
  picture: row.picture,
  followedAt: row.followedAt.getTime(),
});

async function stateOf(viewerUid: number, uid: number): Promise<FollowState> {
  const [{ followers }, viewerFollows] = await Promise.all([repo.followCounts(uid), repo.isFollowing(viewerUid, uid)]);
  return { followers, viewerFollows };
}

/** The grouping key of a member's new followers: one notification per UTC day. */
const newFollowerNid = (at: Date) => `new-follower:${dayjs.utc(at).format('YYYY-MM-DD')}`;

/** Tells `followed` that `follower` follows them now (`at`: when, for the demo). */
export async function notifyNewFollower(follower: { uid: number; username: string }, followed: { uid: number; userslug: string }, at?: Date): Promise<void> {
  const when = at ?? new Date();
  await notify({
    type: 'new-follower',
    recipients: [followed.uid],
    actor: follower.uid,
    nid: newFollowerNid(when),
    object: { type: 'user', id: follower.uid, title: follower.username },
    path: `/user/${encodeURIComponent(followed.userslug)}#followers`,
    at: when,
  });
}

/**
 * Blocks keep two members apart (hardening 18): while either blocks the other, one may not follow
 * the other (`follow-blocked`), register them for an event (`register-blocked`), name them co-host
 * (`cohost-blocked`), make them maintainer of a project (`maintainer-blocked`) or chat with them
 * (`chat-user-blocked`, server/chat/service.ts) or upvote their question in an event's live Q&A
 * (`event-question-blocked`, server/events/qa.ts; issue 36).
 */
export async function assertNotBlocked(
  actorUid: number,
  others: number[],
  key: 'follow-blocked' | 'register-blocked' | 'cohost-blocked' | 'maintainer-blocked' | 'chat-user-blocked' | 'event-question-blocked',
): Promise<void> {
  if ((await repo.blockedPairs(actorUid, others)).length > 0) throw fail(key);
}

/** PUT /api/v3/users/{uid}/follow. */
export async function follow(viewer: Viewer, uid: number): Promise<FollowState> {
  if (uid === viewer.uid) throw fail('you-cant-follow-yourself');
  const target = await findUserByUid(uid);
  if (!target) throw fail('no-user');
  await assertNotBlocked(viewer.uid, [uid], 'follow-blocked');
  if (await repo.insertFollow(viewer.uid, uid)) {
    // A remote member hears of it in the fediverse (issue 38); its new topics come here then.
    if (target.remote) await federateFollow(viewer.uid, uid);
    else await notifyNewFollower({ uid: viewer.uid, username: viewer.username }, { uid, userslug: target.userslug });
  }
  return stateOf(viewer.uid, uid);
}

/** DELETE /api/v3/users/{uid}/follow. */
export async function unfollow(viewer: Viewer, uid: number): Promise<FollowState> {
  if (uid === viewer.uid) throw fail('you-cant-follow-yourself');
  const target = await findUserByUid(uid);
  if (!target) throw fail('no-user');
  if ((await repo.deleteFollow(viewer.uid, uid)) && target.remote) await federateFollow(viewer.uid, uid, true);
  return stateOf(viewer.uid, uid);
}

/**
 * Whether the reader follows and blocks each of the members (never themselves): the profile's
 * Follow and Block buttons, on the rendered page (server/users/summary.ts) and in the personal
 * layer of a shared one (server/personal/service.ts). A member left out is neither followed nor blocked.
 */
export async function readerRelations(reader: Viewer | null, uids: number[]): Promise<Map<number, { viewerFollows: boolean; blocked: boolean }>> {
  const others = reader ? uids.filter((uid) => uid !== reader.uid) : [];
  if (!reader || others.length === 0) return new Map();
  const rows = await repo.relationsOf(reader.uid, others);
  return new Map(rows.map((row) => [row.uid, { viewerFollows: row.follows, blocked: row.blocks }]));
}

/** One page of a member's followers or of the members they follow, newest follow first. */
export async function followListOfUid(uid: number, side: 'followers' | 'following', page: number): Promise<FollowListPage> {
  const size = PROFILE_LIST_PAGE_SIZE;
  const [rows, counts] = await Promise.all([repo.followPage(uid, side, size, (page - 1) * size), repo.followCounts(uid)]);
  return {
    items: rows.slice(0, size).map(toMember),
    page,
    hasMore: rows.length > size,
    total: side === 'followers' ? counts.followers : counts.following,
  };
}

/** GET /api/user/{slug}/followers and /following. */
export async function followList(slug: string, side: 'followers' | 'following', page: number): Promise<FollowListPage> {
  const user = await findUserBySlug(slug);
  if (!user) throw fail('no-user');
  return followListOfUid(user.uid, side, page);
}
