import { MODERATORS_ROOM } from '@/lib/realtime/events';
import { reviewKey, type ReviewChange, type ReviewType } from '@/lib/review/types';
import { getIo } from '../realtime/io';
import { openItemCount } from './repository';

/**
 * The review queue live (issue 35): moderators' and administrators' sockets (the room
 * `moderators`, joined at the handshake by server/realtime/io.ts) hear `event:review` when an item
 * comes (a report) or goes (a moderator handled it), with the open items' count for the header.
 * Without a socket.io server (tests, tools) nothing is sent.
 */
export function announceReview(change: ReviewChange): void {
  getIo()?.to(MODERATORS_ROOM).emit('event:review', change);
}

/**
 * After an item came or went outside a moderator's action (a report, a held post, a withdrawal):
 * every moderator's queue hears it with the open items' count, never failing what was done.
 */
export async function announceItem(change: 'added' | 'removed', type: ReviewType, targetId: number): Promise<void> {
  if (!getIo()) return;
  try {
    announceReview({ count: await openItemCount(), [change]: reviewKey(type, targetId) });
  } catch (err) {
    console.error('[review] announce failed', err);
  }
}
