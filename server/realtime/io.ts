import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@/lib/realtime/events';
import { csrfMatches, sessionFromCookieHeader } from '../auth/sessions';
import { databaseMode, getPool } from '../db';

/**
 * socket.io on the app's own port. The handshake is authenticated with the session cookie and
 * must present that session's csrf_token (auth.csrf_token); members join the room `uid_{uid}`.
 * Broadcasts go through the PostgreSQL adapter (LISTEN/NOTIFY on the app's own database), so
 * several app instances sharing one database reach every connected browser.
 */

/** Table for payloads too large for NOTIFY (created by the migrations). */
const ATTACHMENTS_TABLE = 'socket_io_attachments';

/** The socket.io server typed by the event contract (lib/realtime/events.ts). */
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

import { MODERATORS_ROOM, userRoom } from '@/lib/realtime/events';
import { loadViewer } from '../users/viewer';

export { userRoom };

/** Moderators and administrators also hear the review queue (server/review/realtime.ts). */
async function joinStaffRooms(socket: { join: (room: string) => unknown }, uid: number): Promise<void> {
  try {
    const viewer = await loadViewer(uid);
    if (viewer?.isModerator || viewer?.isAdmin) await socket.join(MODERATORS_ROOM);
  } catch (err) {
    console.error('[realtime] staff rooms', err);
  }
}

const IO_KEY = Symbol.for('community.io');
type GlobalWithIo = typeof globalThis & { [IO_KEY]?: RealtimeServer };
const holder: GlobalWithIo = globalThis;

export function attachRealtime(httpServer: HttpServer): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, { path: '/socket.io', serveClient: false });
  // Several instances share broadcasts through PostgreSQL; the in-process database of dev:mock
  // (one instance, no LISTEN/NOTIFY across connections) keeps socket.io's in-memory adapter.
  if (databaseMode() !== 'inprocess') {
    io.adapter(
      createAdapter(getPool(), {
        tableName: ATTACHMENTS_TABLE,
        errorHandler: (err) => console.error('[realtime] adapter error', err.message),
      }),
    );
  }
  io.use(async (socket, next) => {
    try {
      const session = await sessionFromCookieHeader(socket.handshake.headers.cookie);
      const presented: unknown = socket.handshake.auth?.csrf_token;
      if (session && !csrfMatches(session, typeof presented === 'string' ? presented : undefined)) {
        next(new Error('[[error:csrf-invalid]]'));
        return;
      }
      socket.data.uid = session?.uid ?? -1;
      next();
    } catch (err) {
      next(err instanceof Error ? err : new Error(String(err)));
    }
  });
  io.on('connection', (socket) => {
    const { uid } = socket.data;
    if (uid > 0) {
      void socket.join(userRoom(uid));
      void joinStaffRooms(socket, uid);
    }
  });
  holder[IO_KEY] = io;
  return io;
}

/** The running socket.io server, when this process hosts one (not in API tests). */
export function getIo(): RealtimeServer | null {
  return holder[IO_KEY] ?? null;
}

/**
 * Closes every client's connection on shutdown. Not `disconnectSockets`: a disconnect sent by the
 * server tells socket.io's client to stay away, while a closed connection makes it reconnect, which
 * behind a load balancer reaches a living instance (issue 39).
 */
export async function closeRealtime(): Promise<void> {
  const io = holder[IO_KEY];
  if (!io) return;
  delete holder[IO_KEY];
  await new Promise<void>((resolve) => io.close(() => resolve()));
}
