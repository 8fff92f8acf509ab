/**
 * Load test of the topic reads against a running app (never run by CI):
 *
 *   DATABASE_URL=postgres://... BENCH_URL=http://127.0.0.1:3000 npm run bench
 *
 * Reads a sample of topics from the database (the busiest quarter and random others), then runs
 * autocannon against each target at each concurrency for BENCH_DURATION seconds, rotating through
 * the sampled topics, and prints requests/s and latency percentiles per target.
 *
 * Environment: BENCH_URL (default http://127.0.0.1:3000), DATABASE_URL (where the topics are
 * read), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (10,50), BENCH_SAMPLE topics (200),
 * BENCH_TARGETS (comma list of target names below; default all).
 */
import autocannon from 'autocannon';
import { closeDatabase, getPool } from '../server/db';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map((c) => Number(c.trim())).filter((c) => c > 0);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 200);

interface SampledTopic {
  tid: number;
  slug: string;
}

interface Target {
  name: string;
  accept: string;
  paths(topics: SampledTopic[]): string[];
}

const TARGETS: Target[] = [
  { name: 'page', accept: 'text/html', paths: (ts) => ts.map((t) => `/posts/${t.slug}`) },
  { name: 'topic', accept: 'application/json', paths: (ts) => ts.map((t) => `/api/topic/${t.tid}`) },
  {
    name: 'questions',
    accept: 'application/json',
    paths: (ts) => ts.map((t) => `/api/questions/${t.tid}/popular?page_size=10&page=1`),
  },
  {
    name: 'highlights',
    accept: 'application/json',
    paths: () => [1, 2, 3, 4, 5].flatMap((page) => [
      `/api/events/v1/search/highlights?page=${page}`,
      `/api/events/v1/search/highlights?page=${page}&sortBy=recent`,
    ]),
  },
];

const LABELS: Record<string, string> = {
  page: 'GET /posts/{slug} (page)',
  topic: 'GET /api/topic/{tid}',
  questions: 'GET /api/questions/{tid}/popular',
  highlights: 'GET highlights feed',
};

async function sampleTopics(): Promise<SampledTopic[]> {
  const busiest = Math.max(1, Math.round(SAMPLE / 4));
  const { rows } = await getPool().query<SampledTopic>(
    `(SELECT tid, slug FROM topics WHERE NOT deleted AND NOT draft ORDER BY postcount DESC, tid LIMIT $1)
     UNION
     (SELECT tid, slug FROM topics WHERE NOT deleted AND NOT draft ORDER BY random() LIMIT $2)`,
    [busiest, SAMPLE - busiest],
  );
  return rows;
}

/** One request per target first: a target that does not answer 200 is reported and skipped. */
async function check(target: Target, path: string): Promise<string | null> {
  try {
    const res = await fetch(BASE + path, { headers: { Accept: target.accept } });
    await res.arrayBuffer();
    return res.status === 200 ? null : `answers ${res.status} for ${path}`;
  } catch (err) {
    return `cannot be reached (${err instanceof Error ? err.message : String(err)})`;
  }
}

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  /** Completed requests (0: none was answered before the run ended). */
  requests: number;
  failed: number;
}

async function run(target: Target, paths: string[], connections: number): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: BASE,
    connections,
    duration: DURATION,
    timeout: 30,
    headers: { Accept: target.accept },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return {
    target: LABELS[target.name] ?? target.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function table(rows: Row[]): string {
  const head = ['target', 'conn', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'done', 'failed'];
  const body = rows.map((r) => [
    r.target,
    String(r.connections),
    r.rps.toFixed(1),
    String(r.p50),
    String(r.p90),
    String(r.p99),
    String(r.requests),
    String(r.failed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database the app uses (the topics to request are read from it).');
  const wanted = (process.env.BENCH_TARGETS ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const targets = wanted.length ? TARGETS.filter((t) => wanted.includes(t.name)) : TARGETS;
  const topics = await sampleTopics();
  await closeDatabase();
  if (topics.length === 0) throw new Error('No topics in the database: run `npm run bench:seed` first.');
  console.log(`${BASE}: ${topics.length} topics sampled, ${DURATION} s per run, connections ${CONNECTIONS.join(' and ')}\n`);

  const rows: Row[] = [];
  for (const target of targets) {
    const paths = target.paths(topics);
    const problem = await check(target, paths[0]!);
    if (problem) {
      console.log(`skipped ${LABELS[target.name]}: ${problem}`);
      continue;
    }
    for (const connections of CONNECTIONS) {
      const row = await run(target, paths, connections);
      console.log(
        row.requests === 0
          ? `${row.target} at ${connections}: no request was answered within ${DURATION} s`
          : `${row.target} at ${connections}: ${row.rps.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
      );
      rows.push(row);
    }
  }
  console.log(`\n${table(rows)}`);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDatabase().catch(() => undefined);
  process.exitCode = 1;
});
