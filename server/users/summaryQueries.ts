import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { eventOrganizers, eventRegistrations, events, federationActors, posts, projectFollowers, projectMaintainers, projects, topics, userBadges } from '../db/schema';
import { notInDeletedThread, visibleTopic } from '../discussions/queries';

/**
 * Reads for a member's profile summary (R3.15): only what anyone may see: posts in visible topics
 * and threads that are not deleted, published events, projects that are not hidden.
 */


/** The member's replies anyone may read (not main posts). */
const visibleAnswer = (uid: number): SQL =>
  and(eq(posts.uid, uid), eq(posts.isMainPost, false), eq(posts.deleted, false), visibleTopic, notInDeletedThread)!;

/** The reply was chosen as the accepted answer of a post that is not deleted. */
const isAccepted: SQL = sql`EXISTS (SELECT 1 FROM ${posts} AS "answered" WHERE "answered"."aid" = ${posts.pid} AND NOT "answered"."deleted")`;

export async function answerCounts(uid: number): Promise<{ answers: number; accepted: number; posts: number }> {
  const db = getDb();
  const [answers] = await db
    .select({ n: sql<number>`count(*)::int`, accepted: sql<number>`(count(*) FILTER (WHERE ${isAccepted}))::int` })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(visibleAnswer(uid));
  const [all] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(eq(posts.uid, uid), eq(posts.deleted, false), visibleTopic, notInDeletedThread));
  return { answers: answers?.n ?? 0, accepted: answers?.accepted ?? 0, posts: all?.n ?? 0 };
}

/** The latest answers, accepted ones first (`offset`: rows of earlier pages). */
export async function latestAnswers(uid: number, limit: number, offset = 0) {
  return getDb()
    .select({ pid: posts.pid, tid: posts.tid, title: topics.title, accepted: sql<boolean>`${isAccepted}`, createdAt: posts.createdAt })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(visibleAnswer(uid))
    .orderBy(desc(sql`${isAccepted}`), desc(posts.createdAt), desc(posts.pid))
    .limit(limit)
    .offset(offset);
}

const published = eq(events.eventStatus, 'published');
const eventColumns = { id: events.id, title: events.title, startsAt: events.startsAt };

/** Published events the member hosts (any organizer role), newest first, with their number. */
export async function hostedEvents(uid: number, limit: number, offset = 0) {
  const where = and(eq(eventOrganizers.uid, uid), published);
  const db = getDb();
  const rows = await db
    .selectDistinctOn([events.startsAt, events.id], eventColumns)
    .from(eventOrganizers)
    .innerJoin(events, eq(events.id, eventOrganizers.eventId))
    .where(where)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(DISTINCT ${events.id})::int` })
    .from(eventOrganizers)
    .innerJoin(events, eq(events.id, eventOrganizers.eventId))
    .where(where);
  return { rows, count: count?.n ?? 0 };
}

/** Published events the member had a seat at (not the waitlist) that are over or have started. */
export async function attendedEvents(uid: number, limit: number, now: Date, offset = 0) {
  const where = and(
    eq(eventRegistrations.uid, uid),
    eq(eventRegistrations.status, 'participant'),
    published,
    or(eq(events.lifecycle, 'ended'), lt(events.startsAt, now)),
    sql`${events.lifecycle} <> 'cancelled'`,
  );
  const db = getDb();
  const rows = await db
    .select(eventColumns)
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(where)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(where);
  return { rows, count: count?.n ?? 0 };
}

/**
 * The member's projects: those they maintain (by name), then those they only follow (by name);
 * hidden ones are left out. One page (`limit`, `offset`) and the number of them all.
 */
export async function memberProjects(uid: number, limit: number, offset = 0) {
  const listed = sql`
    SELECT p.id, p.name, p.slug, 'maintainer' AS role, 0 AS rank FROM ${projectMaintainers} m
      JOIN ${projects} p ON p.id = m.project_id WHERE m.uid = ${uid} AND NOT p.hidden
    UNION ALL
    SELECT p.id, p.name, p.slug, 'follower' AS role, 1 AS rank FROM ${projectFollowers} f
      JOIN ${projects} p ON p.id = f.project_id
      WHERE f.uid = ${uid} AND NOT p.hidden
        AND NOT EXISTS (SELECT 1 FROM ${projectMaintainers} m2 WHERE m2.project_id = p.id AND m2.uid = ${uid})`;
  const db = getDb();
  const rows = await db.execute<{ id: number; name: string; slug: string; role: 'maintainer' | 'follower' }>(
    sql`SELECT id, name, slug, role FROM (${listed}) AS listed ORDER BY rank, name, id LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${listed}) AS listed`)).rows;
  return { rows: rows.rows.map((r) => ({ id: Number(r.id), name: String(r.name), slug: String(r.slug), role: r.role })), count: Number(count?.n ?? 0) };
}

export async function badgeStory(uid: number) {
  return getDb()
    .select({ badge: userBadges.badge, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .where(eq(userBadges.uid, uid))
    .orderBy(desc(userBadges.awardedAt), desc(userBadges.id));
}

/** A remote member's server and profile address (issue 38); null when its actor is not known. */
export async function remoteAccount(uid: number): Promise<{ host: string; url: string | null } | null> {
  const [row] = await getDb().select({ host: federationActors.host, url: federationActors.url }).from(federationActors).where(eq(federationActors.uid, uid));
  return row ?? null;
}
