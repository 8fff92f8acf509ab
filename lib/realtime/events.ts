import type { ChatEditedEvent, ChatMessageEvent, ChatTypingEvent, ChatUnread } from '@/lib/chat/types';
import type { NewPostEvent } from '@/lib/discussions/types';
import type { EventQaUpdate } from '@/lib/events/qa';
import type { EventLifecycle, StreamDescriptor } from '@/lib/events/types';
import type { NotificationData, NotificationsGetAnswer } from '@/lib/notifications/types';
import type { ReviewChange } from '@/lib/review/types';

/** `event:registrations`: an event's seat counts after a registration or cancellation committed. */
interface EventRegistrationsUpdate {
  id: number;
  seats_taken: number;
  /** null when seats are unlimited. */
  seats_left: number | null;
  waitlist_count: number;
}

/** `event:lifecycle`: an event went live, ended or was cancelled. */
interface EventLifecycleUpdate {
  id: number;
  event_lifecycle: EventLifecycle;
  /** What the live room now plays (issue 36; null when it is not live or has no stream). */
  stream: StreamDescriptor | null;
}

/** What `event:join` / `event:leave` name: the event whose page is open. */
interface EventRoomRequest {
  id: number;
}

/**
 * The socket.io contract (R7.6): the events each side sends and their payloads. It types both the
 * server (`new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>` in
 * server/realtime/io.ts) and the browser's socket (store/realtime/connection.ts), so an event
 * renamed or a payload changed on one side fails to compile on the other.
 */

/** Events the server sends to browsers. */
export interface ServerToClientEvents {
  /** A new non-draft topic or reply, as a visitor sees it (after its transaction commits). */
  'event:new_post': (payload: NewPostEvent) => void;
  /** To the member's own sockets, on every instance: a notification created, or grouped and bumped. */
  'event:new_notification': (payload: NotificationData) => void;
  /** To the member's own sockets: the unread count of the counted type (`new-reply`, spec section 9). */
  'event:notifications.updateCount': (count: number) => void;
  /** To viewers of the event's page (room `event_{id}`, joined with `event:join`). */
  'event:registrations': (payload: EventRegistrationsUpdate) => void;
  /** To viewers of the event's page. */
  'event:lifecycle': (payload: EventLifecycleUpdate) => void;
  /** To viewers of the event's page (issue 36): a question of its live Q&A queue asked, voted on or handled. */
  'event:qa': (payload: EventQaUpdate) => void;
  /** To moderators and administrators (room `moderators`): a review queue item came or went, and the open count (issue 35). */
  'event:review': (payload: ReviewChange) => void;
  /** To every member of the room's sockets, or an event room's page (issue 36): a chat message sent. */
  'event:chat.message': (payload: ChatMessageEvent) => void;
  /** To the same: a chat message edited or deleted (the message as it is now). */
  'event:chat.edited': (payload: ChatEditedEvent) => void;
  /** To the member's own sockets: a room's and their total unread messages after they read (on another tab or device too). */
  'event:chat.unread': (payload: ChatUnread) => void;
  /** To the room's other members' sockets: someone is typing (at most once every few seconds per member and room). */
  'event:chat.typing': (payload: ChatTypingEvent) => void;
}

/** Events browsers send; the last argument is the acknowledgement callback. */
export interface ClientToServerEvents {
  /** The member's notifications as `GET /api/notifications` answers them (payload `{filter?, page?}`, else the first page of all); `{error}` for a visitor. */
  'notifications.get': (payload: Record<string, unknown> | null, ack: (answer: NotificationsGetAnswer) => void) => void;
  /** Follow an event's page (its counts and lifecycle); the answer says whether it was joined. */
  'event:join': (payload: EventRoomRequest, ack?: (answer: { joined: boolean }) => void) => void;
  'event:leave': (payload: EventRoomRequest, ack?: (answer: { left: boolean }) => void) => void;
  /** The member is typing in a chat room they belong to (issue 36); the server passes it on, throttled. */
  'chat.typing': (payload: { roomId: number }) => void;
  /** The member's visible tab showed these notifications (issue 37): they are not pushed to the member's devices. */
  'notifications.seen': (payload: { ids: number[] }, ack?: (answer: { seen: number }) => void) => void;
}

