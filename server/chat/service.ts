import { CHAT_LIMITS, type ChatMemberSilence, type ChatMessage, type ChatMessagesPage, type ChatRoom, type ChatRoomsPage, type ChatSearchPage, type ChatTotal, type ChatUnread } from '@/lib/chat/types';
import type { ErrorKey } from '@/lib/errors/keys';
import { postingRefusal } from '@/lib/users/posting';
import { LIMITS, takeSlot } from '../auth/rateLimit';
import { fail } from '../http/errors';
import { assertNotSilenced } from '../moderation/service';
import { renderPostMarkdown } from '../notifications/mentions';
import { visibleProject } from '../projects/service';
import { assertNotBlocked } from '../users/follows';
import { usersByUids } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import { isLiveNow, isRegistrant } from '../events/permissions';
import { visibleEvent } from '../events/reads';
import { mayRead } from './access';
import { tellMentioned } from './mentions';
import { presentMessage, presentRoom } from './present';
import { announceEdited, announceMessage, announceRead, type ChatAudience } from './realtime';
import * as repo from './repository';

/**
 * Chat (issue 36; docs/features/chat.md): direct chats between members, one room per project
 * (its maintainers moderate it) and public rooms administrators open. A direct chat is seen only
 * by its members (anyone else is told `no-chat-room`, as for a room that does not exist); project
 * and public rooms are read by every signed-in member and joined by sending into them or asking to.
 * Sending follows the posting rule (a confirmed address, not suspended, not silenced), blocks keep
 * members apart in direct chats, and a minute's messages are limited (new members more).
 */

/** Rooms listed as open to join, busiest first. */
const OPEN_ROOMS_SHOWN = 20;

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}

/** Staff anywhere; a project's maintainers in its room; an event's hosts in its live chat. */
const canModerate = (viewer: Viewer | null, view: repo.RoomView): boolean =>
  viewer !== null && (viewer.isModerator || (view.room.kind === 'project' && view.maintains) || (view.room.kind === 'event' && view.hosts));

/**
 * An event's live chat as the viewer sees it: its event must be one they may see (else
 * `no-chat-room`); the event's rules say whether they host it and whether they may write.
 */
async function withEvent(viewer: Viewer | null, view: repo.RoomView): Promise<Readable> {
  const seen = await visibleEvent(view.room.eventId!, viewer).catch(() => null);
  if (!seen) throw fail('no-chat-room');
  return { ...view, hosts: seen.access.host, event: seen };
}

type EventSeen = Awaited<ReturnType<typeof visibleEvent>>;
/** A room the viewer may read; `event`: an event's live chat's event as the viewer sees it. */
type Readable = repo.RoomView & { event: EventSeen | null };

/**
 * The room as the viewer sees it, or `no-chat-room` (for a direct chat of others too: its
 * existence is not told). Visitors read only events' live chats; any other room asks them to sign in.
 */
async function readableRoom(viewer: Viewer | null, roomId: number): Promise<Readable> {
  const view = await repo.roomView(viewer?.uid ?? 0, roomId);
  if (view?.room.kind === 'event') return withEvent(viewer, view);
  if (!viewer) throw fail('not-logged-in');
  if (!view || !mayRead(viewer, view)) throw fail('no-chat-room');
  return { ...view, event: null };
}

/** Who hears a room's messages: an event's live chat everyone on its page; any other room its members. */
async function audienceOf(room: repo.RoomRow, memberUids?: number[]): Promise<ChatAudience> {
  if (room.kind === 'event') return { eventId: room.eventId! };
  return { uids: memberUids ?? (await repo.memberUids(room.id)) };
}

/**
 * Writing in an event's live chat: its hosts and the members with a seat (`not-registered`), while
 * the event is live (`event-chat-closed`); moderators too.
 */
function assertMayWriteEvent(viewer: Viewer, event: EventSeen): void {
  if (!viewer.isModerator && !isRegistrant(event.access)) throw fail('not-registered');
  if (!isLiveNow(event.row)) throw fail('event-chat-closed');
}

async function presentRooms(viewer: Viewer | null, views: repo.RoomView[]): Promise<ChatRoom[]> {
  const members = await repo.shownMembers(views.map((v) => v.room.id));
  return views.map((view) => presentRoom(view, members.get(view.room.id) ?? [], canModerate(viewer, view)));
}

