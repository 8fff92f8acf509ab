import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A member of this community, in SQL: not a remote member (issue 38, `users.remote`: a fediverse
 * account known here, docs/features/federation.md "Remote members"). Every list or count of
 * members (the member lookup, member search, the sitemap, the community summary, trust promotion,
 * digests) uses it; reads of one uid (a remote member's profile, its card beside a reply) do not.
 * `remote` is the users row's remote column, or its alias in a hand-written query (sql`u.remote`).
 */
export function localMemberSql(remote: AnyColumn | SQL): SQL {
  return sql`${remote} = false`;
}
