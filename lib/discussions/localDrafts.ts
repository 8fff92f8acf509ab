/**
 * Replies typed into a topic's box are kept in this browser until they are sent (issue 37): a
 * reply that could not be sent (offline, the server unreachable) or a page closed or reloaded
 * mid-sentence loses nothing. One entry per member, topic and place of the box (the main post,
 * a question, an answer being answered), in localStorage; an empty box removes it. Nothing here
 * reaches the server: the composer's saved drafts (Save draft) are the server's own.
 */

/** The entry of one reply box: per member (a shared browser keeps each member's text apart), topic and place. */
export function replyDraftKey(uid: number, tid: number, toPid?: number, qid?: number): string {
  return `community.reply-draft:${uid}:${tid}:${toPid ?? 0}:${qid ?? 0}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a private window's policy): drafts are then not kept.
    return null;
  }
}

/** The text kept under `key`, or '' when there is none. */
export function readLocalDraft(key: string): string {
  return storage()?.getItem(key) ?? '';
}

/** Keeps `text` under `key`; blank text removes the entry. A full storage keeps the previous copy. */
export function writeLocalDraft(key: string, text: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (text.trim() === '') store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // Quota exceeded: the previous copy stays.
  }
}
