import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { reportDatabaseError, setDatabaseProbe } from './availability';
import * as schema from './schema';
import { scopeTransactions } from './transactionScope';

export type Database = NodePgDatabase<typeof schema>;
/** `inprocess`: PGlite inside the process (`npm run dev:mock`, server/db/inProcess.ts). */
export type DatabaseMode = 'embedded' | 'external' | 'inprocess';

interface DatabaseState {
  pool: Pool;
  db: Database;
  mode: DatabaseMode;
  onClose?: () => Promise<void>;
}

// The custom server and Next's bundle load this module separately; one state on globalThis
// keeps a single pool for both (and across dev hot reloads).
const STATE_KEY = Symbol.for('community.database');
type GlobalWithDb = typeof globalThis & { [STATE_KEY]?: DatabaseState };
const holder = globalThis as GlobalWithDb;

export function openDatabase(
  url: string,
  mode: DatabaseMode,
  onClose?: () => Promise<void>,
): DatabaseState {
  if (holder[STATE_KEY]) throw new Error('The database is already open');
  // The in-process database gets one connection: its socket server runs the messages of
  // concurrent connections' parameterised queries interleaved (pglite-socket 0.2, electric-sql/pglite
  // issue 1046), which answered one request's query with another's rows under load. PGlite runs
  // one query at a time anyway; a transaction's own queries join it (below), and nothing else
  // holds a connection there (server/db/advisoryLock.ts).
  const pool = new Pool({ connectionString: url, max: mode === 'inprocess' ? 1 : Number(process.env.DB_POOL_SIZE ?? 10) });
  // An idle client losing its server connection must not crash the process; when the server went
  // away, pages answer the outage page until it is back (hardening 16).
  pool.on('error', (err) => {
    if (!reportDatabaseError(err)) console.error('[db] idle client error', err.message);
  });
  setDatabaseProbe(() => pool.query('SELECT 1'));
  const db = drizzle(pool, { schema });
  // One session behind every connection: a query outside a running transaction joins it
  // (server/db/transactionScope.ts); DB_TX_GUARD=report logs such queries anywhere.
  if (mode === 'inprocess') scopeTransactions(db, pool, 'join', (line) => console.warn(`[db] ${line}`));
  else if (process.env.DB_TX_GUARD === 'report') scopeTransactions(db, pool, 'report', (line) => console.warn(`[db] ${line}`));
  const state: DatabaseState = { pool, db, mode, onClose };
  holder[STATE_KEY] = state;
  return state;
}

function state(): DatabaseState {
  const current = holder[STATE_KEY];
  if (current) return current;
  // Tools and scripts that run outside the server use DATABASE_URL directly.
  if (process.env.DATABASE_URL) return openDatabase(process.env.DATABASE_URL, 'external');
  throw new Error('The database has not been started');
}

export function getDb(): Database {
  return state().db;
}

export function getPool(): Pool {
  return state().pool;
}

export function databaseMode(): DatabaseMode {
  return state().mode;
}

export async function closeDatabase(): Promise<void> {
  const current = holder[STATE_KEY];
  if (!current) return;
  delete holder[STATE_KEY];
  setDatabaseProbe(null);
  await current.pool.end();
  await current.onClose?.();
}
