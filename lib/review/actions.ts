import type { Restriction } from '@/lib/moderation/types';
import type { ReviewAction, ReviewType } from './types';

/**
 * The review queue's actions by item (issue 35): the server (server/review/service.ts) and the
 * queue's cards use them. Apart from ./types.ts, whose flag categories and held answer the topic
 * page and the composer load: no other page carries this.
 */

/**
 * The actions each kind of item offers: a member's report no post actions; a main post no `delete`
 * (its topic is hidden instead); an event is deleted (its registrants hear it is cancelled), a
 * project hidden (a moderator can show it again), neither twice; a chat message deleted and its author silenced in its
 * room; a post, event, project or message that is gone only `dismiss`.
 */
export function actionsFor(item: {
  type: ReviewType;
  post: { isMainPost: boolean } | null;
  place?: { removed: boolean } | null;
  chat?: { deleted: boolean; roomKind: string } | null;
}): ReviewAction[] {
  if (item.type === 'held') return ['approve', 'reject', 'suspend'];
  if (item.type === 'chat') {
    // A chat message (issue 36): deleted as its room's moderators delete it; its author silenced in that room (not in a direct chat).
    if (!item.chat) return ['dismiss'];
    const remove: ReviewAction[] = item.chat.deleted ? [] : ['delete'];
    const room: ReviewAction[] = item.chat.roomKind === 'direct' ? [] : ['silence-room'];
    return ['dismiss', ...remove, ...room, 'warn', 'silence', 'suspend'];
  }
  if (item.type === 'user') return ['dismiss', 'warn', 'silence', 'suspend'];
  if (item.type === 'event' || item.type === 'project') {
    if (!item.place) return ['dismiss'];
    const remove: ReviewAction[] = item.place.removed ? [] : [item.type === 'event' ? 'delete' : 'hide'];
    return ['dismiss', ...remove, 'warn', 'silence', 'suspend'];
  }
  if (!item.post) return ['dismiss'];
  return item.post.isMainPost ? ['dismiss', 'hide', 'lock', 'warn', 'silence', 'suspend'] : ['dismiss', 'hide', 'delete', 'lock', 'warn', 'silence', 'suspend'];
}

/** The actions that restrict the author for a while (lib/moderation/types.ts), asked in the suspend dialog. */
export const RESTRICTING_ACTIONS = { silence: 'silence', suspend: 'ban' } as const satisfies Partial<Record<ReviewAction, Restriction>>;
export type RestrictingAction = keyof typeof RESTRICTING_ACTIONS;

export const isRestrictingAction = (action: ReviewAction): action is RestrictingAction => action in RESTRICTING_ACTIONS;
