import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The member full-name visibility rule (lib/users/rules.ts `visibleFullname`) in SQL: true when
 * the member's `showfullname` setting allows others to see the name (it is not `false`; a member
 * who never chose is shown, the default). `settings` is the users row's settings column, or its
 * alias in a hand-written query (sql`u.settings`). The partial index users_fullname_prefix_idx
 * (server/db/schema.ts) is built with this same predicate, so a query using it can read the index.
 */
export function fullnameShownSql(settings: AnyColumn | SQL): SQL {
  return sql`(${settings} ->> 'showfullname') IS DISTINCT FROM 'false'`;
}
