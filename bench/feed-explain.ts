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
import type { EventSearchQuery } from '../lib/events/schemas';
import { eventSearchSource } from '../server/events/queries';
import { eventSearchRequest } from '../server/events/reads';
import { searchQueries, type SearchPlan } from '../server/search/queries';
import { runScript } from './script';

const TERM = process.env.BENCH_EXPLAIN_TERM ?? 'caching';
const EVENT_TERM = process.env.BENCH_EXPLAIN_EVENT_TERM ?? 'testing';
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

/** Times the queries of one search request and prints a line (and the plans with BENCH_EXPLAIN_PLANS=1). */
async function explainShape(name: string, plan: SearchPlan, legacy = ''): Promise<void> {
  const pageTime = await explain(plan.page);
  const others = [plan.outOf, plan.found, plan.facets, plan.bounded].filter((q): q is SQL => q !== null);
  const counted = await Promise.all(others.map((q) => explain(q)));
  const countsMs = counted.reduce((sum, c) => sum + c.ms, 0);
  console.log(
    `${name} | ${pageTime.ms.toFixed(2)} | ${countsMs.toFixed(2)} (${counted.map((c) => c.ms.toFixed(2)).join(', ')}) | ` +
      `${(pageTime.ms + countsMs).toFixed(2)} | ${pageTime.blocks}${legacy}`,
  );
  if (PLANS) for (const c of [pageTime, ...counted]) console.log(c.text, '\n');
}

/** A word of a published event's title that few events use (the rare-term shape). */
async function rareEventWord(): Promise<string> {
  const { rows } = await getDb().execute<{ word: string }>(sql`
    SELECT word FROM ts_stat($$SELECT search FROM events WHERE event_status = 'published'$$)
    WHERE length(word) > 3 ORDER BY nentry, word LIMIT 1`);
  return rows[0]?.word ?? 'zzzz';
}

/** The events search's shapes (R1.2): sorts, filters, `when`, a common and a rare term. */
async function explainEvents(): Promise<void> {
  const db = getDb();
  const { rows: sizes } = await db.execute<{ events: number; published: number }>(
    sql`SELECT count(*)::int AS events, (count(*) FILTER (WHERE event_status = 'published'))::int AS published FROM events`,
  );
  if ((sizes[0]?.events ?? 0) === 0) return;
  const [project] = (await db.execute<{ slug: string; id: number }>(sql`SELECT p.slug, p.id FROM events e
    JOIN projects p ON p.id = ANY(e.projects) GROUP BY p.slug, p.id ORDER BY count(*) DESC LIMIT 1`)).rows;
  const rare = await rareEventWord();
  const now = Math.floor(Date.now() / 1000);
  const month = `${now}..${now + 30 * 86400}`;
  console.log(`\nevents: ${JSON.stringify(sizes[0])}; common term "${EVENT_TERM}", rare term "${rare}", project ${project?.slug}`);
  const shapes: Array<[string, Partial<EventSearchQuery>]> = [
    ['latest', { sortBy: 'latest' }],
    ['latest, page 5', { sortBy: 'latest', page: 5 }],
    ['popular', { sortBy: 'popular' }],
    ['event_type=ama', { sortBy: 'latest', event_type: ['ama'] }],
    ['event_type=ama popular', { sortBy: 'popular', event_type: ['ama'] }],
    ['when=upcoming', { sortBy: 'latest', when: 'upcoming' }],
    ['when=past', { sortBy: 'latest', when: 'past' }],
    ['next 30 days', { sortBy: 'latest', common_timestamp: month }],
    [`term`, { term: EVENT_TERM, sortBy: 'latest' }],
    [`term popular`, { term: EVENT_TERM, sortBy: 'popular' }],
    [`rare term`, { term: rare, sortBy: 'latest' }],
    [`rare term popular`, { term: rare, sortBy: 'popular' }],
    [`rare term + event_type=ama`, { term: rare, sortBy: 'latest', event_type: ['ama'] }],
    [`no match`, { term: 'zzqxnomatch', sortBy: 'latest' }],
  ];
  console.log('shape | page ms | counts ms (out_of, found and facets) | total ms | page blocks');
  for (const [name, query] of shapes) {
    const projects = name.startsWith('project') && project ? [project.id] : null;
    await explainShape(name, searchQueries(eventSearchSource, eventSearchRequest({ page: 1, ...query }, projects), 20));
  }
  if (project) await explainShape(`projects=${project.slug}`, searchQueries(eventSearchSource, eventSearchRequest({ page: 1, sortBy: 'latest' }, [project.id]), 20));
}

async function explainFeed(): Promise<void> {
  const db = getDb();
  const { rows: count } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_entries`);
  if ((count[0]?.n ?? 0) === 0) return;
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
    let legacy = '';
    if (LEGACY) legacy = ` | ${(await explain(highlightsPageQuery(filters, 10, (page - 1) * 10).getSQL())).ms.toFixed(1)}`;
    await explainShape(name, plan, legacy);
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a benchmark database.');
  await explainFeed();
  await explainEvents();
}

runScript(main);
