import type { Suspension } from '@/lib/moderation/types';

/** What the posting rule reads of a member (the server's viewer and the session's configuration user). */
export interface PostingFacts {
  groups: readonly string[];
  suspension: Suspension | null;
  /**
   * The address counts as confirmed (issue 35): confirmed through its mail, or not asked of this
   * member (joined before confirmation began, GitHub, demo, staff, or REQUIRE_EMAIL_CONFIRMATION off).
   */
  emailConfirmed: boolean;
  /** The member's address, when the reader knows it (the server does); '' is none at all. */
  email?: string;
}

/** Why a member may not post, as the catalogue key the server refuses with. */
export type PostingRefusal = 'not-logged-in' | 'no-privileges' | 'user-banned' | 'email-not-confirmed' | 'no-email-to-confirm';

/**
 * Why a member may not post (topics, replies, events, projects, uploads), or null when they may:
 * a visitor; a suspended member (issue 35); a member of no group (R4.14); a member whose address
 * is not confirmed yet (issue 35: `email-not-confirmed`, or `no-email-to-confirm` without one).
 */
export function postingRefusal(member: PostingFacts | null | undefined): PostingRefusal | null {
  if (!member) return 'not-logged-in';
  if (member.suspension) return 'user-banned';
  if (member.groups.length === 0) return 'no-privileges';
  if (!member.emailConfirmed) return member.email === '' ? 'no-email-to-confirm' : 'email-not-confirmed';
  return null;
}

/**
 * canPost (R4.14): a member of at least one group who is not suspended and whose address counts
 * as confirmed (issue 35). The server's permission checks (server/users/viewer.ts) and the
 * client's login state (store/selectors.ts) both ask this.
 */
export function canPostAs(member: PostingFacts | null | undefined): boolean {
  return postingRefusal(member) === null;
}
