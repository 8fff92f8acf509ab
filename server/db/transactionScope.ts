import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * Queries made through the pool while a transaction of the same request runs ("escapes": a
 * repository called with the pool instead of the transaction). On a PostgreSQL server they run on
 * a second connection; on the in-process database (one session, server/db/inProcess.ts) that
 * connection waits for the transaction, which waits for it: a deadlock. There each escape joins
 * its transaction's connection instead (`join`); with DB_TX_GUARD=report an escape is logged with
 * its stack, so tests can find and fix them.
 */

export type EscapeMode = 'join' | 'report';

interface TransactionDatabase {
  transaction: (...args: never[]) => Promise<unknown>;
}

/** The running transaction's connection; `client` is null once it has ended (work it started may outlive it). */
interface Scope {
  client: PoolClient | null;
  /** Where the transaction began (report mode): a query's own stack stops at Drizzle's thenable. */
  origin: string;
}

const open = new AsyncLocalStorage<Scope>();

/** The connection of a Drizzle transaction object (its session's client; not in Drizzle's types). */
function clientOf(tx: unknown): PoolClient | null {
  const session = (tx as { session?: { client?: PoolClient } }).session;
  return session?.client ?? null;
}

export function scopeTransactions(db: TransactionDatabase, pool: Pool, mode: EscapeMode, log: (line: string) => void): void {
  const transaction = db.transaction.bind(db) as (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  (db as { transaction: unknown }).transaction = (run: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    const origin = mode === 'report' ? deepStack('transaction') : '';
    return transaction(async (tx) => {
      const client = clientOf(tx);
      if (!client || open.getStore()?.client) return run(tx);
      const scope: Scope = { client, origin };
      try {
        return await open.run(scope, () => run(tx));
      } finally {
        // What the transaction started and is still running (a notice sent after the answer) uses
        // the pool again: this connection goes back to it with the commit.
        scope.client = null;
      }
    }, config);
  };

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const scope = open.getStore();
    const client = scope?.client;
    if (!scope || !client) return query(...args);
    if (mode === 'report') {
      log(`a query escaped the transaction begun ${scope.origin}\nthe query: ${deepStack('escape')}`);
      return query(...args);
    }
    return (client.query as (...inner: unknown[]) => unknown).apply(client, args);
  };
}

/** A stack of up to 40 frames, without its first line. */
function deepStack(label: string): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const { stack } = new Error(label);
  Error.stackTraceLimit = limit;
  return (stack ?? '').split('\n').slice(1).join('\n');
}
