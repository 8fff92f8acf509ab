import type { ModerationEntry, ModerationLogPage } from '@/lib/moderation/types';

/** The moderation log (issue 35) as `GET /api/v3/users/{uid}/moderation` answers it, for the client tests. */

const WHEN = Date.UTC(2026, 10, 20, 9, 30);

/** A moderator locked one of the member's topics; moderator unnamed, as the member reads it. */
export function moderationEntry(overrides: Partial<ModerationEntry> = {}): ModerationEntry {
  const id = overrides.id ?? 1;
  return {
    id,
    action: 'lock',
    reason: 'The thread went in circles; the answer is in the docs.',
    timestamp: WHEN - id * 60_000,
    topic: { tid: 40 + id, title: `Topic ${id}`, slug: `${40 + id}/topic-${id}` },
    moderator: null,
    ...overrides,
  };
}

/** A page of the log: the given entries, and whether another page follows. */
export function moderationLogPage(items: ModerationEntry[] = [], hasMore = false, page = 1): ModerationLogPage {
  return { items, page, hasMore };
}
