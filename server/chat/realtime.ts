import type { Server } from 'socket.io';
import type { ChatMessage, ChatUnread } from '@/lib/chat/types';
import { eventRoom, userRoom, type ClientToServerEvents, type InterServerEvents, type ServerToClientEvents, type SocketData } from '@/lib/realtime/events';
import { getIo } from '../realtime/io';
import { usersByUids } from '../users/repository';
import { memberUids } from './repository';

/**
 * Chat live (issue 36; docs/features/chat.md). Every event goes to the members' own rooms
 * (`uid_{uid}`, joined at the handshake), so a member hears it on every tab and device, after the
 * change was committed: `event:chat.message` and `event:chat.edited` to all members of the room in
 * one broadcast each (one NOTIFY through the PostgreSQL adapter, whatever the room's size), and
 * `event:chat.unread` with the exact counts to a member who read a room. A message's unread count
 * is not sent per recipient: each member's client counts the message it hears
 * (store/chat/unread.ts), so a message to 500 members costs one emit, not 500. `chat.typing` from a member's socket is
 * passed on to the room's other members at most once every TYPING_EVERY_MS per member and room.
 * Without a socket.io server (tests, tools) nothing is sent.
 */

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A member's typing is passed on at most this often per room. */
const TYPING_EVERY_MS = 3000;

/**
 * Who hears a room's messages: its members (their own socket rooms: every tab and device), or for
 * an event's live chat everyone on the event's page (the socket room `event_{id}` its page joins,
 * visitors too, server/events/realtime.ts).
 */
export type ChatAudience = { uids: number[] } | { eventId: number };

const socketRooms = (audience: ChatAudience): string[] => ('eventId' in audience ? [eventRoom(audience.eventId)] : audience.uids.map(userRoom));

/** A message sent: the room's audience hears it (members: the author among them, for their other tabs). */
export function announceMessage(message: ChatMessage, audience: ChatAudience): void {
  const rooms = socketRooms(audience);
  if (rooms.length > 0) getIo()?.to(rooms).emit('event:chat.message', { message, counts: !('eventId' in audience) });
}

/** A message edited or deleted: the room's audience hears it as it is now. */
export function announceEdited(message: ChatMessage, audience: ChatAudience): void {
  const rooms = socketRooms(audience);
  if (rooms.length > 0) getIo()?.to(rooms).emit('event:chat.edited', { message });
}

/** The member read a room: their other tabs and devices hear the counts. */
export function announceRead(uid: number, unread: ChatUnread): void {
  getIo()?.to(userRoom(uid)).emit('event:chat.unread', unread);
}

/** When each member's typing in each room was last passed on (`{roomId}:{uid}` → ms). */
const lastTyping = new Map<string, number>();

/** Forgets typing older than the throttle, so the map stays small. */
function forgetOldTyping(now: number): void {
  if (lastTyping.size < 1000) return;
  for (const [key, at] of lastTyping) if (now - at >= TYPING_EVERY_MS) lastTyping.delete(key);
}

/** Passes a member's typing on to the room's other members (members only, throttled). */
async function passOnTyping(io: RealtimeServer, uid: number, roomId: number, now = Date.now()): Promise<void> {
  const key = `${roomId}:${uid}`;
  const last = lastTyping.get(key);
  if (last !== undefined && now - last < TYPING_EVERY_MS) return;
  forgetOldTyping(now);
  lastTyping.set(key, now);
  const uids = await memberUids(roomId);
  if (!uids.includes(uid)) return;
  const others = uids.filter((other) => other !== uid);
  if (others.length === 0) return;
  const [member] = await usersByUids([uid]);
  if (!member) return;
  io.to(others.map(userRoom)).emit('event:chat.typing', { roomId, uid, username: member.username });
}

/** Serves `chat.typing` on every socket of this server. */
export function attachChat(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('chat.typing', (payload) => {
      const { uid } = socket.data;
      const roomId = payload && typeof payload === 'object' ? Number(payload.roomId) : NaN;
      if (!(uid > 0) || !Number.isSafeInteger(roomId) || roomId <= 0 || roomId > 2_147_483_647) return;
      passOnTyping(io, uid, roomId).catch((err: unknown) => console.error('[chat] typing', err));
    });
  });
}
