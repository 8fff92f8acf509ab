import type { Suspension } from '@/lib/moderation/types';

/**
 * canPost (R4.14): a member of at least one group who is not suspended (issue 35). The server's
 * permission checks (server/users/viewer.ts) and the client's login state (store/selectors.ts)
 * both ask this.
 */
export function canPostAs(member: { groups: readonly string[]; suspension: Suspension | null } | null | undefined): boolean {
  return Boolean(member && member.groups.length > 0 && !member.suspension);
}
