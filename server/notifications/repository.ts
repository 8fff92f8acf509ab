import { sql, type SQL } from 'drizzle-orm';
import { localeOr, type Locale } from '@/lib/i18n/locales';
import type { DigestFrequency, NotificationFilter, NotificationMode, NotificationObjectType, NotificationType } from '@/lib/notifications/types';
import { getDb } from '../db';
import { noticeWanted } from './filters';
import { fullnameShownSql } from '../users/fullnameSql';
import { localMemberSql } from '../users/localMemberSql';

/**
 * The notifications' data (the only code of server/notifications that talks to the database):
 * the grouped write, the member's list and counts, preferences, mutes, blocks, digests and the
 * outbox. Lists of ids are passed as `IN (…)` lists, never empty.
 */

type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());

async function rows<T extends Row = Row>(query: SQL): Promise<T[]> {
  return (await getDb().execute(query)).rows as T[];
}

/* Writing ------------------------------------------------------------------------------------ */

export interface NoticeWrite {
  type: NotificationType;
  recipients: number[];
  /** The member who caused it; null for the site's own notices (reminders, badges). */
  actor: number | null;
  /** The grouping key, unique per member. */
  nid: string;
  mergeId?: string | null;
  object: { type: NotificationObjectType; id: number; title: string };
  path: string;
  /** The topic it is about, for members who muted it. */
  tid?: number | null;
  at?: Date;
}

/** A notification row that was created or bumped. */
export interface Touched {
  id: number;
  uid: number;
}

/**
 * Writes one notice for every wanted recipient (./filters.ts) in one transaction: a new row per
 * member who has none under `nid`; with an actor, the actor joins the group (once: the actors'
 * primary key), and a row the actor newly joined is bumped (datetime now, unread, count + 1, the
 * latest path). Answers the rows created or bumped; a repeat by the same actor answers nothing.
 */
export async function writeNotice(n: NoticeWrite): Promise<Touched[]> {
  const uids = [...new Set(n.recipients.filter((u) => Number.isInteger(u) && u > 0))];
  if (uids.length === 0) return [];
  const at = n.at ?? new Date();
  const wanted = noticeWanted(sql`u.uid`, n.type, n.actor, n.tid ?? null);
  return getDb().transaction(async (tx) => {
    const created = (
      await tx.execute<{ id: string; uid: number }>(sql`
        INSERT INTO notifications (uid, nid, type, merge_id, object_type, object_id, body_short, path, datetime)
        SELECT u.uid, ${n.nid}::text, ${n.type}::text, ${n.mergeId ?? null}::text, ${n.object.type}::text,
               ${n.object.id}::integer, ${n.object.title}::text, ${n.path}::text, ${at}::timestamptz
        FROM users u WHERE u.uid IN ${uids} AND ${wanted}
        ON CONFLICT (uid, nid) DO NOTHING
        RETURNING id, uid`)
    ).rows.map((r) => ({ id: num(r.id), uid: num(r.uid) }));
    if (n.actor === null) return created;
    const joined = (
      await tx.execute<{ id: string; uid: number }>(sql`
        INSERT INTO notification_actors (notification_id, uid, at)
        SELECT n.id, ${n.actor}::integer, ${at}::timestamptz
        FROM notifications n JOIN users u ON u.uid = n.uid
        WHERE n.nid = ${n.nid}::text AND n.uid IN ${uids} AND ${wanted}
        ON CONFLICT DO NOTHING
        RETURNING notification_id AS id, (SELECT uid FROM notifications WHERE id = notification_id) AS uid`)
    ).rows.map((r) => ({ id: num(r.id), uid: num(r.uid) }));
    const fresh = new Set(created.map((c) => c.id));
    const bumped = joined.filter((j) => !fresh.has(j.id)).map((j) => j.id);
    if (bumped.length > 0) {
      await tx.execute(sql`
        UPDATE notifications SET datetime = ${at}::timestamptz, read = false, count = count + 1,
          path = ${n.path}::text, body_short = ${n.object.title}::text
        WHERE id IN ${bumped}`);
    }
    return joined;
  });
}

