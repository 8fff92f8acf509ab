import type { Server } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@/lib/realtime/events';
import { markSeen } from './service';

/**
 * `notifications.seen` (issue 37): a member's tab that showed `event:new_notification` while
 * visible says so with the notifications' ids; they are marked seen (the acknowledgement, when asked, answers how many) and not pushed to the
 * member's devices (./delivery.ts drops them after the grace period). Visitors are ignored.
 */

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export function attachPushSeen(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('notifications.seen', (payload, ack) => {
      const answer = (seen: number) => {
        if (typeof ack === 'function') ack({ seen });
      };
      const { uid } = socket.data;
      const ids: unknown = payload && typeof payload === 'object' ? (payload as { ids?: unknown }).ids : null;
      if (!(uid > 0) || !Array.isArray(ids)) {
        answer(0);
        return;
      }
      markSeen(
        uid,
        ids.filter((id): id is number => typeof id === 'number'),
      )
        .then(answer)
        .catch((err: unknown) => {
          console.error('[push] seen failed', err);
          answer(0);
        });
    });
  });
}
