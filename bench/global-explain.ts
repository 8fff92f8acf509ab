/**
 * Times every statement the global search runs (GET /api/search) for a common term, a rare one,
 * a misspelt one, an as-you-type prefix over every collection, an explore request by a tag and
 * tag suggestions, on the database named by DATABASE_URL (a benchmark database loaded with
 * `npm run bench:seed`). Prints, per request shape, the wall time of the whole search and each
 * statement's PostgreSQL execution time (EXPLAIN ANALYZE, median of 3 after a warm-up), slowest
 * first, with their planning times. Never run by CI. The search page's requests are as the page
 * sends them (noted in the search log: a few rows in the benchmark database); the as-you-type one
 * is the header's `instant=1`.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/global-explain.ts
 *
 * BENCH_EXPLAIN_PLANS=1 prints the plan of each request's slowest statement; BENCH_EXPLAIN_ONLY
 * runs only the shapes whose name contains it.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { GlobalSearchQuery } from '../lib/search/global';
import { getDb } from '../server/db';
import { searchEverything, tagSuggestions } from '../server/search/global/service';
import { runScript } from './script';

const PLANS = process.env.BENCH_EXPLAIN_PLANS === '1';
const RUNS = 3;
/** BENCH_EXPLAIN_ONLY: only the shapes whose name contains it. */
const ONLY = process.env.BENCH_EXPLAIN_ONLY ?? '';

type Statement = { text: string; values: unknown[] };
let recording: Statement[] | null = null;

// Every statement the pool runs while recording (drizzle's node-postgres driver calls Client#query).
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (recording) {
    const text = typeof config === 'string' ? config : config.text;
    recording.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads of Client#query, passed through
  return (original as any).apply(this, args);
} as typeof original;

/** A statement's median execution time and planning time (EXPLAIN ANALYZE), and its last plan. */
async function explainMs(s: Statement): Promise<{ ms: number; planning: number; plan: string }> {
  const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
  const times: number[] = [];
  const planning: number[] = [];
  let plan = '';
  for (let i = 0; i <= RUNS; i += 1) {
    const result = await pool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, values: s.values });
    const lines = result.rows.map((r) => r['QUERY PLAN']);
    const ms = (label: string) => Number(/([\d.]+) ms/.exec(lines.find((l) => l.startsWith(label)) ?? '')?.[1] ?? NaN);
    if (i > 0) times.push(ms('Execution Time'));
    if (i > 0) planning.push(ms('Planning Time'));
    plan = lines.join('\n');
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ms: median(times), planning: median(planning), plan };
}

async function shape(name: string, run: () => Promise<unknown>): Promise<void> {
  if (ONLY && !name.includes(ONLY)) return;
  await run();
  const started = performance.now();
  await run();
  const wall = performance.now() - started;
  recording = [];
  await run();
  const statements = recording;
  recording = null;
  const timed = [];
  for (const s of statements) timed.push({ s, ...(await explainMs(s)) });
  timed.sort((a, b) => b.ms - a.ms);
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  const planned = timed.reduce((sum, t) => sum + t.planning, 0);
  console.log(`\n${name}: ${wall.toFixed(1)} ms wall, ${statements.length} statements, ${total.toFixed(1)} ms PostgreSQL in all (and ${planned.toFixed(1)} ms planning)`);
  for (const t of timed.slice(0, 8)) console.log(`  ${t.ms.toFixed(2).padStart(8)} ms (planned in ${t.planning.toFixed(2)})  ${t.s.text.replace(/\s+/g, ' ').slice(0, 130)}`);
  if (PLANS && timed[0]) console.log(timed[0].plan);
}

runScript(async () => {
  const pool = (getDb() as unknown as { $client: pg.Pool }).$client;
  const tag = (await pool.query<{ tag: string }>('SELECT tag FROM topic_tags GROUP BY tag ORDER BY count(*) DESC LIMIT 1')).rows[0]?.tag ?? 'typescript';
  const rare = (await pool.query<{ name: string }>('SELECT name FROM projects WHERE NOT hidden ORDER BY topic_count, id LIMIT 1')).rows[0]?.name ?? 'nothing';
  const search = (query: GlobalSearchQuery) => () => searchEverything(query, null);
  await shape('common term (configure)', search({ term: 'configure' }));
  await shape('common term, page 5', search({ term: 'configure', page: 5 }));
  await shape(`rare term (${rare})`, search({ term: rare }));
  await shape('typo term (configre)', search({ term: 'configre' }));
  await shape('as you type (typescr, every collection, 5 each)', search({ term: 'typescr', perPage: 5, searchIn: 'post,project,event,user', instant: true }));
  await shape(`explore a tag (${tag}, posts, projects, events)`, search({ term: '*', tags: tag, searchIn: 'post,project,event' }));
  await shape('replies too (configure, isMainPost=false)', search({ term: 'configure', isMainPost: false }));
  await shape('tag suggestions (ty)', () => tagSuggestions('ty'));
});
