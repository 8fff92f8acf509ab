import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { eventOrganizers, eventRegistrations, events, posts, projectFollowers, projectMaintainers, projects, topics, userBadges, userBlocks } from '../db/schema';
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

/** The latest answers, accepted ones first. */
export async function latestAnswers(uid: number, limit: number) {
  return getDb()
    .select({ pid: posts.pid, tid: posts.tid, title: topics.title, accepted: sql<boolean>`${isAccepted}`, createdAt: posts.createdAt })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(visibleAnswer(uid))
    .orderBy(desc(sql`${isAccepted}`), desc(posts.createdAt), desc(posts.pid))
    .limit(limit);
}

const published = eq(events.eventStatus, 'published');
const eventColumns = { id: events.id, title: events.title, startsAt: events.startsAt };

/** Published events the member hosts (any organizer role), newest first, with their number. */
export async function hostedEvents(uid: number, limit: number) {
  const where = and(eq(eventOrganizers.uid, uid), published);
  const db = getDb();
  const rows = await db
    .selectDistinctOn([events.startsAt, events.id], eventColumns)
    .from(eventOrganizers)
    .innerJoin(events, eq(events.id, eventOrganizers.eventId))
    .where(where)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(DISTINCT ${events.id})::int` })
    .from(eventOrganizers)
    .innerJoin(events, eq(events.id, eventOrganizers.eventId))
    .where(where);
  return { rows, count: count?.n ?? 0 };
}

/** Published events the member had a seat at (not the waitlist) that are over or have started. */
export async function attendedEvents(uid: number, limit: number, now: Date) {
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
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(where);
  return { rows, count: count?.n ?? 0 };
}

/** Projects the member maintains, then those they follow only; hidden ones are left out. */
export async function memberProjects(uid: number) {
  const db = getDb();
  const maintained = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projectMaintainers)
    .innerJoin(projects, eq(projects.id, projectMaintainers.projectId))
    .where(and(eq(projectMaintainers.uid, uid), eq(projects.hidden, false)))
    .orderBy(projects.name, projects.id);
  const followed = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projectFollowers)
    .innerJoin(projects, eq(projects.id, projectFollowers.projectId))
    .where(and(eq(projectFollowers.uid, uid), eq(projects.hidden, false)))
    .orderBy(projects.name, projects.id);
  return { maintained, followed };
}

export async function badgeStory(uid: number) {
  return getDb()
    .select({ badge: userBadges.badge, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .where(eq(userBadges.uid, uid))
    .orderBy(desc(userBadges.awardedAt), desc(userBadges.id));
}

export async function blocks(uid: number, blockedUid: number): Promise<boolean> {
  const rows = await getDb()
    .select({ uid: userBlocks.uid })
    .from(userBlocks)
    .where(and(eq(userBlocks.uid, uid), eq(userBlocks.blockedUid, blockedUid)))
    .limit(1);
  return rows.length > 0;
}