/** What withdrawing changed: rows still standing with fewer actors, rows gone. */
export interface Withdrawn {
  changed: Touched[];
  removed: Touched[];
}

/**
 * Takes an actor out of every row under `nid` (an upvote or an acceptance withdrawn), in one
 * transaction: a row left with no actor is deleted; another loses one from its count and goes
 * back to its latest remaining actor's datetime. Rows the actor was not in are untouched.
 */
export async function withdrawActor(nid: string, actor: number): Promise<Withdrawn> {
  return getDb().transaction(async (tx) => {
    const left = (
      await tx.execute<{ id: string; uid: number }>(sql`
        DELETE FROM notification_actors a USING notifications n
        WHERE a.notification_id = n.id AND n.nid = ${nid}::text AND a.uid = ${actor}::integer
        RETURNING n.id, n.uid`)
    ).rows.map((r) => ({ id: num(r.id), uid: num(r.uid) }));
    if (left.length === 0) return { changed: [], removed: [] };
    const ids = left.map((t) => t.id);
    const removed = (
      await tx.execute<{ id: string; uid: number }>(sql`
        DELETE FROM notifications n WHERE n.id IN ${ids}
          AND NOT EXISTS (SELECT 1 FROM notification_actors a WHERE a.notification_id = n.id)
        RETURNING n.id, n.uid`)
    ).rows.map((r) => ({ id: num(r.id), uid: num(r.uid) }));
    const gone = new Set(removed.map((r) => r.id));
    const changed = left.filter((t) => !gone.has(t.id));
    if (changed.length > 0) {
      await tx.execute(sql`
        UPDATE notifications n SET count = greatest(n.count - 1, 1),
          datetime = coalesce((SELECT max(a.at) FROM notification_actors a WHERE a.notification_id = n.id), n.datetime)
        WHERE n.id IN ${changed.map((t) => t.id)}`);
    }
    return { changed, removed };
  });
}

/** Deletes every row under `nid` (an accepted answer no longer accepted); answers the rows gone. */
export async function deleteByNid(nid: string): Promise<Touched[]> {
  const found = await rows<{ id: string; uid: number }>(sql`DELETE FROM notifications WHERE nid = ${nid}::text RETURNING id, uid`);
  return found.map((r) => ({ id: num(r.id), uid: num(r.uid) }));
}

/* Reading ------------------------------------------------------------------------------------ */

export interface NotificationRow {
  id: number;
  uid: number;
  nid: string;
  type: string;
  objectType: string | null;
  objectId: number | null;
  bodyShort: string;
  path: string;
  read: boolean;
  datetime: number;
  count: number;
}

const ROW_COLUMNS = sql`id, uid, nid, type, object_type, object_id, body_short, path, read, datetime, count`;

function toRow(r: Row): NotificationRow {
  return {
    id: num(r.id),
    uid: num(r.uid),
    nid: String(r.nid),
    type: String(r.type),
    objectType: r.object_type === null ? null : String(r.object_type),
    objectId: r.object_id === null ? null : num(r.object_id),
    bodyShort: String(r.body_short ?? ''),
    path: String(r.path ?? ''),
    read: r.read === true,
    datetime: ms(r.datetime),
    count: num(r.count ?? 1),
  };
}