async function presentOne(viewer: Viewer | null, roomId: number): Promise<ChatRoom> {
  const [room] = await presentRooms(viewer, [await readableRoom(viewer, roomId)]);
  return room!;
}

/**
 * The posting rule holds for chat (lib/users/posting.ts): an unconfirmed address is
 * `email-not-confirmed-chat`, a suspension or no group their posting keys; a silenced member
 * (issue 35) does not chat until the silence ends.
 */
async function assertMayChat(viewer: Viewer): Promise<void> {
  const refusal = postingRefusal(viewer);
  if (refusal === 'email-not-confirmed' || refusal === 'no-email-to-confirm') throw fail('email-not-confirmed-chat');
  if (refusal) throw fail(refusal);
  await assertNotSilenced(viewer);
}

/** GET /api/v3/chats: the member's rooms by latest activity, rooms open to join, their unread messages in all. */
export async function listRooms(viewerIn: Viewer | null): Promise<ChatRoomsPage> {
  const viewer = signedIn(viewerIn);
  const [joined, open, unread] = await Promise.all([
    repo.joinedRoomViews(viewer.uid, CHAT_LIMITS.roomsPerPage),
    repo.openRoomViews(viewer.uid, OPEN_ROOMS_SHOWN),
    repo.totalUnread(viewer.uid),
  ]);
  const readable = joined.filter((view) => mayRead(viewer, view));
  const rooms = await presentRooms(viewer, [...readable, ...open]);
  return { rooms: rooms.slice(0, readable.length), open: rooms.slice(readable.length), unread };
}

/** GET /api/v3/chats/unread: the member's unread messages in all their rooms (one summing statement). */
export async function unreadTotal(viewerIn: Viewer | null): Promise<ChatTotal> {
  return { unread: await repo.totalUnread(signedIn(viewerIn).uid) };
}

/**
 * POST /api/v3/chats: a direct chat of the member and `uids`. With one other member, the pair's
 * one chat (made once per pair; a member who had left it belongs again). Refused: oneself (`cant-chat-with-yourself`), a member who
 * does not exist (`no-user`), a block either way (`chat-user-blocked`), more than
 * `directMembersMax` members (`cant-add-users-to-chat-room`).
 */
export async function startDirect(viewerIn: Viewer | null, input: { uids: number[]; roomName?: string }): Promise<ChatRoom> {
  const viewer = signedIn(viewerIn);
  const others = [...new Set(input.uids)];
  if (others.includes(viewer.uid)) throw fail('cant-chat-with-yourself');
  if (others.length === 0) throw fail('no-users-selected');
  if (others.length + 1 > CHAT_LIMITS.directMembersMax) throw fail('cant-add-users-to-chat-room');
  await assertMayChat(viewer);
  if ((await usersByUids(others)).length !== others.length) throw fail('no-user');
  await assertNotBlocked(viewer.uid, others, 'chat-user-blocked');
  const room =
    others.length === 1
      ? await repo.directPairRoom(viewer.uid, others[0]!, input.roomName || null)
      : await repo.createRoom({ kind: 'direct', name: input.roomName || null, createdBy: viewer.uid }, [viewer.uid, ...others]);
  return presentOne(viewer, room.id);
}

/** POST /api/v3/chats/public: an administrator opens a public room (joining it). */
export async function openPublicRoom(viewerIn: Viewer | null, roomName: string): Promise<ChatRoom> {
  const viewer = signedIn(viewerIn);
  if (!viewer.isAdmin) throw fail('no-privileges');
  const room = await repo.createRoom({ kind: 'public', name: roomName, createdBy: viewer.uid }, [viewer.uid]);
  return presentOne(viewer, room.id);
}

/** GET /api/v3/chats/project/{projectId}: the project's room, created (named after it) on the first ask; `no-project` for one the member may not see. */
export async function projectRoom(viewerIn: Viewer | null, projectId: number): Promise<ChatRoom> {
  const viewer = signedIn(viewerIn);
  const project = await visibleProject(projectId, viewer);
  const room = (await repo.findProjectRoom(projectId)) ?? (await repo.ensureProjectRoom(projectId, project.name, viewer.uid));
  return presentOne(viewer, room.id);
}

/**
 * GET /api/v3/chats/event/{eventId}: an event's live chat with its newest messages, for whoever may
 * see the event (visitors too); the room is made, named after the event, on the first ask.
 */
