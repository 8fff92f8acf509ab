import type { Server } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@/lib/realtime/events';
import { listQuery } from '@/lib/notifications/schemas';
import { listNotifications } from './service';

/**
 * `notifications.get` (R7.6): a socket asking it is answered, through its acknowledgement, its
 * member's list as `GET /api/notifications` answers it (the payload may name `filter` and `page`
 * as that call's query does; anything else is the first page of all), `{error}` for a visitor.
 * Pushes are ./push.ts.
 */

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Serves `notifications.get` on every socket of this server. */
export function attachNotifications(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('notifications.get', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const { uid } = socket.data;
      if (!(uid > 0)) {
        ack({ error: '[[error:not-logged-in]]' });
        return;
      }
      const parsed = listQuery.safeParse(payload && typeof payload === 'object' ? payload : {});
      listNotifications(uid, parsed.success ? parsed.data : { filter: 'all', page: 1 })
        .then((list) => ack(list))
        .catch(() => ack({ error: '[[error:internal-error]]' }));
    });
  });
}
