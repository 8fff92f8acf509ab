import { readerFacts } from '../db/readerFacts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { userBlocks, userFollows, users } from '../db/schema';
import { fullnameShownSql } from './fullnameSql';
import { memberNameColumns } from './repository';

/**
 * Members following members (R3.15): the only code that reads and writes `user_follows`. Writes
 * are single statements guarded by the primary key, so a repeated or concurrent follow stores
 * one row and reports whether it was new.
 */

/** Stores the follow; true when it is new (false: it was already there). */
export async function insertFollow(followerUid: number, followedUid: number, at: Date = new Date()): Promise<boolean> {
  const rows = await getDb()
    .insert(userFollows)
    .values({ followerUid, followedUid, createdAt: at })
    .onConflictDoNothing()
    .returning({ uid: userFollows.followedUid });
  return rows.length > 0;
}

/** Ends the follow; true when there was one. */
export async function deleteFollow(followerUid: number, followedUid: number): Promise<boolean> {
  const rows = await getDb()
    .delete(userFollows)
    .where(and(eq(userFollows.followerUid, followerUid), eq(userFollows.followedUid, followedUid)))
    .returning({ uid: userFollows.followedUid });
  return rows.length > 0;
}

/** The members of `others` who block `uid` or whom `uid` blocks. */
export async function blockedPairs(uid: number, others: number[]): Promise<number[]> {
  const rest = others.filter((other) => other !== uid);
  if (rest.length === 0) return [];
  const rows = await getDb()
    .select({ uid: userBlocks.uid, blockedUid: userBlocks.blockedUid })
    .from(userBlocks)
    .where(
      or(and(eq(userBlocks.uid, uid), inArray(userBlocks.blockedUid, rest)), and(inArray(userBlocks.uid, rest), eq(userBlocks.blockedUid, uid))),
    );
  return [...new Set(rows.map((r) => (r.uid === uid ? r.blockedUid : r.uid)))];
}

export async function isFollowing(followerUid: number, followedUid: number): Promise<boolean> {
  const rows = await getDb()
    .select({ uid: userFollows.followedUid })
    .from(userFollows)
    .where(and(eq(userFollows.followerUid, followerUid), eq(userFollows.followedUid, followedUid)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the reader follows and blocks each of the members, in one statement (the profile's
 * summary and the personal layer). Members the reader neither follows nor blocks are left out.
 */
const relations = readerFacts('reader_relations', (uid, reader) => ({
  follows: sql<boolean>`EXISTS (SELECT 1 FROM ${userFollows} f WHERE f.follower_uid = ${reader} AND f.followed_uid = ${uid})`,
  blocks: sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks} b WHERE b.uid = ${reader} AND b.blocked_uid = ${uid})`,
}));

export async function relationsOf(readerUid: number, uids: number[]): Promise<Array<{ uid: number; follows: boolean; blocks: boolean }>> {
  const rows = await relations(readerUid, uids);
  return rows.filter((row) => row.follows || row.blocks).map(({ id, follows, blocks }) => ({ uid: id, follows, blocks }));
}

/** How many follow the member, and how many the member follows. */
export async function followCounts(uid: number): Promise<{ followers: number; following: number }> {
  const [row] = await getDb()
    .select({
      followers: sql<number>`(SELECT count(*)::int FROM ${userFollows} WHERE ${userFollows.followedUid} = ${uid})`,
      following: sql<number>`(SELECT count(*)::int FROM ${userFollows} WHERE ${userFollows.followerUid} = ${uid})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { followers: row?.followers ?? 0, following: row?.following ?? 0 };
}

export interface FollowRow {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  showFullname: boolean;
  followedAt: Date;
}

/**
 * One page of the member's followers (`side: 'followers'`) or of the members they follow
 * (`'following'`), newest follow first; `limit + 1` rows are read so the caller knows whether
 * another page follows.
 */
export async function followPage(uid: number, side: 'followers' | 'following', limit: number, offset: number): Promise<FollowRow[]> {
  const [mine, theirs] = side === 'followers' ? [userFollows.followedUid, userFollows.followerUid] : [userFollows.followerUid, userFollows.followedUid];
  return getDb()
    .select({
      ...memberNameColumns,
      showFullname: sql<boolean>`${fullnameShownSql(users.settings)}`,
      followedAt: userFollows.createdAt,
    })
    .from(userFollows)
    .innerJoin(users, eq(users.uid, theirs))
    .where(eq(mine, uid))
    .orderBy(desc(userFollows.createdAt), desc(users.uid))
    .limit(limit + 1)
    .offset(offset);
}