export async function eventRoom(viewer: Viewer | null, eventId: number): Promise<ChatMessagesPage> {
  const { row } = await visibleEvent(eventId, viewer);
  const room = (await repo.findEventRoom(eventId)) ?? (await repo.ensureEventRoom(eventId, row.title));
  return history(viewer, room.id);
}

/** GET /api/v3/chats/{roomId}. */
export async function roomOf(viewerIn: Viewer | null, roomId: number): Promise<ChatRoom> {
  return presentOne(signedIn(viewerIn), roomId);
}

/** Messages with the messages they reply to. */
async function presentMessages(rows: repo.MessageWithAuthor[]): Promise<ChatMessage[]> {
  const replyIds = [...new Set(rows.map((r) => r.message.replyTo).filter((mid): mid is number => mid !== null))];
  const replies = new Map((await repo.messagesByIds(replyIds)).map((r) => [r.message.id, r]));
  return rows.map((row) => presentMessage(row, replies));
}

/**
 * GET /api/v3/chats/{roomId}/messages: `pageSize` messages before `before` (the newest without),
 * oldest first. Visitors read events' live chats only.
 */
export async function history(viewer: Viewer | null, roomId: number, before?: number): Promise<ChatMessagesPage> {
  const view = await readableRoom(viewer, roomId);
  const rows = await repo.messagesBefore(roomId, before, CHAT_LIMITS.pageSize + 1);
  const hasMore = rows.length > CHAT_LIMITS.pageSize;
  const messages = await presentMessages(rows.slice(0, CHAT_LIMITS.pageSize).reverse());
  const [room] = await presentRooms(viewer, [view]);
  return { room: room!, messages, hasMore };
}

/**
 * GET /api/v3/chats/{roomId}/messages/search: whoever may read the room finds its messages whose
 * Markdown holds `term` (any case; deleted messages never), `searchPageSize` at a time before
 * message `before` (the newest without), newest first.
 */
export async function search(viewerIn: Viewer | null, roomId: number, term: string, before?: number): Promise<ChatSearchPage> {
  await readableRoom(signedIn(viewerIn), roomId);
  const rows = await repo.searchMessages(roomId, term, before, CHAT_LIMITS.searchPageSize + 1);
  const messages = await presentMessages(rows.slice(0, CHAT_LIMITS.searchPageSize));
  return { messages, hasMore: rows.length > CHAT_LIMITS.searchPageSize };
}

/** A message of the room, or `invalid-mid`. */
async function messageOf(roomId: number, mid: number): Promise<repo.MessageRow> {
  const row = await repo.findMessage(roomId, mid);
  if (!row) throw fail('invalid-mid');
  return row;
}

async function presentRow(row: repo.MessageRow): Promise<ChatMessage> {
  const [withAuthor] = await repo.messagesByIds([row.id]);
  const [message] = await presentMessages([withAuthor!]);
  return message!;
}

/**
 * POST /api/v3/chats/{roomId}/messages. A member who sends into a project or public room they
 * have not joined joins it. In a direct chat a block between the sender and any member refuses.
 * Every member hears `event:chat.message` (one broadcast; their clients count it unread).
 */
export async function send(viewerIn: Viewer | null, roomId: number, input: { message: string; replyTo?: number }): Promise<ChatMessage> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  await assertMayChat(viewer);
  // Silenced in this room by whoever moderates it (issue 36): the member reads, does not send.
  if (view.silence) throw fail('chat-restricted');
  if (view.room.kind === 'direct') await assertNotBlocked(viewer.uid, await repo.memberUids(roomId), 'chat-user-blocked');
  if (view.event) assertMayWriteEvent(viewer, view.event);
  if (input.replyTo !== undefined) await messageOf(roomId, input.replyTo);
  await takeSlot(viewer.trustLevel === 0 ? LIMITS.chatMessagesPerNewMember : LIMITS.chatMessagesPerMember, String(viewer.uid));
  if (!view.joined) await repo.addMember(roomId, viewer.uid);
  const stored = await repo.insertMessage(
    { roomId, uid: viewer.uid, content: input.message, html: await renderPostMarkdown(input.message), replyTo: input.replyTo ?? null },
    view.room.kind !== 'event',
  );
  const message = await presentRow(stored.message);
  announceMessage(message, await audienceOf(view.room, stored.memberUids));
  tellMentioned({ room: view.room, sender: viewer.uid, content: input.message });
  return message;
}

