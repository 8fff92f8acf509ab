import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db';
import { groupMembers, moderationLog } from '../db/schema';
import { ROLE_GROUPS, type Role } from '@/lib/roles/types';
import { ensureSystemGroups } from '../users/repository';
import type { NewEntry } from '../moderation/repository';

/** Roles' rows (issue 35): the role groups a member is in. The rules are in ./service. */

/** Gives a member `role` (leaving the other role groups, joining its group) and logs it, together. */
export async function setRole(uid: number, role: Role, entry: NewEntry): Promise<void> {
  await getDb().transaction(async (tx) => {
    await ensureSystemGroups(tx);
    await tx.delete(groupMembers).where(and(eq(groupMembers.uid, uid), inArray(groupMembers.groupName, Object.values(ROLE_GROUPS))));
    if (role !== 'member') await tx.insert(groupMembers).values({ uid, groupName: ROLE_GROUPS[role] });
    await tx.insert(moderationLog).values({ ...entry, role });
  });
}