/** One page of a member's notifications, newest first by datetime (then id). */
export async function listRows(uid: number, filter: NotificationFilter, limit: number, offset: number): Promise<NotificationRow[]> {
  const readFilter = filter === 'unread' ? sql`AND NOT read` : filter === 'read' ? sql`AND read` : sql``;
  const found = await rows(sql`
    SELECT ${ROW_COLUMNS} FROM notifications WHERE uid = ${uid} ${readFilter}
    ORDER BY datetime DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
  return found.map(toRow);
}

export async function rowsByIds(ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return (await rows(sql`SELECT ${ROW_COLUMNS} FROM notifications WHERE id IN ${ids}`)).map(toRow);
}

export interface ActorRow {
  notificationId: number;
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  showFullname: boolean;
  /** Distinct actors of the notification. */
  total: number;
}

/** The latest `perNotification` actors of each notification, with each notification's actor count. */
export async function actorsOf(ids: number[], perNotification: number): Promise<ActorRow[]> {
  if (ids.length === 0) return [];
  const found = await rows(sql`
    SELECT * FROM (
      SELECT a.notification_id, u.uid, u.username, u.userslug, u.fullname, u.picture,
             ${fullnameShownSql(sql`u.settings`)} AS show_fullname,
             row_number() OVER (PARTITION BY a.notification_id ORDER BY a.at DESC, a.uid) AS rn,
             count(*) OVER (PARTITION BY a.notification_id) AS total
      FROM notification_actors a JOIN users u ON u.uid = a.uid
      WHERE a.notification_id IN ${ids}
    ) ranked WHERE rn <= ${perNotification}
    ORDER BY notification_id, rn`);
  return found.map((r) => ({
    notificationId: num(r.notification_id),
    uid: num(r.uid),
    username: String(r.username),
    userslug: String(r.userslug),
    fullname: String(r.fullname ?? ''),
    picture: String(r.picture ?? ''),
    showFullname: r.show_fullname === true,
    total: num(r.total),
  }));
}

/** Unread counts of each member: the counted type's and all. */
export async function unreadCounts(uids: number[], countedType: string): Promise<Map<number, { count: number; total: number }>> {
  const out = new Map<number, { count: number; total: number }>(uids.map((u) => [u, { count: 0, total: 0 }]));
  if (uids.length === 0) return out;
  const found = await rows(sql`
    SELECT uid, count(*) FILTER (WHERE type = ${countedType}::text) AS counted, count(*) AS total
    FROM notifications WHERE uid IN ${uids} AND NOT read GROUP BY uid`);
  for (const r of found) out.set(num(r.uid), { count: num(r.counted), total: num(r.total) });
  return out;
}

/** Marks one of the member's notifications read (or unread); false when the member has no such row. */
export async function setRead(uid: number, id: number, read: boolean): Promise<boolean> {
  const found = await rows(sql`UPDATE notifications SET read = ${read} WHERE id = ${id} AND uid = ${uid} RETURNING id`);
  return found.length > 0;
}

/** Marks all of a member's notifications read; answers how many were unread. */
export async function setAllRead(uid: number): Promise<number> {
  const found = await rows(sql`UPDATE notifications SET read = true WHERE uid = ${uid} AND NOT read RETURNING id`);
  return found.length;
}

/* Preferences, mutes, blocks ------------------------------------------------------------------ */

export async function preferenceRows(uid: number): Promise<Array<{ type: string; mode: string }>> {
  return rows<{ type: string; mode: string }>(sql`SELECT type, mode FROM notification_preferences WHERE uid = ${uid}`);
}

export async function savePreferences(uid: number, types: Array<[NotificationType, NotificationMode]>): Promise<void> {
  if (types.length === 0) return;
  const values = sql.join(
    types.map(([type, mode]) => sql`(${uid}::integer, ${type}::text, ${mode}::text)`),
    sql`, `,
  );
  await getDb().execute(sql`
    INSERT INTO notification_preferences (uid, type, mode) VALUES ${values}
    ON CONFLICT (uid, type) DO UPDATE SET mode = excluded.mode`);
}

export async function digestOf(uid: number): Promise<{ frequency: DigestFrequency; lastSentAt: number | null }> {
  const [row] = await rows(sql`SELECT frequency, last_sent_at FROM notification_digests WHERE uid = ${uid}`);
  if (!row) return { frequency: 'off', lastSentAt: null };
  return { frequency: String(row.frequency) as DigestFrequency, lastSentAt: row.last_sent_at ? ms(row.last_sent_at) : null };
}

/**
 * Sets a member's digest. Opting in (from off) starts the period now, so the first digest holds
 * what arrives from then on, a period later.
 */
export async function saveDigest(uid: number, frequency: DigestFrequency, now: Date = new Date()): Promise<void> {
  await getDb().execute(sql`
    INSERT INTO notification_digests (uid, frequency, last_sent_at, updated_at) VALUES (${uid}, ${frequency}::text, ${now}::timestamptz, ${now}::timestamptz)
    ON CONFLICT (uid) DO UPDATE SET frequency = excluded.frequency, updated_at = excluded.updated_at,
      last_sent_at = CASE WHEN notification_digests.frequency = 'off' THEN excluded.last_sent_at ELSE notification_digests.last_sent_at END`);
}

export async function topicExists(tid: number): Promise<boolean> {
  return (await rows(sql`SELECT 1 FROM topics WHERE tid = ${tid}`)).length > 0;
}

/** The member's muted topics, latest muted first, with their titles and slugs (a deleted topic's title is not told). */
export async function mutedTopics(uid: number, limit: number): Promise<Array<{ tid: number; title: string; slug: string; deleted: boolean }>> {
  const found = await rows(sql`
    SELECT m.tid, t.title, t.slug, t.deleted FROM topic_mutes m JOIN topics t ON t.tid = m.tid
    WHERE m.uid = ${uid} ORDER BY m.created_at DESC, m.tid LIMIT ${limit}`);
  return found.map((r) => ({ tid: num(r.tid), title: String(r.title ?? ''), slug: String(r.slug ?? r.tid), deleted: r.deleted === true }));
}

/** The member's older settings switches that are turned off (users.settings `false`), among `names`. */
export async function switchesOff(uid: number, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [r] = await rows(sql`SELECT settings FROM users WHERE uid = ${uid}`);
  const settings = (r?.settings ?? {}) as Record<string, unknown>;
  return new Set(names.filter((n) => settings[n] === false || settings[n] === 'false'));
}

export async function countMutes(uid: number): Promise<number> {
  const [row] = await rows(sql`SELECT count(*) AS n FROM topic_mutes WHERE uid = ${uid}`);
  return num(row?.n ?? 0);
}

/** Mutes a topic (and stops following it); false when it was muted already. */
export async function insertMute(uid: number, tid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const made = await tx.execute(sql`INSERT INTO topic_mutes (uid, tid) VALUES (${uid}, ${tid}) ON CONFLICT DO NOTHING RETURNING tid`);
    await tx.execute(sql`DELETE FROM topic_follows WHERE uid = ${uid} AND tid = ${tid}`);
    return made.rows.length > 0;
  });
}

export async function deleteMute(uid: number, tid: number): Promise<boolean> {
  return (await rows(sql`DELETE FROM topic_mutes WHERE uid = ${uid} AND tid = ${tid} RETURNING tid`)).length > 0;
}

export async function insertBlock(uid: number, blockedUid: number): Promise<boolean> {
  return (await rows(sql`INSERT INTO user_blocks (uid, blocked_uid) VALUES (${uid}, ${blockedUid}) ON CONFLICT DO NOTHING RETURNING uid`)).length > 0;
}

export async function deleteBlock(uid: number, blockedUid: number): Promise<boolean> {
  return (await rows(sql`DELETE FROM user_blocks WHERE uid = ${uid} AND blocked_uid = ${blockedUid} RETURNING uid`)).length > 0;
}

export interface MemberRow {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
  showFullname: boolean;
}

const memberOf = (r: Row): MemberRow => ({
  uid: num(r.uid),
  username: String(r.username),
  userslug: String(r.userslug),
  fullname: String(r.fullname ?? ''),
  picture: String(r.picture ?? ''),
  showFullname: r.show_fullname === true,
});

const MEMBER_COLUMNS = sql`u.uid, u.username, u.userslug, u.fullname, u.picture, ${fullnameShownSql(sql`u.settings`)} AS show_fullname`;

export async function blockedMembers(uid: number): Promise<MemberRow[]> {
  const found = await rows(sql`
    SELECT ${MEMBER_COLUMNS} FROM user_blocks b JOIN users u ON u.uid = b.blocked_uid
    WHERE b.uid = ${uid} ORDER BY b.created_at DESC, u.uid`);
  return found.map(memberOf);
}

/** A member with their groups (blocking refuses administrators and moderators). */
export async function memberWithGroups(uid: number): Promise<{ uid: number; groups: string[] } | null> {
  const [row] = await rows(sql`
    SELECT u.uid, coalesce(array_agg(gm.group_name) FILTER (WHERE gm.group_name IS NOT NULL), '{}') AS groups
    FROM users u LEFT JOIN group_members gm ON gm.uid = u.uid WHERE u.uid = ${uid} GROUP BY u.uid`);
  return row ? { uid: num(row.uid), groups: (row.groups as string[]) ?? [] } : null;
}

/* What the triggers need ----------------------------------------------------------------------- */

export interface PostContext {
  pid: number;
  uid: number | null;
  tid: number;
  toPid: number | null;
  qid: number | null;
  isMainPost: boolean;
  deleted: boolean;
  topicTitle: string;
  topicSlug: string;
  topicUid: number | null;
  topicDraft: boolean;
  topicDeleted: boolean;
  /** The author of the post it replies to. */
  toPidUid: number | null;
  /** The author of the question whose thread it is in. */
  qidUid: number | null;
  /** The post's Markdown. */
  content: string;
}

export async function postContext(pid: number): Promise<PostContext | null> {
  const [r] = await rows(sql`
    SELECT p.pid, p.uid, p.tid, p.to_pid, p.qid, p.is_main_post, p.deleted, p.content,
           t.title, t.slug, t.uid AS topic_uid, t.draft, t.deleted AS topic_deleted,
           tp.uid AS to_pid_uid, qp.uid AS qid_uid
    FROM posts p JOIN topics t ON t.tid = p.tid
    LEFT JOIN posts tp ON tp.pid = p.to_pid
    LEFT JOIN posts qp ON qp.pid = p.qid
    WHERE p.pid = ${pid}`);
  if (!r) return null;
  const maybe = (v: unknown) => (v === null || v === undefined ? null : num(v));
  return {
    pid: num(r.pid),
    uid: maybe(r.uid),
    tid: num(r.tid),
    toPid: maybe(r.to_pid),
    qid: maybe(r.qid),
    isMainPost: r.is_main_post === true,
    deleted: r.deleted === true,
    topicTitle: String(r.title ?? ''),
    topicSlug: String(r.slug ?? r.tid),
    topicUid: maybe(r.topic_uid),
    topicDraft: r.draft === true,
    topicDeleted: r.topic_deleted === true,
    toPidUid: maybe(r.to_pid_uid),
    qidUid: maybe(r.qid_uid),
    content: String(r.content ?? ''),
  };
}

/** A member's slug and shown name (full name when shown, else username); null when unknown. */
export async function memberName(uid: number): Promise<{ userslug: string; name: string } | null> {
  const [r] = await rows(sql`
    SELECT userslug, CASE WHEN ${fullnameShownSql(sql`settings`)} AND fullname <> '' THEN fullname ELSE username END AS name
    FROM users WHERE uid = ${uid}`);
  return r ? { userslug: String(r.userslug), name: String(r.name) } : null;
}

export async function topicFollowerIds(tid: number): Promise<number[]> {
  return (await rows(sql`SELECT uid FROM topic_follows WHERE tid = ${tid}`)).map((r) => num(r.uid));
}

/** Members whose userslug is one of `slugs` (lower case). */
export async function membersBySlug(slugs: string[]): Promise<Array<{ uid: number; userslug: string }>> {
  if (slugs.length === 0) return [];
  const found = await rows(sql`SELECT uid, userslug FROM users WHERE lower(userslug) IN ${slugs}`);
  return found.map((r) => ({ uid: num(r.uid), userslug: String(r.userslug) }));
}

export async function eventTitle(id: number): Promise<string | null> {
  const [r] = await rows(sql`SELECT title FROM events WHERE id = ${id}`);
  return r ? String(r.title) : null;
}

/** Followers of visible projects among `projectIds`. */
export async function projectFollowerIds(projectIds: number[]): Promise<number[]> {
  if (projectIds.length === 0) return [];
  const found = await rows(sql`
    SELECT DISTINCT f.uid FROM project_followers f JOIN projects p ON p.id = f.project_id
    WHERE f.project_id IN ${projectIds} AND NOT p.hidden`);
  return found.map((r) => num(r.uid));
}

/* Digests and the outbox ------------------------------------------------------------------------ */

export interface DueDigest {
  uid: number;
  email: string;
  username: string;
  userslug: string;
  frequency: Exclude<DigestFrequency, 'off'>;
  since: number;
  /** The member's language setting ('auto' or none: English, the bare addresses' language). */
  locale: Locale;
}

/** Members whose digest period has passed (at most `limit`, the longest waiting first). */
export async function dueDigests(now: Date, limit: number): Promise<DueDigest[]> {
  const found = await rows(sql`
    SELECT d.uid, d.frequency, date_trunc('milliseconds', d.last_sent_at) AS last_sent_at, u.email, u.username, u.userslug, u.settings->>'language' AS language
    FROM notification_digests d JOIN users u ON u.uid = d.uid
    WHERE d.frequency <> 'off' AND u.email <> '' AND ${localMemberSql(sql`u.remote`)}
      AND (d.last_sent_at IS NULL OR d.last_sent_at <= ${now}::timestamptz - (CASE d.frequency WHEN 'weekly' THEN 7 ELSE 1 END) * interval '1 day')
    ORDER BY d.last_sent_at NULLS FIRST LIMIT ${limit}`);
  return found.map((r) => ({
    uid: num(r.uid),
    email: String(r.email),
    username: String(r.username),
    userslug: String(r.userslug),
    frequency: String(r.frequency) === 'weekly' ? 'weekly' : 'daily',
    since: r.last_sent_at ? ms(r.last_sent_at) : 0,
    locale: localeOr(r.language),
  }));
}

/** Unread notifications newer than `since` of the types the member wants in the digest (mode `email`). */
export async function digestRows(uid: number, since: number, limit: number, defaultMode: NotificationMode): Promise<NotificationRow[]> {
  const found = await rows(sql`
    SELECT ${ROW_COLUMNS} FROM notifications n
    WHERE n.uid = ${uid} AND NOT n.read AND n.datetime > to_timestamp(${since / 1000})
      AND coalesce((SELECT mode FROM notification_preferences p WHERE p.uid = n.uid AND p.type = n.type), ${defaultMode}::text) = 'email'
    ORDER BY n.datetime DESC, n.id DESC LIMIT ${limit}`);
  return found.map(toRow);
}

/** Starts the member's next period at `at`; false when another instance took this digest first. */
export async function claimDigest(uid: number, previous: number, at: Date): Promise<boolean> {
  const claimed = await rows(sql`
    UPDATE notification_digests SET last_sent_at = ${at}::timestamptz
    WHERE uid = ${uid} AND frequency <> 'off'
      AND date_trunc('milliseconds', last_sent_at) IS NOT DISTINCT FROM ${previous === 0 ? null : new Date(previous)}::timestamptz
    RETURNING uid`);
  return claimed.length > 0;
}

export interface OutboxWrite {
  uid: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function insertOutbox(mail: OutboxWrite): Promise<number> {
  const [row] = await rows(sql`
    INSERT INTO email_outbox (uid, "to", subject, text, html, headers)
    VALUES (${mail.uid}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(mail.headers)}::jsonb)
    RETURNING id`);
  return num(row!.id);
}

export async function markOutbox(id: number, outcome: { sent: true } | { error: string }): Promise<void> {
  if ('sent' in outcome) await getDb().execute(sql`UPDATE email_outbox SET sent_at = now(), error = NULL WHERE id = ${id}`);
  else await getDb().execute(sql`UPDATE email_outbox SET error = ${outcome.error.slice(0, 500)} WHERE id = ${id}`);
}

export async function outboxPage(limit: number, offset: number): Promise<Row[]> {
  return rows(sql`
    SELECT id, "to", subject, text, html, headers, created_at, sent_at, error
    FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
}

