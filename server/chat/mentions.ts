import { mentionedIn } from '../notifications/mentions';
import { notifyChatMention } from '../notifications/triggers';
import { blockedPairs } from '../users/followsRepository';
import { loadViewer } from '../users/viewer';
import { mayRead } from './access';
import { roomView, type RoomRow } from './repository';

/**
 * Mentions in chat (issue 36; docs/features/chat.md): a message sent (not an edit) that names
 * members with `@slug` (found as the posts' renderer links them, server/notifications/mentions.ts)
 * tells each of them who may read the room (./access.ts: a direct chat's members; a hidden
 * project's room only staff), is not the sender, and neither blocks nor is blocked by the sender
 * (`chat-mention`, grouped per room and day by server/notifications/triggers.ts). It runs after the
 * message is stored and announced, without the request waiting for it; a failure is logged.
 */

export interface SentMessage {
  room: Pick<RoomRow, 'id' | 'name'>;
  sender: number;
  /** The Markdown as written. */
  content: string;
}

/** Mention notifications under way: awaited by the demo, the tests and a clean shutdown (`chatMentionsSettled`). */
const PENDING = Symbol.for('community.chatMentions');
const holder = globalThis as typeof globalThis & { [PENDING]?: Set<Promise<void>> };
const pending: Set<Promise<void>> = (holder[PENDING] ??= new Set());

async function mayHear(uid: number, roomId: number): Promise<boolean> {
  const [viewer, view] = await Promise.all([loadViewer(uid), roomView(uid, roomId)]);
  return Boolean(viewer && view && mayRead(viewer, view));
}

/** The members a message mentions who are to hear of it. */
async function recipientsOf(sent: SentMessage): Promise<number[]> {
  const mentioned = (await mentionedIn(sent.content)).filter((uid) => uid !== sent.sender);
  if (mentioned.length === 0) return [];
  const blocked = new Set(await blockedPairs(sent.sender, mentioned));
  const candidates = mentioned.filter((uid) => !blocked.has(uid));
  const readers = await Promise.all(candidates.map((uid) => mayHear(uid, sent.room.id)));
  return candidates.filter((_, i) => readers[i]);
}

/** Tells the members a sent message mentions, in the background (the send answers at once). */
export function tellMentioned(sent: SentMessage): void {
  const work: Promise<void> = recipientsOf(sent)
    .then((uids) => (uids.length > 0 ? notifyChatMention({ roomId: sent.room.id, roomName: sent.room.name ?? '', sender: sent.sender, recipients: uids }) : undefined))
    .catch((err: unknown) => console.error('[chat] telling mentioned members failed', err))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Resolves once every mention notification started so far is written. */
export async function chatMentionsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
