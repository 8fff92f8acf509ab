import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FLAG_CATEGORIES, type FlagCategory, type ReportType, type ReviewFilters, type ReviewType } from '@/lib/review/types';
import { getDb } from '../db';
import { chatMessages, chatRooms, events, flags, heldPosts, moderationLog, posts, projects, topics, users } from '../db/schema';
import { memberNameColumns } from '../users/repository';
import type { NewEntry } from '../moderation/repository';

/** The review queue's rows (issue 35): open reports grouped by what they report. The rules are in ./service. */

export interface ItemRow {
  type: ReviewType;
  targetId: number;
  reportCount: number;
  latest: Date;
  categories: Partial<Record<FlagCategory, number>>;
}

const open = sql`${flags.state} = 'open'`;

function filtersWhere(filters: ReviewFilters): SQL {
  return filters.type ? sql`${open} AND ${flags.type} = ${filters.type}` : open;
}

function categoryHaving(filters: ReviewFilters): SQL {
  return filters.category ? sql`HAVING bool_or(${flags.category} = ${filters.category})` : sql``;
}

/**
 * The queue's items as one set: open reports grouped by what they report, and held posts (one
 * item each, no reports, no category: a category filter leaves them out).
 */
function itemsSql(filters: ReviewFilters): SQL {
  const reports =
    filters.type === 'held'
      ? null
      : sql`SELECT ${flags.type} AS type, ${flags.targetId} AS target_id, count(*)::int AS report_count,
                   max(${flags.createdAt}) AS latest, ${categoryCounts} AS categories
            FROM ${flags} WHERE ${filtersWhere(filters)}
            GROUP BY ${flags.type}, ${flags.targetId} ${categoryHaving(filters)}`;
  const held =
    (filters.type === undefined || filters.type === 'held') && !filters.category
      ? sql`SELECT 'held' AS type, ${heldPosts.id} AS target_id, 0 AS report_count, ${heldPosts.createdAt} AS latest, '{}'::jsonb AS categories FROM ${heldPosts}`
      : null;
  if (reports && held) return sql`${reports} UNION ALL ${held}`;
  return reports ?? held ?? sql`SELECT NULL::text AS type, 0 AS target_id, 0 AS report_count, now() AS latest, '{}'::jsonb AS categories WHERE false`;
}

/** Each category's count among an item's open reports, as one JSON object (categories without reports left out). */
const categoryCounts = sql.raw(
  `jsonb_strip_nulls(jsonb_build_object(${FLAG_CATEGORIES.map(
    (c) => `'${c}', nullif(count(*) FILTER (WHERE category = '${c}'), 0)`,
  ).join(', ')}))`,
);

/** One page of open items, newest report first (one more row than asked: is there a next page). */
export async function openItems(filters: ReviewFilters, limit: number, offset: number): Promise<ItemRow[]> {
  const result = await getDb().execute<{ type: ReviewType; target_id: number; report_count: number; latest: string | Date; categories: ItemRow['categories'] }>(sql`
    SELECT * FROM (${itemsSql(filters)}) AS items
    ORDER BY latest DESC, type, target_id
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return result.rows.map((row) => ({
    type: row.type,
    targetId: Number(row.target_id),
    reportCount: Number(row.report_count),
    latest: new Date(row.latest),
    categories: row.categories,
  }));
}

/** How many items are open (matching the filters). */
export async function openItemCount(filters: ReviewFilters = {}): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${itemsSql(filters)}) AS items`);
  return Number(result.rows[0]?.n ?? 0);
}

export interface ReportRow {
  id: number;
  type: ReviewType;
  targetId: number;
  category: FlagCategory;
  reason: string;
  createdAt: Date;
  reporter: { uid: number; username: string; userslug: string; picture: string } | null;
}

/** The newest `perItem` open reports of each item, newest first. */
export async function reportsOf(allItems: { type: ReviewType; targetId: number }[], perItem: number): Promise<ReportRow[]> {
  const items = allItems.filter((i) => i.type !== 'held');
  if (items.length === 0) return [];
  const keys = sql.join(
    items.map((i) => sql`(${i.type}, ${i.targetId})`),
    sql`, `,
  );
  const ranked = getDb()
    .select({
      id: flags.id,
      type: flags.type,
      targetId: flags.targetId,
      category: flags.category,
      reason: flags.reason,
      createdAt: flags.createdAt,
      uid: flags.uid,
      rank: sql<number>`row_number() OVER (PARTITION BY ${flags.type}, ${flags.targetId} ORDER BY ${flags.createdAt} DESC, ${flags.id} DESC)`.as('rank'),
    })
    .from(flags)
    .where(sql`${open} AND (${flags.type}, ${flags.targetId}) IN (${keys})`)
    .as('ranked');
  const rows = await getDb()
    .select({
      id: ranked.id,
      type: ranked.type,
      targetId: ranked.targetId,
      category: ranked.category,
      reason: ranked.reason,
      createdAt: ranked.createdAt,
      reporter: memberNameColumns,
    })
    .from(ranked)
    .leftJoin(users, eq(users.uid, ranked.uid))
    .where(sql`${ranked.rank} <= ${perItem}`)
    .orderBy(sql`${ranked.createdAt} DESC`, sql`${ranked.id} DESC`);
  return rows.map(({ reporter, ...report }) => ({
    ...report,
    // flags' CHECKs hold both columns to the lists.
    type: report.type as ReviewType,
    category: report.category as FlagCategory,
    reporter: reporter ? { uid: reporter.uid, username: reporter.username, userslug: reporter.userslug, picture: reporter.picture } : null,
  }));
}

