import type { MemberLookupQuery } from '@/lib/users/schemas';
import { visibleFullname } from '@/lib/users/rules';
import type { MemberLookupAnswer } from '@/lib/users/types';
import { fail } from '../http/errors';
import { membersByPrefix } from './queries';
import { settingsOf, type Viewer } from './viewer';

/**
 * The member lookup (`GET /api/users?query=`): what a chooser of members (an event's co-hosts)
 * suggests while a member types. Members only (a visitor is `not-logged-in`, 401), so the list of
 * members is not open to crawlers; members who may not post (no group: registration not
 * complete, or removed from every group) are never suggested. A full name is matched and shown
 * only when its member shows it (the "show my full name" setting); administrators see no more
 * here than anyone else.
 */
export async function lookupMembers(viewer: Viewer | null, query: MemberLookupQuery): Promise<MemberLookupAnswer> {
  if (!viewer) throw fail('not-logged-in');
  const prefix = (query.query ?? '').trim();
  if (prefix === '') return { users: [] };
  const rows = await membersByPrefix(prefix, query.limit);
  return {
    users: rows.map((row) => ({
      uid: row.uid,
      username: row.username,
      userslug: row.userslug,
      fullname: visibleFullname(row.fullname, settingsOf(row)),
      picture: row.picture,
    })),
  };
}