/* Purging old rows (./purge.ts) ----------------------------------------------------------------- */


/** Deletes at most `limit` notifications, read or unread, whose datetime is before `before`; answers how many. */
export async function deleteNotificationsBefore(read: boolean, before: Date, limit: number): Promise<number> {
  const gone = await rows(sql`
    DELETE FROM notifications WHERE id IN (
      SELECT id FROM notifications WHERE read = ${read} AND datetime < ${before}::timestamptz LIMIT ${limit})
    RETURNING id`);
  return gone.length;
}

/** Deletes at most `limit` outbox rows written before `before`; answers how many. */
export async function deleteOutboxBefore(before: Date, limit: number): Promise<number> {
  const gone = await rows(sql`
    DELETE FROM email_outbox WHERE id IN (SELECT id FROM email_outbox WHERE created_at < ${before}::timestamptz LIMIT ${limit})
    RETURNING id`);
  return gone.length;
}

/* The demo's sources (server/demo/notifications.ts) ---------------------------------------------- */

export interface DemoSource {
  kind: 'reply' | 'vote' | 'accepted' | 'followed' | 'project-topic' | 'project-event' | 'reminder' | 'seat' | 'cancelled' | 'badge' | 'invitee';
  actor: number | null;
  /** The post, topic, event, badge row or member it is about. */
  id: number;
  /** The grouping post or topic (replies: the post replied to). */
  groupId: number;
  title: string;
  /** Topic slug, event start (seconds) or the badge id / member slug. */
  extra: string;
  at: number;
}

