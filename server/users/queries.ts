import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { groupMembers, users } from '../db/schema';
import { fullnameShownSql } from './fullnameSql';
import { localMemberSql } from './localMemberSql';
import type { MemberRow } from './repository';

/** Reads of members that are not the signed-in member's own (the member lookup). */

/** A suggested member: the columns shown beside a member's content (server/users/repository.ts). */
export type LookupRow = MemberRow;

/** `prefix` as a LIKE pattern: its own `%`, `_` and `\` taken literally, then anything. */
const prefixPattern = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Members of this community (not remote ones) who may post (in at least one group) whose username, or full name when they show it,
 * starts with `prefix` (any case): an exact username first, then by username, at most `limit`.
 * Each half reads its prefix index (`users_username_prefix_idx`, `users_fullname_prefix_idx`,
 * C collation, so `LIKE 'pr%'` is a range of the index and ORDER BY follows it) only as far as
 * its first `limit` matches, however many members there are.
 */
export async function membersByPrefix(prefix: string, limit: number): Promise<LookupRow[]> {
  const pattern = prefixPattern(prefix);
  const posts = sql`${localMemberSql(sql`u.remote`)} AND EXISTS (SELECT 1 FROM ${groupMembers} gm WHERE gm.uid = u.uid)`;
  const result = await getDb().execute<LookupRow>(sql`
    SELECT m.uid, m.username, m.userslug, m.fullname, m.picture, m.settings FROM (
      (SELECT u.uid, u.username, u.userslug, u.fullname, u.picture, u.settings
         FROM ${users} u
        WHERE (lower(u.username) COLLATE "C") LIKE lower(${pattern}) AND ${posts}
        ORDER BY (lower(u.username) COLLATE "C")
        LIMIT ${limit})
      UNION
      (SELECT u.uid, u.username, u.userslug, u.fullname, u.picture, u.settings
         FROM ${users} u
        WHERE u.fullname <> '' AND ${fullnameShownSql(sql`u.settings`)}
          AND (lower(u.fullname) COLLATE "C") LIKE lower(${pattern}) AND ${posts}
        ORDER BY (lower(u.fullname) COLLATE "C")
        LIMIT ${limit})
    ) m
    ORDER BY (lower(m.username) = lower(${prefix})) DESC, (lower(m.username) COLLATE "C")
    LIMIT ${limit}`);
  return result.rows;
}