/** Whether the time since the message was sent is past `seconds`. */
const pastWindow = (row: repo.MessageRow, seconds: number, now = Date.now()): boolean => now - row.createdAt.getTime() > seconds * 1000;

/** PUT /api/v3/chats/{roomId}/messages/{mid}: its author, within `editSeconds`. */
export async function edit(viewerIn: Viewer | null, roomId: number, mid: number, text: string): Promise<ChatMessage> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  const row = await messageOf(roomId, mid);
  if (row.deletedAt) throw fail('chat-deleted-already');
  if (row.uid !== viewer.uid) throw fail('cant-edit-chat-message');
  if (pastWindow(row, CHAT_LIMITS.editSeconds)) throw fail('chat-edit-duration-expired', CHAT_LIMITS.editSeconds);
  const updated = await repo.updateMessage(mid, text, await renderPostMarkdown(text));
  if (!updated) throw fail('chat-deleted-already');
  const message = await presentRow(updated);
  announceEdited(message, await audienceOf(view.room));
  return message;
}

/**
 * DELETE /api/v3/chats/{roomId}/messages/{mid}: its author within `deleteSeconds`; moderators and
 * administrators, and a project's maintainers in its room, any time. The message keeps its place
 * without its text; the answer is it as it is now.
 */
export async function remove(viewerIn: Viewer | null, roomId: number, mid: number): Promise<ChatMessage> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  const row = await messageOf(roomId, mid);
  if (row.deletedAt) throw fail('chat-deleted-already');
  if (!canModerate(viewer, view)) {
    if (row.uid !== viewer.uid) throw fail('cant-delete-chat-message');
    if (pastWindow(row, CHAT_LIMITS.deleteSeconds)) throw fail('chat-delete-duration-expired', CHAT_LIMITS.deleteSeconds);
  }
  return deleteMessage(row, viewer.uid);
}

/** Deletes the message (keeping its place) and tells the room's members; `chat-deleted-already` when it was meanwhile. */
async function deleteMessage(row: repo.MessageRow, by: number): Promise<ChatMessage> {
  const deleted = await repo.softDeleteMessage(row.id, by);
  if (!deleted) throw fail('chat-deleted-already');
  const message = await presentRow(deleted);
  const room = await repo.findRoom(row.roomId);
  if (room) announceEdited(message, await audienceOf(room));
  return message;
}

/**
 * PUT /api/v3/chats/{roomId}/read: read up to `mid` (the newest when left out). The member's other
 * tabs and devices hear the counts. Reading a room not joined changes nothing.
 */
export async function markRead(viewerIn: Viewer | null, roomId: number, mid?: number): Promise<ChatUnread> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  const newest = view.room.lastMessageId ?? 0;
  const counts = view.joined ? await repo.markRead(roomId, viewer.uid, mid === undefined ? null : Math.min(mid, newest)) : null;
  const unread: ChatUnread = counts
    ? { roomId, unread: counts.unread, total: counts.total }
    : { roomId, unread: 0, total: await repo.totalUnread(viewer.uid) };
  if (counts) announceRead(viewer.uid, unread);
  return unread;
}

/** PUT /api/v3/chats/{roomId}/members: join a project or public room (a direct chat's members are chosen by its starter). */
export async function join(viewerIn: Viewer | null, roomId: number): Promise<ChatRoom> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  if (view.room.kind === 'direct') throw fail('cant-add-users-to-chat-room');
  if (view.event) assertMayWriteEvent(viewer, view.event);
  await repo.addMember(roomId, viewer.uid);
  return presentOne(viewer, roomId);
}

/**
 * DELETE /api/v3/chats/{roomId}/members/{uid}: a member leaves any room of theirs; whoever moderates
 * a project or public room (canModerate) may remove others from it.
 */
export async function leave(viewerIn: Viewer | null, roomId: number, uid: number): Promise<Record<string, never>> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  // Leaving is the member's own business (a suspended member may); removing others is not.
  if (uid !== viewer.uid && viewer.suspension) throw fail('user-banned');
  // A silence in the room ends with the membership: the member does not leave it to come back unsilenced.
  if (uid === viewer.uid && view.silence) throw fail('chat-restricted');
  const refusal: ErrorKey | null = uid === viewer.uid || (view.room.kind !== 'direct' && canModerate(viewer, view)) ? null : 'cant-remove-users-from-chat-room';
  if (refusal) throw fail(refusal);
  if (!(await repo.removeMember(roomId, uid))) throw fail('not-in-room');
  return {};
}