/** What really happened around a member, newest first, a few of each kind: the demo tells them of it. */
export async function demoSources(uid: number): Promise<DemoSource[]> {
  const found = await rows(sql`
    (SELECT 'reply' AS kind, r.uid AS actor, r.pid AS id, r.to_pid AS group_id, t.title, t.slug AS extra, r.created_at AS at
     FROM posts r JOIN posts p ON p.pid = r.to_pid JOIN topics t ON t.tid = r.tid
     WHERE p.uid = ${uid} AND r.uid <> ${uid} AND NOT r.deleted AND NOT t.deleted AND NOT t.draft
     ORDER BY r.created_at DESC LIMIT 8)
    UNION ALL
    (SELECT 'vote', v.uid, p.pid, p.pid, t.title, t.slug, v.created_at
     FROM votes v JOIN posts p ON p.pid = v.pid JOIN topics t ON t.tid = p.tid
     WHERE p.uid = ${uid} AND v.uid <> ${uid} AND NOT p.deleted AND NOT t.deleted AND NOT t.draft
     ORDER BY v.created_at DESC LIMIT 10)
    UNION ALL
    (SELECT 'accepted', q.uid, p.pid, p.pid, t.title, t.slug, p.created_at + interval '2 hours'
     FROM posts p JOIN posts q ON q.aid = p.pid JOIN topics t ON t.tid = p.tid
     WHERE p.uid = ${uid} AND q.uid <> ${uid} AND NOT t.deleted AND NOT t.draft
     ORDER BY p.created_at DESC LIMIT 3)
    UNION ALL
    (SELECT 'followed', r.uid, r.pid, t.tid, t.title, t.slug, r.created_at
     FROM topic_follows f JOIN topics t ON t.tid = f.tid JOIN posts r ON r.tid = t.tid
     WHERE f.uid = ${uid} AND r.uid <> ${uid} AND NOT r.is_main_post AND NOT r.deleted AND NOT t.deleted AND NOT t.draft
       AND NOT EXISTS (SELECT 1 FROM posts mine WHERE mine.pid = r.to_pid AND mine.uid = ${uid})
     ORDER BY r.created_at DESC LIMIT 4)
    UNION ALL
    (SELECT 'project-topic', t.uid, t.tid, t.tid, t.title, t.slug, t.created_at
     FROM project_followers f JOIN topic_projects tp ON tp.project_id = f.project_id JOIN topics t ON t.tid = tp.tid
     WHERE f.uid = ${uid} AND t.uid <> ${uid} AND NOT t.deleted AND NOT t.draft
     ORDER BY t.created_at DESC LIMIT 3)
    UNION ALL
    (SELECT 'project-event', o.uid, e.id, e.id, e.title, '', coalesce(e.published_at, e.created_at)
     FROM project_followers f JOIN events e ON f.project_id = ANY(e.projects) JOIN event_organizers o ON o.event_id = e.id AND o.role = 'host'
     WHERE f.uid = ${uid} AND o.uid <> ${uid} AND e.event_status = 'published'
     ORDER BY e.starts_at DESC LIMIT 2)
    UNION ALL
    (SELECT 'reminder', NULL, e.id, e.id, e.title, floor(extract(epoch FROM e.starts_at))::bigint::text, e.starts_at - interval '1 hour'
     FROM event_registrations r JOIN events e ON e.id = r.event_id
     WHERE r.uid = ${uid} AND e.event_status = 'published' AND e.lifecycle <> 'cancelled' AND e.starts_at <= now() + interval '1 hour'
     ORDER BY e.starts_at DESC LIMIT 2)
    UNION ALL
    (SELECT 'seat', NULL, e.id, e.id, e.title, '', r.created_at + interval '1 hour'
     FROM event_registrations r JOIN events e ON e.id = r.event_id
     WHERE r.uid = ${uid} AND r.status = 'participant' AND e.no_of_seats > 0 AND e.event_status = 'published'
     ORDER BY e.starts_at DESC LIMIT 1)
    UNION ALL
    (SELECT 'cancelled', NULL, e.id, e.id, e.title, '', coalesce(e.updated_at, e.created_at)
     FROM event_registrations r JOIN events e ON e.id = r.event_id
     WHERE r.uid = ${uid} AND e.lifecycle = 'cancelled'
     ORDER BY e.starts_at DESC LIMIT 1)
    UNION ALL
    (SELECT 'badge', NULL, b.id, b.id, b.badge, b.badge, b.awarded_at FROM user_badges b WHERE b.uid = ${uid} ORDER BY b.awarded_at DESC LIMIT 4)
    UNION ALL
    (SELECT 'invitee', u.uid, u.uid, u.uid, u.username, u.userslug, u.joined_at FROM users u WHERE u.invited_by = ${uid} ORDER BY u.joined_at DESC LIMIT 3)`);
  return found.map((r) => ({
    kind: String(r.kind) as DemoSource['kind'],
    actor: r.actor === null ? null : num(r.actor),
    id: num(r.id),
    groupId: num(r.group_id),
    title: String(r.title ?? ''),
    extra: String(r.extra ?? ''),
    at: ms(r.at),
  }));
}

/** The demo's read ones: a member's notifications older than `before`. */
export async function markReadBefore(uids: number[], before: Date): Promise<void> {
  if (uids.length === 0) return;
  await getDb().execute(sql`UPDATE notifications SET read = true WHERE uid IN ${uids} AND datetime < ${before}::timestamptz`);
}

/** The newest visible topic by none of `uids` (where the demo's mentions are written). */
export async function latestTopicNotBy(uids: number[]): Promise<number | null> {
  const [r] = await rows(sql`
    SELECT tid FROM topics WHERE uid NOT IN ${uids} AND NOT deleted AND NOT draft AND NOT locked AND main_pid IS NOT NULL
    ORDER BY created_at DESC LIMIT 1`);
  return r ? num(r.tid) : null;
}

/** The demo's invite (its credits say amara invited noah): records who invited a member who has no inviter yet. */
export async function recordInviter(inviteeUsername: string, inviterUid: number): Promise<void> {
  await getDb().execute(sql`UPDATE users SET invited_by = ${inviterUid} WHERE lower(username) = lower(${inviteeUsername}) AND invited_by IS NULL AND uid <> ${inviterUid}`);
}