/** The reported posts (moderators see deleted ones too), with their topic's title, slug and lock. */
export async function postsOf(pids: number[]) {
  if (pids.length === 0) return [];
  return getDb()
    .select({
      pid: posts.pid,
      tid: posts.tid,
      uid: posts.uid,
      isMainPost: posts.isMainPost,
      contentHtml: posts.contentHtml,
      deleted: posts.deleted,
      createdAt: posts.createdAt,
      title: topics.title,
      slug: topics.slug,
      locked: topics.locked,
      topicDeleted: topics.deleted,
    })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(inArray(posts.pid, pids));
}

/** A reported event or project as the queue reads it. */
export interface PlaceRow {
  id: number;
  title: string;
  descriptionHtml: string;
  ownerUid: number | null;
  removed: boolean;
}

/** The reported events (deleted ones too, for moderators): title, description, creator. */
export async function eventsOf(ids: number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return [];
  return getDb()
    .select({
      id: events.id,
      title: events.title,
      descriptionHtml: events.descriptionHtml,
      ownerUid: events.creatorUid,
      removed: sql<boolean>`${events.eventStatus} <> 'published'`,
    })
    .from(events)
    .where(inArray(events.id, ids));
}

/** The reported projects (hidden ones too): name, description, who added it. */
export async function projectsOf(ids: number[]): Promise<Array<PlaceRow & { slug: string }>> {
  if (ids.length === 0) return [];
  return getDb()
    .select({
      id: projects.id,
      title: projects.name,
      slug: projects.slug,
      descriptionHtml: projects.descriptionHtml,
      ownerUid: projects.createdBy,
      removed: projects.hidden,
    })
    .from(projects)
    .where(inArray(projects.id, ids));
}

/** A reported chat message as the queue reads it, with its room. */
export interface ChatMessageRow {
  mid: number;
  roomId: number;
  roomName: string | null;
  roomKind: string;
  uid: number;
  html: string;
  deleted: boolean;
  createdAt: Date;
}

/** The reported chat messages (issue 36; deleted ones too, whatever the room: moderators read reported direct messages). */
export async function chatMessagesOf(mids: number[]): Promise<ChatMessageRow[]> {
  if (mids.length === 0) return [];
  return getDb()
    .select({
      mid: chatMessages.id,
      roomId: chatMessages.roomId,
      roomName: chatRooms.name,
      roomKind: chatRooms.kind,
      uid: chatMessages.uid,
      html: chatMessages.html,
      deleted: sql<boolean>`${chatMessages.deletedAt} IS NOT NULL`,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(inArray(chatMessages.id, mids));
}

/** Stores a report; null when the member has an open report of the target already. */
export async function insertFlag(values: { type: ReportType; targetId: number; uid: number; category: FlagCategory; reason: string }): Promise<number | null> {
  const [row] = await getDb()
    .insert(flags)
    .values(values)
    .onConflictDoNothing({ target: [flags.type, flags.targetId, flags.uid], where: sql`${flags.state} = 'open'` })
    .returning({ id: flags.id });
  return row?.id ?? null;
}

/** Whether an item has open reports. */
export async function hasOpenReports(type: ReviewType, targetId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.type, type), eq(flags.targetId, targetId), open))
    .limit(1);
  return row !== undefined;
}

/**
 * Closes an item's open reports (`rejected` when dismissed, else `resolved`) and logs the action,
 * together; the number closed (0 when another moderator closed them first: then nothing is logged).
 * `entry` is null when the action logged itself (a lock, a suspension).
 */
export async function closeReports(
  type: ReviewType,
  targetId: number,
  by: number,
  state: 'resolved' | 'rejected',
  entry: NewEntry | null,
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const closed = await tx
      .update(flags)
      .set({ state, handledBy: by, handledAt: new Date() })
      .where(and(eq(flags.type, type), eq(flags.targetId, targetId), open))
      .returning({ id: flags.id });
    if (closed.length > 0 && entry) await tx.insert(moderationLog).values(entry);
    return closed.length;
  });
}
