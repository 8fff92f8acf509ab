import type { ReviewItem, ReviewPage } from '@/lib/review/types';

/** The review queue's answers (issue 35) as the server gives them, for the client tests. */

const WHEN = Date.UTC(2026, 10, 20, 9, 30);

/** A reply reported as spam by one member. */
export function reviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  const targetId = overrides.targetId ?? 101;
  const type = overrides.type ?? 'post';
  return {
    key: `${type}:${targetId}`,
    type,
    targetId,
    post:
      type === 'post'
        ? { pid: targetId, tid: 40, isMainPost: false, title: 'How do I cache builds?', slug: '40/how-do-i-cache-builds', excerpt: 'Buy cheap watches here.', deleted: false, locked: false, timestamp: WHEN - 3_600_000 }
        : null,
    held: null,
    chat: null,
    place: null,
    member: { uid: 9, username: 'jonas', userslug: 'jonas', picture: '' },
    reportCount: 1,
    categories: { spam: 1 },
    reports: [{ id: targetId * 10, category: 'spam', reason: '', reporter: { uid: 5, username: 'mei', userslug: 'mei', picture: '' }, timestamp: WHEN }],
    timestamp: WHEN,
    ...overrides,
  };
}

export function reviewPage(items: ReviewItem[] = [], hasMore = false, page = 1): ReviewPage {
  return { items, page, hasMore, total: items.length };
}
