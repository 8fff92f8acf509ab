import { aliasedTable, and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { chatMessages, chatRoomMembers, chatRooms, projects, users } from '../db/schema';
import { maintainsSql } from '../projects/repository';

/**
 * Chat's data (issue 36; docs/features/chat.md): rooms, their members and messages. Counters
 * (`member_count`, each member's `unread`) change in single statements inside the transaction that
 * changes what they count. The rules are in ./service.ts.
 */

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
type RoomKind = 'direct' | 'project' | 'public' | 'event';

/** Unread messages counted when a member reads up to an older message (beyond: this many). */
const UNREAD_BOUND = 999;
/** Members shown with a project or public room (a direct chat shows all of its members). */
const ROOM_MEMBERS_SHOWN = 5;
const DIRECT_MEMBERS_SHOWN = 20;

/** A member as chat shows them. */
export type MemberBrief = {
  uid: number;
  username: string;
  userslug: string;
  picture: string;
};

const memberColumns = { uid: users.uid, username: users.username, userslug: users.userslug, picture: users.picture };

/** A room with what the reader is to it and what its list entry shows. */
export interface RoomView {
  room: RoomRow;
  joined: boolean;
  unread: number;
  /** The reader maintains the room's project. */
  maintains: boolean;
  /** The reader hosts the room's event (set by the service, which asks the events' rules). */
  hosts: boolean;
  /** The reader's silence in the room while it holds (issue 36): its end, null for until lifted; null when not silenced. */
  silence: { until: Date | null } | null;
  project: { id: number; name: string; slug: string; hidden: boolean } | null;
  lastMessage: { mid: number; author: string; html: string; deleted: boolean; createdAt: Date } | null;
}

const lastMessages = aliasedTable(chatMessages, 'last_message');
const lastAuthors = aliasedTable(users, 'last_author');
const readerMembers = aliasedTable(chatRoomMembers, 'reader_member');

/** A member's silence in the room holds: given, and not ended (no end: until lifted). */
const silenceHolds = (m: typeof chatRoomMembers) => sql`(${m.silencedAt} IS NOT NULL AND (${m.silencedUntil} IS NULL OR ${m.silencedUntil} > now()))`;

/** Rooms as the reader `uid` sees them, by a condition on the room (and the reader's membership). */
async function roomViews(uid: number, where: ReturnType<typeof and>, order: 'activity' | 'busiest' | 'none', limit?: number): Promise<RoomView[]> {
  const query = getDb()
    .select({
      room: chatRooms,
      joined: sql<boolean>`${readerMembers.uid} IS NOT NULL`,
      unread: sql<number>`coalesce(${readerMembers.unread}, 0)`.mapWith(Number),
      maintains: sql<boolean>`${chatRooms.projectId} IS NOT NULL AND ${maintainsSql(sql`${chatRooms.projectId}`, uid)}`,
      silenced: sql<boolean>`${silenceHolds(readerMembers)}`,
      silencedUntil: readerMembers.silencedUntil,
      projectId: projects.id,
      projectName: projects.name,
      projectSlug: projects.slug,
      projectHidden: projects.hidden,
      lastMid: lastMessages.id,
      lastHtml: lastMessages.html,
      lastDeleted: sql<boolean>`${lastMessages.deletedAt} IS NOT NULL`,
      lastAt: lastMessages.createdAt,
      lastAuthor: lastAuthors.username,
    })
    .from(chatRooms)
    .leftJoin(readerMembers, and(eq(readerMembers.roomId, chatRooms.id), eq(readerMembers.uid, uid)))
    .leftJoin(projects, eq(projects.id, chatRooms.projectId))
    .leftJoin(lastMessages, eq(lastMessages.id, chatRooms.lastMessageId))
    .leftJoin(lastAuthors, eq(lastAuthors.uid, lastMessages.uid))
    .where(where)
    .$dynamic();
  if (order === 'activity') query.orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id));
  if (order === 'busiest') query.orderBy(desc(chatRooms.memberCount), desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id));
  if (limit !== undefined) query.limit(limit);
  const rows = await query;
  return rows.map((r) => ({
    room: r.room,
    joined: Boolean(r.joined),
    unread: r.unread,
    maintains: Boolean(r.maintains),
    hosts: false,
    silence: r.silenced ? { until: r.silencedUntil } : null,
    project:
      r.projectId !== null && r.projectName !== null && r.projectSlug !== null
        ? { id: r.projectId, name: r.projectName, slug: r.projectSlug, hidden: Boolean(r.projectHidden) }
        : null,
    lastMessage:
      r.lastMid !== null && r.lastAt !== null
        ? { mid: r.lastMid, author: r.lastAuthor ?? '', html: r.lastHtml ?? '', deleted: Boolean(r.lastDeleted), createdAt: r.lastAt }
        : null,
  }));
}