/** Events between app instances (none: broadcasts go through the PostgreSQL adapter). */
export type InterServerEvents = Record<never, never>;

/** What the server keeps per socket after the handshake: the member's uid (-1 for visitors). */
export interface SocketData {
  uid: number;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ClientEventName = keyof ClientToServerEvents;

/** The payload of a server event. */
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
/** The payload of a client event (without the acknowledgement). */
export type ClientEventPayload<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];

const SERVER_EVENT_NAMES: { [E in ServerEventName]: E } = {
  'event:new_post': 'event:new_post',
  'event:new_notification': 'event:new_notification',
  'event:notifications.updateCount': 'event:notifications.updateCount',
  'event:registrations': 'event:registrations',
  'event:lifecycle': 'event:lifecycle',
  'event:qa': 'event:qa',
  'event:review': 'event:review',
  'event:chat.message': 'event:chat.message',
  'event:chat.edited': 'event:chat.edited',
  'event:chat.unread': 'event:chat.unread',
  'event:chat.typing': 'event:chat.typing',
};

/** Every server event name (the browser listens to all of them). */
export const SERVER_EVENTS: ServerEventName[] = Object.values(SERVER_EVENT_NAMES);

/**
 * Every socket event as the API description tells it (docs/openapi.json `x-socket-events`, written
 * by server/http/openapi.ts): who hears a server event and what it carries; what a client event
 * asks and answers. Typed over both maps, so a new event cannot be left out.
 */
export const SOCKET_EVENT_DOCS: { server: { [E in ServerEventName]: string }; client: { [E in ClientEventName]: string } } = {
  server: {
    'event:new_post': 'To every socket: a new non-draft topic or reply as a visitor sees it, {posts: [post]}, after its transaction committed.',
    'event:new_notification': "To the member's own sockets on every instance: a notification created, or grouped and bumped (the notification as GET /api/notifications answers it).",
    'event:notifications.updateCount': "To the member's own sockets: the unread count of the counted type (new-reply), a number.",
    'event:registrations': "To the sockets showing an event's page (room event_{id}, joined with event:join): its seat counts after a registration or cancellation.",
    'event:lifecycle': "To the same: the event went live, ended or was cancelled, {id, event_lifecycle, stream}.",
    'event:qa': "To the same (issue 36): a question of its live Q&A queue asked, voted on or handled, {event_id, question} as everyone sees it (a dismissed one without its words).",
    'event:review': 'To moderators and administrators (room moderators): a review queue item came or went, and the open count.',
    'event:chat.message':
      "To every member's sockets of a chat room, or an event room's page (issue 36): {message, counts}, counts false in an event's live chat (no one's unread count moves).",
    'event:chat.edited': 'To the same: a chat message edited or deleted, {message} as it is now.',
    'event:chat.unread': "To the member's own sockets: {roomId, unread, total} after they read a room (their other tabs and devices).",
    'event:chat.typing': "To a chat room's other members' sockets: {roomId, uid, username}, at most once every 3 s per member and room.",
  },
  client: {
    'notifications.get': "{filter?, page?}: answers the member's notifications as GET /api/notifications does; {error} for a visitor.",
    'event:join': "{id}: follow an event's page (its counts, lifecycle, Q&A and live chat) if the socket's member or visitor may see it; answers {joined}.",
    'event:leave': '{id}: stop following an event\'s page; answers {left}.',
    'chat.typing': '{roomId}: the member is typing in a chat room they belong to; passed on to its other members, throttled.',
    'notifications.seen': "{ids}: notifications the member's tab showed while visible (event:new_notification); marked seen, so no Web Push goes to the member's devices for them (issue 37); answers {seen} (how many were the member's).",
  },
};

/** The room of one member's sockets. */
export const userRoom = (uid: number) => `uid_${uid}`;

/** The room of moderators' and administrators' sockets (the review queue's changes). */
export const MODERATORS_ROOM = 'moderators';

/** The room of the sockets showing one event's page. */
export const eventRoom = (id: number) => `event_${id}`;
