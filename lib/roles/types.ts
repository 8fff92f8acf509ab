/**
 * Roles (issue 35; docs/features/roles.md): groups decide them. A member is in `registered-users`;
 * a moderator also in `Global Moderators`; an administrator also in `administrators`. An
 * administrator changes another member's role (PUT /api/v3/users/{uid}/role).
 */
export const ROLES = ['member', 'moderator', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** The group each role above a member's adds. */
export const ROLE_GROUPS = { moderator: 'Global Moderators', administrator: 'administrators' } as const satisfies Record<Exclude<Role, 'member'>, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role a member's groups give them (the highest). */
export function roleOf(groups: readonly string[]): Role {
  if (groups.includes(ROLE_GROUPS.administrator)) return 'administrator';
  if (groups.includes(ROLE_GROUPS.moderator)) return 'moderator';
  return 'member';
}

/** PUT /api/v3/users/{uid}/role: the member's role now. */
export interface RoleState {
  role: Role;
}

/** A member's groups once `role` is theirs: the other role groups left, the role's joined (as server/roles/repository.ts does). */
export function groupsWithRole(groups: readonly string[], role: Role): string[] {
  const roleGroups: readonly string[] = Object.values(ROLE_GROUPS);
  const others = groups.filter((group) => !roleGroups.includes(group));
  return role === 'member' ? others : [ROLE_GROUPS[role], ...others];
}
