import type { HeldSuspension, ModerationEntry, ModerationLogPage, SilenceState, SuspensionState } from '@/lib/moderation/types';
import type { OwnHeldPage, OwnHeldPost } from '@/lib/review/mine';

/** The moderation calls (issue 35) as the server answers them, for the client tests: the log, a suspension. */

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
    place: null,
    moderator: null,
    until: null,
    level: null,
    role: null,
    ...overrides,
  };
}

/** A page of the log: the given entries, and whether another page follows. */
export function moderationLogPage(items: ModerationEntry[] = [], hasMore = false, page = 1): ModerationLogPage {
  return { items, page, hasMore };
}

/** A suspension as `GET /api/v3/users/{uid}/ban` answers it: a week from WHEN, with a reason. */
export function suspensionState(overrides: Partial<HeldSuspension> | null = {}): SuspensionState {
  if (overrides === null) return { suspension: null };
  return { suspension: { reason: 'Repeated personal attacks after a warning.', until: WHEN + 7 * 86_400_000, since: WHEN, ...overrides } };
}

/** A silence as `GET /api/v3/users/{uid}/silence` answers it: a week from WHEN, with a reason. */
export function silenceState(overrides: Partial<HeldSuspension> | null = {}): SilenceState {
  if (overrides === null) return { silence: null };
  return { silence: { reason: 'Three heated replies in one evening.', until: WHEN + 7 * 86_400_000, since: WHEN, ...overrides } };
}

/** One of the member's own held posts as `GET /api/v3/users/{uid}/held` answers it: a reply with links, sent an hour before WHEN. */
export function ownHeldPost(overrides: Partial<OwnHeldPost> = {}): OwnHeldPost {
  const id = overrides.id ?? 1;
  return {
    id,
    kind: 'reply',
    title: '',
    content: `It works with these steps:\n\n- https://one.example/a\n- https://two.example/b\n- https://three.example/c (${id})`,
    topic: { tid: 60 + id, title: `Build fails on step ${id}`, slug: `${60 + id}/build-fails-on-step-${id}` },
    timestamp: WHEN - 3_600_000 - id * 60_000,
    ...overrides,
  };
}

/** A page of the member's held posts. */
export function ownHeldPage(items: OwnHeldPost[] = [], hasMore = false, page = 1): OwnHeldPage {
  return { items, page, hasMore };
}
