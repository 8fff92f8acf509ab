/**
 * Prints PostgreSQL's execution time of every query the highlights feed runs, per query shape
 * (recent, popular, pinned-first or not, each filter, a common term, page 1 and page 5), from
 * EXPLAIN (ANALYZE, BUFFERS) on the database named by DATABASE_URL (a benchmark database loaded
 * with `npm run bench:seed`). Never run by CI; reads only.
 *
 *   DATABASE_URL=postgres://... npm run bench:explain
 *
 * BENCH_EXPLAIN_TERM (default "caching", a word many seeded posts use), BENCH_EXPLAIN_PLANS=1
 * prints each plan, BENCH_EXPLAIN_LEGACY=1 also times the page query of the former join of posts
 * and topics (the feed before feed_entries) for comparison.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../server/db';
import { feedRequest, highlightFilters } from '../server/discussions/highlights';
import { highlightsPageQuery, mainPostFeed, projectIdsBySlugs } from '../server/discussions/queries';
import { searchQueries } from '../server/search/queries';
import { runScript } from './script';

const TERM = process.env.BENCH_EXPLAIN_TERM ?? 'caching';
const PLANS = process.env.BENCH_EXPLAIN_PLANS === '1';
const LEGACY = process.env.BENCH_EXPLAIN_LEGACY === '1';
const RUNS = 3;

interface Plan {
  'Execution Time': number;
  'Planning Time': number;
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
}

/** The median execution time of a query over RUNS runs (after one warm-up), with its last plan. */
async function explain(query: SQL): Promise<{ ms: number; blocks: number; text: string }> {
  const times: number[] = [];
  let last: Plan | null = null;
  for (let i = 0; i <= RUNS; i += 1) {
    const result = await getDb().execute<{ 'QUERY PLAN': Plan[] }>(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`);
    last = result.rows[0]!['QUERY PLAN'][0]!;
    if (i > 0) times.push(last['Execution Time']);
  }
  times.sort((a, b) => a - b);
  let text = '';
  if (PLANS) {
    const plain = await getDb().execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    text = plain.rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  const blocks = (last?.Plan['Shared Hit Blocks'] ?? 0) + (last?.Plan['Shared Read Blocks'] ?? 0);
  return { ms: times[Math.floor(times.length / 2)]!, blocks, text };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a benchmark database.');
  const db = getDb();
  const [{ slug }] = (
    await db.execute<{ slug: string }>(sql`SELECT p.slug FROM projects p JOIN topic_projects j ON j.project_id = p.id
      GROUP BY p.slug ORDER BY count(*) DESC, p.slug LIMIT 1`)
  ).rows as [{ slug: string }];
  const [{ uid }] = (
    await db.execute<{ uid: number }>(sql`SELECT uid FROM topics WHERE uid IS NOT NULL GROUP BY uid ORDER BY count(*) DESC LIMIT 1`)
  ).rows as [{ uid: number }];
  const [{ tag }] = (await db.execute<{ tag: string }>(sql`SELECT tag FROM topic_tags GROUP BY tag ORDER BY count(*) DESC LIMIT 1`))
    .rows as [{ tag: string }];
  const now = Math.floor(Date.now() / 1000);
  const month = { from: String(now - 60 * 86400), to: String(now - 30 * 86400) };
  const { rows: sizes } = await db.execute(sql`SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM feed_entries)::int AS feed_entries`);
  console.log(`database: ${JSON.stringify(sizes[0])}; term "${TERM}", project ${slug}, uid ${uid}, tag ${tag}`);

  const shapes: Array<[string, Record<string, string>]> = [
    ['recent', { sortBy: 'recent' }],
    ['recent, page 5', { sortBy: 'recent', page: '5' }],
    ['recent, no pins', { sortBy: 'recent', 'search-order': '0' }],
    ['popular', {}],
    ['popular, page 5', { page: '5' }],
    ['popular, no pins', { 'search-order': '0' }],
    ['postType=ama', { postType: 'ama' }],
    ['postType=podcast,link recent', { postType: 'podcast,link', sortBy: 'recent' }],
    [`tags=${tag}`, { tags: tag }],
    [`tags=${tag},rust recent`, { tags: `${tag},rust`, sortBy: 'recent' }],
    [`projects=${slug}`, { projects: slug }],
    [`uid=${uid}`, { uid: String(uid) }],
    ['from/to (a month)', { ...month, sortBy: 'recent' }],
    ['from/to (a month) popular', month],
    [`term`, { term: TERM }],
    [`term, page 5`, { term: TERM, page: '5' }],
    [`term recent`, { term: TERM, sortBy: 'recent' }],
    [`term + postType=blog`, { term: TERM, postType: 'blog' }],
    [`term + tags=${tag}`, { term: TERM, tags: tag }],
  ];
  console.log('shape | page ms | counts ms (out_of, found, facets) | total ms | page blocks' + (LEGACY ? ' | former join ms' : ''));
  for (const [name, query] of shapes) {
    const filters = highlightFilters(query);
    const page = Math.max(1, Number(query.page ?? 1));
    const plan = searchQueries(mainPostFeed, feedRequest(filters, page, await projectIdsBySlugs(filters.projectSlugs)), 20);
    const pageTime = await explain(plan.page);
    const others = [plan.outOf, plan.found, plan.facets, plan.bounded].filter((q): q is SQL => q !== null);
    const counted = await Promise.all(others.map((q) => explain(q)));
    const countsMs = counted.reduce((sum, c) => sum + c.ms, 0);
    let legacy = '';
    if (LEGACY) legacy = ` | ${(await explain(highlightsPageQuery(filters, 10, (page - 1) * 10).getSQL())).ms.toFixed(1)}`;
    console.log(
      `${name} | ${pageTime.ms.toFixed(2)} | ${countsMs.toFixed(2)} (${counted.map((c) => c.ms.toFixed(2)).join(', ')}) | ` +
        `${(pageTime.ms + countsMs).toFixed(2)} | ${pageTime.blocks}${legacy}`,
    );
    if (PLANS) for (const c of [pageTime, ...counted]) console.log(c.text, '\n');
  }
}

runScript(main);
