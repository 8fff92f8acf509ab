import { sql, type SQL } from 'drizzle-orm';
import { wholeNumbers } from './intArray';
import { preparedQuery, statementName } from './prepared';

/**
 * What a reader is to each of a list of items (votes, saves, follows, roles), as one prepared
 * statement over the ids as one `int[]` parameter: one row per id, `id` and the columns `columns`
 * builds from the SQL of the row's id and of the reader's uid. Every member's view of a shared
 * page runs such statements (the personal layer, issue 33), so they are parsed and planned once
 * per connection. Answers the query function: no ids, no query.
 */
export function readerFacts<C extends Record<string, SQL<unknown>>>(name: string, columns: (id: SQL, reader: SQL) => C) {
  const statement = preparedQuery((db) =>
    db
      .select({ id: sql<number>`x.id`, ...columns(sql`x.id`, sql`${sql.placeholder('reader')}`) })
      .from(sql`unnest(${sql.placeholder('ids')}::int[]) AS x(id)`)
      .prepare(statementName(name)),
  );
  return async (reader: number, ids: readonly number[]) => (ids.length === 0 ? [] : statement().execute({ reader, ids: wholeNumbers(ids) }));
}
