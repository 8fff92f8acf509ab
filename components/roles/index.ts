/**
 * Roles (issue 35; docs/features/roles.md): the administrators' form on a member's profile that
 * makes them a member, moderator or administrator, and the roles' names.
 */
export { RoleControl } from './RoleControl';
export { useRoleName } from './roleName';
