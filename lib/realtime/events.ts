import type { NewPostEvent } from '@/lib/discussions/types';

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
  'event:new_notification': (payload: Record<string, unknown>) => void;
  'event:notifications.updateCount': (count: number) => void;
}

/** Events browsers send; the last argument is the acknowledgement callback. */
export interface ClientToServerEvents {
  'notifications.get': (payload: Record<string, unknown> | null, ack: (answer: unknown) => void) => void;
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
};

/** Every server event name (the browser listens to all of them). */
export const SERVER_EVENTS: ServerEventName[] = Object.values(SERVER_EVENT_NAMES);

/** The room of one member's sockets. */
export const userRoom = (uid: number) => `uid_${uid}`;