/*
 * Moderating members and messages (issue 36; docs/features/chat.md): whoever moderates a project or
 * public room silences a member in it for a while or until lifted; members report messages to the
 * review queue (server/review/reports.ts), whose moderators delete them or silence their authors here.
 */

/** The end of a silence of `minutes` from now; null for until lifted. */
const silenceEnd = (minutes: number | null, now = Date.now()): Date | null => (minutes === null ? null : new Date(now + minutes * 60_000));

/**
 * Whether the viewer may silence `uid` in the room, or why not: only whoever moderates a project or
 * public room (`no-privileges`; never in a direct chat); moderators and administrators are not
 * silenced (`cant-mute-other-admins`), and a project's maintainers only by them (`no-privileges`).
 */
async function assertMaySilence(viewer: Viewer, view: repo.RoomView, uid: number): Promise<void> {
  if (view.room.kind === 'direct' || !canModerate(viewer, view)) throw fail('no-privileges');
  const target = await loadViewer(uid);
  if (!target) throw fail('no-user');
  if (target.isModerator) throw fail('cant-mute-other-admins');
  if (!viewer.isModerator && (await repo.roomView(uid, view.room.id))?.maintains) throw fail('no-privileges');
}

async function silenceIn(viewer: Viewer, view: repo.RoomView, uid: number, until: Date | null): Promise<ChatMemberSilence> {
  await assertMaySilence(viewer, view, uid);
  if (!(await repo.silenceMember(view.room.id, uid, until))) throw fail('not-in-room');
  return { roomId: view.room.id, uid, silence: { until: until ? until.getTime() : null } };
}

/**
 * PUT /api/v3/chats/{roomId}/members/{uid}/silence: silences a member of a project or public room
 * for `minutes` (null: until lifted), replacing a silence they had. They read the room; their
 * messages to it are `chat-restricted`, and they stay in it until it ends.
 */
export async function silenceMember(viewerIn: Viewer | null, roomId: number, uid: number, minutes: number | null): Promise<ChatMemberSilence> {
  const viewer = signedIn(viewerIn);
  return silenceIn(viewer, await readableRoom(viewer, roomId), uid, silenceEnd(minutes));
}

/** DELETE /api/v3/chats/{roomId}/members/{uid}/silence: lifts it (the same who may; nothing to lift is no error). */
export async function liftSilence(viewerIn: Viewer | null, roomId: number, uid: number): Promise<ChatMemberSilence> {
  const viewer = signedIn(viewerIn);
  const view = await readableRoom(viewer, roomId);
  await assertMaySilence(viewer, view, uid);
  if (!(await repo.liftSilence(roomId, uid))) throw fail('not-in-room');
  return { roomId, uid, silence: null };
}

/**
 * A message a member reports (POST /api/flag, type `chat`): one of a room they may read
 * (`invalid-mid` otherwise, as for none: a direct chat's messages are not told), not deleted
 * (`chat-deleted-already`), not their own (`no-privileges`).
 */
export async function assertReportable(viewer: Viewer, mid: number): Promise<void> {
  const row = await repo.findMessageById(mid);
  const view = row ? await repo.roomView(viewer.uid, row.roomId) : null;
  if (!row || !view || !mayRead(viewer, view)) throw fail('invalid-mid');
  if (row.deletedAt) throw fail('chat-deleted-already');
  if (row.uid === viewer.uid) throw fail('no-privileges');
}

/** The review queue deletes a reported message (moderators, whatever the room); one deleted already stays so. */
export async function deleteReported(moderator: Viewer, mid: number): Promise<void> {
  const row = await repo.findMessageById(mid);
  if (row && !row.deletedAt) await deleteMessage(row, moderator.uid);
}

/** The review queue silences a reported message's author in its room until `until` (unix ms; null: until lifted). */
export async function silenceReported(moderator: Viewer, mid: number, until: number | null): Promise<ChatMemberSilence> {
  const row = await repo.findMessageById(mid);
  const view = row ? await repo.roomView(moderator.uid, row.roomId) : null;
  if (!row || !view) throw fail('invalid-mid');
  return silenceIn(moderator, view, row.uid, until === null ? null : new Date(until));
}
