import { z } from 'zod';
import { seatsLeft } from '@/lib/events/rules';
import { streamOf } from '@/lib/events/stream';
import type { EventLifecycle, StreamDescriptor } from '@/lib/events/types';
import { eventRoom, type ClientToServerEvents, type InterServerEvents, type ServerToClientEvents, type SocketData } from '@/lib/realtime/events';
import type { Server } from 'socket.io';
import { getIo } from '../realtime/io';
import { loadViewer } from '../users/viewer';
import { registrationCounts } from './engagementRepository';
import { statusOf } from './present';
import { findEvent } from './queries';
import { visibleEvent } from './reads';
import { streamAllow } from './streams';

/**
 * Realtime of events: a socket showing an event's page joins the room `event_{id}` (`event:join`,
 * only for an event its member or visitor may see) and hears `event:registrations` when a
 * registration or cancellation has committed and `event:lifecycle` when the event goes live, ends
 * or is cancelled. Emits never fail the request or job that caused them; without a socket.io
 * server (tests, tools) they do nothing. Broadcasts reach every instance through the adapter.
 */

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const roomRequest = z.object({ id: z.number().int().positive().max(2147483647) });

async function mayFollow(id: number, uid: number): Promise<boolean> {
  const viewer = uid > 0 ? await loadViewer(uid) : null;
  try {
    await visibleEvent(id, viewer);
    return true;
  } catch {
    return false;
  }
}

/** Serves `event:join` and `event:leave` on every socket of this server. */
export function attachEventRooms(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('event:join', (payload, ack) => {
      const parsed = roomRequest.safeParse(payload);
      if (!parsed.success) {
        ack?.({ joined: false });
        return;
      }
      void mayFollow(parsed.data.id, socket.data.uid)
        .then(async (allowed) => {
          if (allowed) await socket.join(eventRoom(parsed.data.id));
          ack?.({ joined: allowed });
        })
        .catch(() => ack?.({ joined: false }));
    });
    socket.on('event:leave', (payload, ack) => {
      const parsed = roomRequest.safeParse(payload);
      if (parsed.success) void socket.leave(eventRoom(parsed.data.id));
      ack?.({ left: parsed.success });
    });
  });
}

/** Tells viewers of an event's page its seat counts as they are now (call after the commit). */
export async function emitRegistrations(id: number): Promise<void> {
  const io = getIo();
  if (!io) return;
  try {
    const counts = await registrationCounts(id);
    if (!counts) return;
    io.to(eventRoom(id)).emit('event:registrations', {
      id,
      seats_taken: counts.seatsTaken,
      seats_left: seatsLeft(counts.noOfSeats, counts.seatsTaken),
      waitlist_count: counts.waitlistCount,
    });
  } catch (err) {
    console.error('[events] broadcasting registrations failed', err);
  }
}

/** What a live event's room plays (issue 36): read from its row when the caller has not presented it. */
async function liveStream(id: number): Promise<StreamDescriptor | null> {
  const row = await findEvent(id);
  return row && statusOf(row) === 'published' ? streamOf(row.streamUrl, streamAllow()) : null;
}

/**
 * Tells viewers of an event's page its new lifecycle (call after the commit), with what the live
 * room plays once it is live (issue 36), so open pages show the stream without asking again.
 */
export function emitLifecycle(id: number, lifecycle: EventLifecycle, stream?: StreamDescriptor | null): void {
  const io = getIo();
  if (!io) return;
  const send = (playing: StreamDescriptor | null) => io.to(eventRoom(id)).emit('event:lifecycle', { id, event_lifecycle: lifecycle, stream: playing });
  if (lifecycle !== 'live') send(null);
  else if (stream !== undefined) send(stream);
  else
    liveStream(id).then(send, (err: unknown) => {
      console.error('[events] reading the live stream failed', err);
      send(null);
    });
}