/** The rooms `uid` belongs to, latest activity first (an event's live chat is on its page, not listed). */
export const joinedRoomViews = (uid: number, limit: number): Promise<RoomView[]> =>
  roomViews(uid, and(sql`${readerMembers.uid} IS NOT NULL`, ne(chatRooms.kind, 'event')), 'activity', limit);

/** Project and public rooms `uid` has not joined (of projects not hidden), busiest first. */
export const openRoomViews = (uid: number, limit: number): Promise<RoomView[]> =>
  roomViews(
    uid,
    and(isNull(readerMembers.uid), inArray(chatRooms.kind, ['project', 'public']), or(isNull(chatRooms.projectId), eq(projects.hidden, false))),
    'busiest',
    limit,
  );

/** One room as `uid` sees it, or null when there is none. */
export async function roomView(uid: number, roomId: number): Promise<RoomView | null> {
  const [view] = await roomViews(uid, and(eq(chatRooms.id, roomId)), 'none');
  return view ?? null;
}

/** The members shown with each room: all of a direct chat's (up to its maximum), the first few of a room's. */
export async function shownMembers(roomIds: number[]): Promise<Map<number, MemberBrief[]>> {
  const byRoom = new Map<number, MemberBrief[]>();
  if (roomIds.length === 0) return byRoom;
  const { rows } = await getDb().execute<MemberBrief & { roomId: number }>(sql`
    SELECT s.room_id AS "roomId", u.uid, u.username, u.userslug, u.picture
    FROM (
      SELECT m.room_id, m.uid, m.joined_at, r.kind,
             row_number() OVER (PARTITION BY m.room_id ORDER BY m.joined_at, m.uid) AS n
      FROM ${chatRoomMembers} m JOIN ${chatRooms} r ON r.id = m.room_id
      WHERE m.room_id IN (${sql.join(roomIds.map((id) => sql`${id}`), sql`, `)})
    ) s
    JOIN ${users} u ON u.uid = s.uid
    WHERE s.n <= CASE WHEN s.kind = 'direct' THEN ${DIRECT_MEMBERS_SHOWN}::int ELSE ${ROOM_MEMBERS_SHOWN}::int END
    ORDER BY s.room_id, s.n`);
  for (const { roomId, ...member } of rows) {
    const list = byRoom.get(roomId) ?? [];
    list.push({ uid: Number(member.uid), username: member.username, userslug: member.userslug, picture: member.picture });
    byRoom.set(roomId, list);
  }
  return byRoom;
}

/** Whether any room exists (the demo adds its rooms once). */
export async function hasAnyRoom(): Promise<boolean> {
  const [row] = await getDb().select({ id: chatRooms.id }).from(chatRooms).limit(1);
  return Boolean(row);
}

export async function findProjectRoom(projectId: number): Promise<RoomRow | null> {
  const [row] = await getDb().select().from(chatRooms).where(eq(chatRooms.projectId, projectId));
  return row ?? null;
}

/**
 * The one-to-one chat of two members (`a` starting it), created unless it exists (one per pair:
 * the pair's key is unique, so two members starting it at once get the same room); a member who
 * had left it belongs again, having read what was sent meanwhile.
 */
