import type { Server } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@/lib/realtime/events';
import { listNotifications } from './service';

/**
 * `notifications.get` (R7.6): a socket asking it is answered, through its acknowledgement, the
 * first page of its member's list (`{error}` for a visitor). Pushes are ./push.ts.
 */

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Serves `notifications.get` on every socket of this server. */
export function attachNotifications(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('notifications.get', (_payload, ack) => {
      if (typeof ack !== 'function') return;
      const { uid } = socket.data;
      if (!(uid > 0)) {
        ack({ error: '[[error:not-logged-in]]' });
        return;
      }
      listNotifications(uid, { filter: 'all', page: 1 })
        .then((list) => ack(list))
        .catch(() => ack({ error: '[[error:internal-error]]' }));
    });
  });
}
