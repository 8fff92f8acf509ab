import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { moderationLog, users } from '../db/schema';
import { localMemberSql } from '../users/localMemberSql';
import type { TrustLevel } from '@/lib/trust/levels';
import type { TrustStats } from '@/lib/trust/promotion';

/** Trust levels' rows (issue 35): what members did, counted set-based, and their levels; the rules are in ./service and ./job. */

export interface MemberStats {
  uid: number;
  level: TrustLevel;
  locked: boolean;
  stats: TrustStats;
}

interface StatsRow extends Record<string, unknown> {
  uid: number;
  trust_level: number;
  locked: boolean;
  account_days: number;
  days_visited: number;
  topics_read: number;
  replies_received: number;
  upvotes_received: number;
  accepted_answers: number;
  days_since_upheld: number | null;
}

/** A topic page's path (`/post/{tid}/…`, `/posts/{tid}/…`) and its topic id. */
const TOPIC_PATH = '^/posts?/([0-9]{1,9})(?:/|$)';

/**
 * The stats of the members `members` selects (a query answering `uid, trust_level, locked,
 * joined_at`), in one statement: days visited from the activity rollup (page views, posts, votes,
 * registrations: server/community/), topics read from their page views, replies and upvotes on
 * their posts, their accepted answers, and the last report about them or one of their posts that a
 * moderator upheld within `flagWindowDays` (a post removed for good is found through the log).
 */
async function statsWhere(members: SQL, flagWindowDays: number): Promise<MemberStats[]> {
  const { rows } = await getDb().execute<StatsRow>(sql`
    WITH m AS (${members}),
    visits AS (
      SELECT a.uid, count(*)::int AS n FROM activity_members a JOIN m ON m.uid = a.uid WHERE a.project_id = 0 GROUP BY a.uid
    ),
    reads AS (
      SELECT v.uid, count(DISTINCT substring(v.path FROM ${TOPIC_PATH}))::int AS n
      FROM page_views v JOIN m ON m.uid = v.uid WHERE v.path ~ ${TOPIC_PATH} GROUP BY v.uid
    ),
    received AS (
      SELECT p.uid, sum(p.upvotes)::int AS upvotes,
        sum((SELECT count(*) FROM posts r WHERE r.to_pid = p.pid AND NOT r.deleted AND r.uid IS DISTINCT FROM p.uid))::int AS replies
      FROM posts p JOIN m ON m.uid = p.uid WHERE NOT p.deleted GROUP BY p.uid
    ),
    accepted AS (
      SELECT a.uid, count(*)::int AS n
      FROM posts q JOIN posts a ON a.pid = q.aid JOIN m ON m.uid = a.uid
      WHERE q.aid > 0 AND NOT a.deleted AND q.uid IS DISTINCT FROM a.uid GROUP BY a.uid
    ),
    upheld AS (
      SELECT x.uid, max(x.at) AS at FROM (
        SELECT f.target_id AS uid, coalesce(f.handled_at, f.created_at) AS at
        FROM flags f JOIN m ON m.uid = f.target_id WHERE f.type = 'user' AND f.state = 'resolved'
        UNION ALL
        SELECT coalesce(p.uid, l.target_uid), coalesce(f.handled_at, f.created_at)
        FROM flags f
          LEFT JOIN posts p ON p.pid = f.target_id
          LEFT JOIN moderation_log l ON p.pid IS NULL AND l.pid = f.target_id AND l.action IN ('hide', 'delete')
        WHERE f.type = 'post' AND f.state = 'resolved' AND coalesce(p.uid, l.target_uid) IN (SELECT uid FROM m)
      ) x
      WHERE x.at > now() - make_interval(days => ${flagWindowDays})
      GROUP BY x.uid
    )
    SELECT m.uid, m.trust_level, m.locked,
      greatest(floor(extract(epoch FROM now() - m.joined_at) / 86400), 0)::int AS account_days,
      coalesce(visits.n, 0) AS days_visited, coalesce(reads.n, 0) AS topics_read,
      coalesce(received.replies, 0) AS replies_received, coalesce(received.upvotes, 0) AS upvotes_received,
      coalesce(accepted.n, 0) AS accepted_answers,
      -- greatest() skips nulls: none lately stays null.
      CASE WHEN upheld.at IS NOT NULL THEN greatest(floor(extract(epoch FROM now() - upheld.at) / 86400), 0)::int END AS days_since_upheld
    FROM m
      LEFT JOIN visits ON visits.uid = m.uid LEFT JOIN reads ON reads.uid = m.uid LEFT JOIN received ON received.uid = m.uid
      LEFT JOIN accepted ON accepted.uid = m.uid LEFT JOIN upheld ON upheld.uid = m.uid
    ORDER BY m.uid`);
  return rows.map((r) => ({
    uid: Number(r.uid),
    // users_trust_level_check holds the column to 0..4.
    level: Number(r.trust_level) as TrustLevel,
    locked: r.locked,
    stats: {
      accountDays: Number(r.account_days),
      daysVisited: Number(r.days_visited),
      topicsRead: Number(r.topics_read),
      repliesReceived: Number(r.replies_received),
      upvotesReceived: Number(r.upvotes_received),
      acceptedAnswers: Number(r.accepted_answers),
      daysSinceUpheldFlag: r.days_since_upheld === null ? null : Number(r.days_since_upheld),
    },
  }));
}

