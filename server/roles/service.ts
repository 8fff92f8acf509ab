import { roleOf, type Role, type RoleState } from '@/lib/roles/types';
import { fail } from '../http/errors';
import { loadViewer, type Viewer } from '../users/viewer';
import * as repo from './repository';

/**
 * Roles (issue 35; docs/features/roles.md): an administrator makes another member a member, a
 * moderator or an administrator. Nobody changes their own role (so the site never loses its last
 * administrator by a slip), and a suspended member is given no role above member
 * (`cant-make-banned-users-admin`) until the suspension ends or is lifted.
 */

/** PUT /api/v3/users/{uid}/role: the member's role after the change; the same role again changes and logs nothing. */
export async function setRole(viewer: Viewer | null, uid: number, role: Role, reason = ''): Promise<RoleState> {
  if (!viewer) throw fail('not-logged-in');
  if (!viewer.isAdmin || viewer.uid === uid) throw fail('no-privileges');
  const member = await loadViewer(uid);
  if (!member) throw fail('no-user');
  if (roleOf(member.groups) === role) return { role };
  if (role !== 'member' && member.suspension) throw fail('cant-make-banned-users-admin');
  await repo.setRole(uid, role, { actorUid: viewer.uid, action: 'role', targetUid: uid, tid: null, reason });
  return { role };
}
