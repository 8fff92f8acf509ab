import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { scopeTransactions } from '@/server/db/transactionScope';

/**
 * Queries that escape their transaction (server/db/transactionScope.ts): on the in-process
 * database they join it, elsewhere DB_TX_GUARD=report names them. Run on the test PostgreSQL.
 */

const table = `scope_test_${randomBytes(4).toString('hex')}`;
const pools: Pool[] = [];

function database(mode: 'join' | 'report', log: (line: string) => void = () => undefined) {
  const pool = new Pool({ connectionString: process.env.TEST_ADMIN_URL, max: 4 });
  pools.push(pool);
  const db = drizzle(pool);
  scopeTransactions(db, pool, mode, log);
  return db;
}

const count = async (db: ReturnType<typeof database>) =>
  Number((await db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM ${table}`))).rows[0]!.n);

beforeAll(async () => {
  await database('report').execute(sql.raw(`CREATE TABLE ${table} (id serial PRIMARY KEY)`));
});

afterAll(async () => {
  await database('report').execute(sql.raw(`DROP TABLE IF EXISTS ${table}`));
  await Promise.all(pools.map((p) => p.end()));
});

describe('queries outside a running transaction', () => {
  it('join it on the in-process database: they see its uncommitted rows, and after it ended they use the pool again', async () => {
    const db = database('join');
    let later: Promise<number> | null = null;
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`INSERT INTO ${table} DEFAULT VALUES`));
      // A query through the pool (an escape): on a server it would not see the uncommitted row.
      const seen = await count(db);
      later = new Promise((resolve) => setTimeout(() => void count(db).then(resolve), 50));
      await tx.execute(sql.raw(`DELETE FROM ${table}`));
      return seen;
    });
    expect(inside).toBe(1);
    // Started inside, run after the commit: on a connection of the pool, never the released one.
    await expect(later).resolves.toBe(0);
  });

  it('are named with their stack under DB_TX_GUARD=report and run on a connection of their own', async () => {
    const lines: string[] = [];
    const db = database('report', (line) => lines.push(line));
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`INSERT INTO ${table} DEFAULT VALUES`));
      const seen = await count(db);
      await tx.execute(sql.raw(`DELETE FROM ${table}`));
      return seen;
    });
    expect(inside).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('transaction-scope.test.ts');
  });

  it('a transaction\'s own queries are never reported', async () => {
    const lines: string[] = [];
    const db = database('report', (line) => lines.push(line));
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT count(*) FROM ${table}`));
    });
    expect(lines).toEqual([]);
  });
});