export async function directPairRoom(a: number, b: number, name: string | null): Promise<RoomRow> {
  const pairKey = a < b ? `${a}:${b}` : `${b}:${a}`;
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(chatRooms)
      .values({ kind: 'direct', name, createdBy: a, pairKey })
      .onConflictDoNothing({ target: chatRooms.pairKey })
      .returning();
    const room = created ?? (await tx.select().from(chatRooms).where(eq(chatRooms.pairKey, pairKey)))[0]!;
    const added = await tx
      .insert(chatRoomMembers)
      .values([a, b].map((uid) => ({ roomId: room.id, uid, lastReadMid: room.lastMessageId ?? 0 })))
      .onConflictDoNothing()
      .returning({ uid: chatRoomMembers.uid });
    if (added.length > 0) await tx.update(chatRooms).set({ memberCount: sql`${chatRooms.memberCount} + ${added.length}` }).where(eq(chatRooms.id, room.id));
    return room;
  });
}

/** Creates a room with its first members (the creator first). */
export async function createRoom(values: { kind: RoomKind; name: string | null; projectId?: number; createdBy: number }, memberUids: number[]): Promise<RoomRow> {
  const uids = [...new Set(memberUids)];
  return getDb().transaction(async (tx) => {
    const [room] = await tx
      .insert(chatRooms)
      .values({ kind: values.kind, name: values.name, projectId: values.projectId ?? null, createdBy: values.createdBy, memberCount: uids.length })
      .returning();
    if (uids.length > 0) await tx.insert(chatRoomMembers).values(uids.map((uid) => ({ roomId: room!.id, uid })));
    return room!;
  });
}

/** A project's room, created (named after the project, with no members) unless it exists; concurrent asks get the same room. */
/** A room by id. */
export async function findRoom(roomId: number): Promise<RoomRow | null> {
  const [row] = await getDb().select().from(chatRooms).where(eq(chatRooms.id, roomId));
  return row ?? null;
}

/** An event's live chat, or null before anyone asked for it. */
export async function findEventRoom(eventId: number): Promise<RoomRow | null> {
  const [row] = await getDb().select().from(chatRooms).where(eq(chatRooms.eventId, eventId));
  return row ?? null;
}

/** An event's live chat, made (named after the event, with no members) on the first ask; one per event even when two ask at once. */
export async function ensureEventRoom(eventId: number, name: string): Promise<RoomRow> {
  const [created] = await getDb()
    .insert(chatRooms)
    .values({ kind: 'event', name, eventId })
    .onConflictDoNothing({ target: chatRooms.eventId })
    .returning();
  return created ?? (await findEventRoom(eventId))!;
}

export async function ensureProjectRoom(projectId: number, name: string, createdBy: number): Promise<RoomRow> {
  const [created] = await getDb()
    .insert(chatRooms)
    .values({ kind: 'project', name, projectId, createdBy })
    .onConflictDoNothing({ target: chatRooms.projectId })
    .returning();
  return created ?? (await findProjectRoom(projectId))!;
}

export async function memberUids(roomId: number): Promise<number[]> {
  const rows = await getDb().select({ uid: chatRoomMembers.uid }).from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((r) => r.uid);
}

/** Adds a member (nothing when they belong already), who has read everything sent before; answers whether they were added. */
export async function addMember(roomId: number, uid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const added = await tx
      .insert(chatRoomMembers)
      .values({ roomId, uid, lastReadMid: sql`coalesce((SELECT last_message_id FROM ${chatRooms} WHERE id = ${roomId}), 0)` })
      .onConflictDoNothing()
      .returning({ uid: chatRoomMembers.uid });
    if (added.length > 0) await tx.update(chatRooms).set({ memberCount: sql`${chatRooms.memberCount} + 1` }).where(eq(chatRooms.id, roomId));
    return added.length > 0;
  });
}

/**
 * Silences a member in the room from now until `until` (null: until lifted), replacing a silence
 * they had; answers whether they are a member.
 */
export async function silenceMember(roomId: number, uid: number, until: Date | null): Promise<boolean> {
  const rows = await getDb()
    .update(chatRoomMembers)
    .set({ silencedAt: sql`now()`, silencedUntil: until })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.uid, uid)))
    .returning({ uid: chatRoomMembers.uid });
  return rows.length > 0;
}

/** Lifts a member's silence in the room (nothing when they had none); answers whether they are a member. */
export async function liftSilence(roomId: number, uid: number): Promise<boolean> {
  const rows = await getDb()
    .update(chatRoomMembers)
    .set({ silencedAt: null, silencedUntil: null })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.uid, uid)))
    .returning({ uid: chatRoomMembers.uid });
  return rows.length > 0;
}

