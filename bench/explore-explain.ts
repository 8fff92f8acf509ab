/**
 * Prints PostgreSQL's execution time of every query `/explore` runs for its tags (popular,
 * trending, the trending tags' counts, the sitemap's tag count and first page), from
 * EXPLAIN (ANALYZE, BUFFERS) on the database named by DATABASE_URL (a benchmark database loaded
 * with `npm run bench:seed`). Never run by CI; reads only. The narrowed results are the global
 * search's explore request (bench/global-explain.ts).
 *
 *   DATABASE_URL=postgres://... npx tsx bench/explore-explain.ts
 *
 * BENCH_EXPLAIN_PLANS=1 prints each plan.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../server/db';
import { EXPLORE_POPULAR_LIMIT } from '../lib/explore/tags';
import { countUsedTagsSql, popularTags, popularTagsSql, tagCountsSql, tagTrendsSql, usedTagsPageSql } from '../server/explore/queries';
import { runScript } from './script';

const PLANS = process.env.BENCH_EXPLAIN_PLANS === '1';
const RUNS = 3;

interface Plan {
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
}

/** The median execution time over RUNS runs (after one warm-up) and the blocks the last one read. */
async function explain(name: string, query: SQL): Promise<void> {
  const times: number[] = [];
  let last: Plan | null = null;
  for (let i = 0; i <= RUNS; i += 1) {
    const result = await getDb().execute<{ 'QUERY PLAN': Plan[] }>(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`);
    last = result.rows[0]!['QUERY PLAN'][0]!;
    if (i > 0) times.push(last['Execution Time']);
  }
  times.sort((a, b) => a - b);
  const blocks = (last?.Plan['Shared Hit Blocks'] ?? 0) + (last?.Plan['Shared Read Blocks'] ?? 0);
  console.log(`${name.padEnd(28)} ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(8)} ms ${String(blocks).padStart(8)} blocks`);
  if (PLANS) {
    const plain = await getDb().execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    console.log(plain.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}

runScript(async () => {
  const top = (await popularTags(12)).map((t) => t.value);
  await explain('popular tags', popularTagsSql(EXPLORE_POPULAR_LIMIT));
  await explain('trending (14 days)', tagTrendsSql(new Date()));
  await explain('counts of 12 tags', tagCountsSql(top.length > 0 ? top : ['none']));
  await explain('sitemap: tag count', countUsedTagsSql());
  await explain('sitemap: first page', usedTagsPageSql(1, 10_000));
});
