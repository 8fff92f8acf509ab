import { DAY_MS } from '@/lib/time';
import { getConfig } from '../config';
import { deleteRoomMessagesBefore } from './repository';

/**
 * Chat retention (issue 36; docs/features/chat.md): project and public rooms keep
 * `CHAT_ROOM_RETENTION_DAYS` (90) days of messages, direct chats keep all of theirs. Run by the
 * hourly sweep (server/discussions/sweep.ts) on every instance: each DELETE takes messages by their
 * age alone, so runs side by side or cut short are harmless; at most `BATCHES` batches a run.
 */

const BATCH = 5000;
const BATCHES = 20;

/** Deletes the rooms' messages past their retention; answers how many (0 when retention is off). */
export async function purgeOldRoomMessages(now: Date = new Date(), days = getConfig().chatRoomRetentionDays): Promise<number> {
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (let i = 0; i < BATCHES; i += 1) {
    const n = await deleteRoomMessagesBefore(before, BATCH);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