/**
 * Members whose level the job may raise (below 3, not locked), with their stats: the next `limit`
 * after `afterUid`, or the members `uids` names.
 */
export function promotableStats(which: { afterUid: number; limit: number } | { uids: number[] }, flagWindowDays: number): Promise<MemberStats[]> {
  const select = sql`SELECT uid, trust_level, trust_level_locked AS locked, joined_at FROM users WHERE trust_level < 3 AND NOT trust_level_locked AND ${localMemberSql(sql`remote`)}`;
  return statsWhere(
    'uids' in which
      ? sql`${select} AND uid = ANY(${sql.param(which.uids)}::int[])`
      : sql`${select} AND uid > ${which.afterUid} ORDER BY uid LIMIT ${which.limit}`,
    flagWindowDays,
  );
}

/** One member's level and stats (their settings page); null when there is no such member. */
export async function memberStats(uid: number, flagWindowDays: number): Promise<MemberStats | null> {
  const [row] = await statsWhere(sql`SELECT uid, trust_level, trust_level_locked AS locked, joined_at FROM users WHERE uid = ${uid}`, flagWindowDays);
  return row ?? null;
}

/**
 * Raises members' levels, in one statement: only up, and never a level a moderator locked in the
 * meantime. Answers the members raised.
 */
export async function raiseLevels(changes: Array<{ uid: number; level: TrustLevel }>): Promise<number[]> {
  if (changes.length === 0) return [];
  const { rows } = await getDb().execute<{ uid: number }>(sql`
    UPDATE users SET trust_level = c.level
    FROM unnest(${sql.param(changes.map((c) => c.uid))}::int[], ${sql.param(changes.map((c) => c.level))}::smallint[]) AS c(uid, level)
    WHERE users.uid = c.uid AND users.trust_level < c.level AND NOT users.trust_level_locked
    RETURNING users.uid`);
  return rows.map((r) => Number(r.uid));
}

/** A member's level and lock, or null. */
export async function findTrust(uid: number): Promise<{ level: TrustLevel; locked: boolean } | null> {
  const [row] = await getDb().select({ level: users.trustLevel, locked: users.trustLevelLocked }).from(users).where(eq(users.uid, uid));
  return row ? { level: row.level as TrustLevel, locked: row.locked } : null;
}

/** Sets a member's level and lock and logs it (action `trust`), together. */
export async function setTrust(
  uid: number,
  change: { level: TrustLevel; locked: boolean },
  entry: { actorUid: number; reason: string; level: TrustLevel | null },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ trustLevel: change.level, trustLevelLocked: change.locked }).where(eq(users.uid, uid));
    await tx.insert(moderationLog).values({ actorUid: entry.actorUid, action: 'trust', targetUid: uid, tid: null, reason: entry.reason, level: entry.level });
  });
}
