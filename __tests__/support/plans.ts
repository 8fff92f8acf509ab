import { sql, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '../../server/db';

/**
 * PostgreSQL's plan of a query (EXPLAIN, as text) with planner settings for the test's
 * transaction only. A test database holds a few rows, where reading the whole table is cheapest:
 * `enable_seqscan = off` (and `enable_sort = off` for an order an index should give) ask which
 * index the query can use, as it would on a large community.
 */
export async function planOf(query: SQLWrapper, settings: Array<'enable_seqscan' | 'enable_sort' | 'enable_bitmapscan'> = ['enable_seqscan']): Promise<string> {
  return getDb().transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    const plan = await tx.execute(sql`EXPLAIN ${query}`);
    return plan.rows.map((r) => String(Object.values(r)[0])).join('\n');
  });
}
