import { databaseMode, getDb, type Database } from './index';

/**
 * A read every request makes, prepared once per database handle: Drizzle builds its SQL once, and
 * as a named statement PostgreSQL parses and plans it once per connection instead of per request.
 * Only the data layer (repositories) uses it; values go in through `sql.placeholder(...)`.
 */
export function preparedQuery<Q>(build: (db: Database) => Q): () => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return () => {
    const db = getDb();
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/**
 * The name of a prepared statement: `name`, or none (an unnamed statement, parsed each time) on
 * the in-process database, whose connections share one session where a name prepared by one
 * connection already exists for the next (server/db/inProcess.ts).
 */
export function statementName(name: string): string {
  return databaseMode() === 'inprocess' ? '' : name;
}