/** Removes a member; answers whether they belonged. */
export async function removeMember(roomId: number, uid: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.uid, uid)))
      .returning({ uid: chatRoomMembers.uid });
    if (removed.length > 0) await tx.update(chatRooms).set({ memberCount: sql`greatest(${chatRooms.memberCount} - 1, 0)` }).where(eq(chatRooms.id, roomId));
    return removed.length > 0;
  });
}

/** A message with its author. */
export interface MessageWithAuthor {
  message: MessageRow;
  author: MemberBrief;
}

const messageWithAuthor = { message: chatMessages, author: memberColumns };

/** The room's messages before `before` (the newest without), newest first, at most `limit`. */
export async function messagesBefore(roomId: number, before: number | undefined, limit: number): Promise<MessageWithAuthor[]> {
  return getDb()
    .select(messageWithAuthor)
    .from(chatMessages)
    .innerJoin(users, eq(users.uid, chatMessages.uid))
    .where(and(eq(chatMessages.roomId, roomId), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** A term as a `LIKE` pattern matching it anywhere (its `%`, `_` and `\\` taken literally). */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The room's messages (not deleted) whose Markdown holds `term`, whatever its case, before
 * `before` (else the newest), newest first, at most `limit`. Served by the trigram index on the
 * content of messages not deleted (drizzle/0045_chat_search.sql), so a room with years of
 * messages is not read through.
 */
export async function searchMessages(roomId: number, term: string, before: number | undefined, limit: number): Promise<MessageWithAuthor[]> {
  return getDb()
    .select(messageWithAuthor)
    .from(chatMessages)
    .innerJoin(users, eq(users.uid, chatMessages.uid))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.content} ILIKE ${containing(term)}`,
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Messages by id with their authors. */
export async function messagesByIds(mids: number[]): Promise<MessageWithAuthor[]> {
  if (mids.length === 0) return [];
  return getDb().select(messageWithAuthor).from(chatMessages).innerJoin(users, eq(users.uid, chatMessages.uid)).where(inArray(chatMessages.id, mids));
}

/** A message of any room (a report names it alone). */
export async function findMessageById(mid: number): Promise<MessageRow | null> {
  const [row] = await getDb().select().from(chatMessages).where(eq(chatMessages.id, mid));
  return row ?? null;
}

export async function findMessage(roomId: number, mid: number): Promise<MessageRow | null> {
  const [row] = await getDb()
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, mid), eq(chatMessages.roomId, roomId)));
  return row ?? null;
}

/** A member's unread messages in one room and in all their rooms. */
export interface UnreadCounts {
  uid: number;
  unread: number;
  total: number;
}

/** A message stored, and every member of its room (the author and those it is unread for). */
export interface StoredMessage {
  message: MessageRow;
  memberUids: number[];
}

/**
 * Stores a message and makes it the room's latest, counts it unread for every other member (unless
 * `countUnread` is false: an event's live chat counts nothing) and read for its author, in one
 * statement: the rows it changes are locked only while it runs, so messages into a busy room are
 * not queued behind a transaction waiting on the app between statements (bench/RESULTS.md "Chat
 * under load"; PostgreSQL runs every part of a WITH that changes rows, read or not). Answers
 * the message and every member of its room (the author first).
 */
export async function insertMessage(
  values: { roomId: number; uid: number; content: string; html: string; replyTo: number | null },
  countUnread = true,
): Promise<StoredMessage> {
  const { rows } = await getDb().execute<{ id: number; created_at: string; others: number[] }>(sql`
    WITH message AS (
      INSERT INTO chat_messages (room_id, uid, content, html, reply_to)
      VALUES (${values.roomId}, ${values.uid}, ${values.content}, ${values.html}, ${values.replyTo})
      RETURNING id, room_id, uid, created_at
    ), latest AS (
      UPDATE chat_rooms SET last_message_id = message.id, last_message_at = message.created_at
      FROM message WHERE chat_rooms.id = message.room_id
      RETURNING chat_rooms.id
    ), others AS (
      UPDATE chat_room_members SET unread = chat_room_members.unread + CASE WHEN ${countUnread} THEN 1 ELSE 0 END
      FROM message WHERE chat_room_members.room_id = message.room_id AND chat_room_members.uid <> message.uid
      RETURNING chat_room_members.uid
    ), author AS (
      UPDATE chat_room_members SET last_read_mid = message.id, unread = 0
      FROM message WHERE chat_room_members.room_id = message.room_id AND chat_room_members.uid = message.uid
      RETURNING chat_room_members.uid
    )
    SELECT message.id, message.created_at, ARRAY(SELECT uid FROM others) AS others FROM message`);
  const row = rows[0]!;
  const message: MessageRow = {
    id: row.id,
    roomId: values.roomId,
    uid: values.uid,
    content: values.content,
    html: values.html,
    replyTo: values.replyTo,
    createdAt: new Date(row.created_at),
    editedAt: null,
    deletedAt: null,
    deletedBy: null,
  };
  return { message, memberUids: [values.uid, ...row.others.map(Number)] };
}

/** A member's unread messages in all their rooms. */
export async function totalUnread(uid: number): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`coalesce(sum(${chatRoomMembers.unread}), 0)`.mapWith(Number) })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.uid, uid));
  return row?.total ?? 0;
}

/**
 * The member has read up to `mid` (never back from what they had read; the newest when null), in
 * one statement: the messages of others after it are unread (at most UNREAD_BOUND), none when it
 * is the newest. Answers the room's count and theirs in all rooms, or null when not a member.
 */
export async function markRead(roomId: number, uid: number, mid: number | null): Promise<UnreadCounts | null> {
  const target = mid === null ? sql`coalesce((SELECT last_message_id FROM ${chatRooms} WHERE id = ${roomId}), 0)` : sql`${mid}`;
  const { rows } = await getDb().execute<{ unread: number; total: number }>(sql`
    WITH updated AS (
      UPDATE ${chatRoomMembers} m
      SET last_read_mid = greatest(m.last_read_mid, ${target}),
          unread = (
            SELECT count(*) FROM (
              SELECT 1 FROM ${chatMessages} c
              WHERE c.room_id = m.room_id AND c.id > greatest(m.last_read_mid, ${target}) AND c.uid <> m.uid
              LIMIT ${UNREAD_BOUND}
            ) later
          )
      WHERE m.room_id = ${roomId} AND m.uid = ${uid}
      RETURNING m.unread
    )
    SELECT updated.unread::int AS unread,
           (updated.unread + coalesce((SELECT sum(o.unread) FROM ${chatRoomMembers} o WHERE o.uid = ${uid} AND o.room_id <> ${roomId}), 0))::int AS total
    FROM updated`);
  const row = rows[0];
  return row ? { uid, unread: Number(row.unread), total: Number(row.total) } : null;
}

/** A new text for a message (not deleted); answers the row, or null when it was deleted meanwhile. */
export async function updateMessage(mid: number, content: string, html: string): Promise<MessageRow | null> {
  const [row] = await getDb()
    .update(chatMessages)
    .set({ content, html, editedAt: new Date() })
    .where(and(eq(chatMessages.id, mid), isNull(chatMessages.deletedAt)))
    .returning();
  return row ?? null;
}

/** Deletes a message, keeping its place; answers the row, or null when it was deleted already. */
export async function softDeleteMessage(mid: number, by: number): Promise<MessageRow | null> {
  const [row] = await getDb()
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy: by })
    .where(and(eq(chatMessages.id, mid), isNull(chatMessages.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Deletes up to `limit` messages of project and public rooms sent before `before` (direct chats
 * keep theirs), oldest first; answers how many. Read marks and unread counts need no change: a
 * mark beyond what is left still counts only what comes after it.
 */
export async function deleteRoomMessagesBefore(before: Date, limit: number): Promise<number> {
  const deleted = await getDb().execute(sql`
    DELETE FROM ${chatMessages} WHERE id IN (
      SELECT m.id FROM ${chatMessages} m JOIN ${chatRooms} r ON r.id = m.room_id
      WHERE r.kind <> 'direct' AND m.created_at < ${before}
      ORDER BY m.id LIMIT ${limit}
    )`);
  return deleted.rowCount ?? 0;
}
