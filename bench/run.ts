/**
 * The benchmark (`npm run bench`, never run by CI): one run prints every figure the speed targets
 * are checked against (bench/README.md, bench/RESULTS.md).
 *
 * 1. Scale: the same reads on a community of 10,000 posts and one of 1,000,000 (seeded once by
 *    bench/seed-large.ts into a PostgreSQL server of the benchmark's own, kept in BENCH_DIR),
 *    4 connections: p50 latency at each size, the ratio, and PostgreSQL CPU ms and app CPU ms per
 *    request at 1,000,000.
 * 2. Throughput: at 20 connections, in interleaved rounds, on each community, a static file of the
 *    same server beside the visitor and member topic and feed pages and the topic API: requests/s,
 *    the ratio to the static file, app CPU ms per request, and the app's peak RSS.
 * 3. JavaScript: what a browser loads per page type (bench/js.ts, real Chromium), when present.
 * 4. Images: /api/health latency and the app's RSS while three image bombs are refused and three
 *    logos at the pixel budget are drawn (bench/images.ts).
 *
 * Needs `npm run build` first and PostgreSQL server binaries (Debian's 15 by default, PG_BIN).
 * Environment: BENCH_DIR (.data/bench-run), BENCH_SIZES (`10k,1m`), BENCH_DURATION seconds per run
 * (6), BENCH_ROUNDS (3), BENCH_PARTS (`scale,throughput,js,images`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { eventSlug } from '../lib/events/rules';
import { projectPath } from '../lib/projects/rules';
import { appPort } from '../server/db/freePort';
import { lighthouseReport } from './lighthouse';
import { startCluster, type Cluster } from './cluster';
import { imagesReport } from './images';
import { childrenCpuMs, cpuMs, watchRss } from './proc';

const DIR = path.resolve(process.env.BENCH_DIR ?? '.data/bench-run');
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'scale,throughput,js,images').split(',').map((p) => p.trim()));

/** The two communities: bench/seed-large.ts sizes. */
const SIZES: Record<string, Record<string, number>> = {
  '10k': { BENCH_MEMBERS: 200, BENCH_PROJECTS: 20, BENCH_TOPICS: 1300, BENCH_POSTS: 10_000, BENCH_VOTES: 20_000, BENCH_BOOKMARKS: 2000, BENCH_FOLLOWS: 2000, BENCH_EVENTS: 300 },
  '1m': { BENCH_MEMBERS: 20_000, BENCH_PROJECTS: 200, BENCH_TOPICS: 130_000, BENCH_POSTS: 1_000_000, BENCH_VOTES: 2_000_000, BENCH_BOOKMARKS: 200_000, BENCH_FOLLOWS: 130_000, BENCH_EVENTS: 30_000 },
};
/** Throughput targets whose name holds one of these words (comma-separated; the static file always runs), e.g. `search`. */
const TARGETS = (process.env.BENCH_TARGETS ?? '').split(',').map((t) => t.trim()).filter(Boolean);
const SIZE_NAMES = (process.env.BENCH_SIZES ?? '10k,1m').split(',').map((s) => s.trim()).filter((s) => s in SIZES);

const root = path.resolve(__dirname, '..');

/* ----------------------------------------------------------------------------------------- */

interface App {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startApp(databaseUrl: string): Promise<App> {
  const port = await appPort();
  const url = `http://127.0.0.1:${port}`;
  // The heap limit `npm start` runs the app with (README.md), so RSS is measured as it is served.
  const child: ChildProcess = spawn(process.execPath, ['--max-old-space-size=160', 'dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      // A production instance on DATABASE_URL needs its secret (hardening 8).
      SESSION_SECRET: process.env.SESSION_SECRET || 'benchmark-session-secret-0123456789abcdef',
      DEMO_SEED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(DIR, 'app-data'),
      // The rollups are filled before the app starts (bench/activity.ts); a recompute of a busy
      // day (about 10 s of PostgreSQL at 1M posts) would otherwise land inside measured runs.
      ACTIVITY_JOB: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // At 1,000,000 posts a new migration may take a while on the first start.
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return {
          url,
          pid: child.pid!,
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`The app did not start:\n${log.slice(-4000)}`);
}

async function seeded(cluster: Cluster, name: string): Promise<string> {
  const url = await cluster.database(`bench_${name}`);
  const client = new Client({ connectionString: url });
  await client.connect();
  let members = 0;
  let events = 0;
  try {
    const has = async (table: string) =>
      (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = $1', [table])).rows[0]!.n > 0;
    if (await has('users')) members = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
    if (await has('events')) events = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  } finally {
    await client.end();
  }
  const env = { ...process.env, DATABASE_URL: url, ...Object.fromEntries(Object.entries(SIZES[name]!).map(([k, v]) => [k, String(v)])) };
  if (members > 0) {
    // A community seeded before events existed gets its events once.
    if (events === 0) {
      console.log(`adding events to the ${name} community (once)`);
      const added = spawnSync('npx', ['tsx', 'bench/seed-events.ts'], { cwd: root, env, stdio: 'inherit' });
      if (added.status !== 0) throw new Error(`adding events to ${name} failed`);
    }
  } else {
    console.log(`seeding the ${name} community (once; kept in ${DIR})`);
    const result = spawnSync('npx', ['tsx', 'bench/seed-large.ts'], { cwd: root, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`seeding ${name} failed`);
  }
  // The community rollups up to date before the app starts (its job then keeps today current).
  const activity = spawnSync('npx', ['tsx', 'bench/activity.ts'], { cwd: root, env, stdio: 'inherit' });
  if (activity.status !== 0) throw new Error(`computing the community activity of ${name} failed`);
  return url;
}

/* ----------------------------------------------------------------------------------------- */

interface Sample {
  tids: number[];
  slugs: string[];
  /** A topic of about 50 replies (the comparison topic). */
  fifty: { tid: number; slug: string; posts: number };
  tag: string;
  project: string;
  word: string;
  /** Published events (the busiest 50 by registrations and random others): ids and page paths. */
  eventIds: number[];
  eventPaths: string[];
  /** The project most events belong to (its slug). */
  eventProject: string;
  /** The 20 projects with most topics: ids and page paths. */
  projectIds: number[];
  projectPaths: string[];
  /** The name of the visible project with the fewest topics (a rare term of the global search). */
  rareName: string;
}

async function sample(databaseUrl: string): Promise<Sample> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const topics = await client.query<{ tid: number; slug: string }>(
      `(SELECT tid, slug FROM topics WHERE NOT deleted AND NOT draft ORDER BY postcount DESC, tid LIMIT 50)
       UNION (SELECT tid, slug FROM topics WHERE NOT deleted AND NOT draft ORDER BY random() LIMIT 150)`,
    );
    const fifty = await client.query<{ tid: number; slug: string; posts: number }>(
      'SELECT tid, slug, postcount AS posts FROM topics WHERE NOT deleted AND NOT draft ORDER BY abs(postcount - 51), tid LIMIT 1',
    );
    const tag = await client.query<{ tag: string }>('SELECT tag FROM topic_tags GROUP BY tag ORDER BY count(*) DESC LIMIT 1');
    const project = await client.query<{ slug: string }>(
      'SELECT p.slug FROM topic_projects tp JOIN projects p ON p.id = tp.project_id GROUP BY p.slug ORDER BY count(*) DESC LIMIT 1',
    );
    const events = await client.query<{ id: number; title: string }>(
      `(SELECT id, title FROM events WHERE event_status = 'published' ORDER BY seats_taken DESC, id LIMIT 50)
       UNION (SELECT id, title FROM events WHERE event_status = 'published' ORDER BY random() LIMIT 150)`,
    );
    const eventProject = await client.query<{ slug: string }>(
      `SELECT p.slug FROM events e JOIN projects p ON p.id = ANY(e.projects) WHERE e.event_status = 'published'
       GROUP BY p.slug ORDER BY count(*) DESC LIMIT 1`,
    );
    const projects = await client.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM projects WHERE NOT hidden ORDER BY topic_count DESC, id LIMIT 20',
    );
    const rare = await client.query<{ name: string }>('SELECT name FROM projects WHERE NOT hidden ORDER BY topic_count, id LIMIT 1');
    return {
      rareName: rare.rows[0]?.name ?? 'nothing',
      projectIds: projects.rows.map((r) => r.id),
      projectPaths: projects.rows.map((r) => projectPath(r)),
      eventIds: events.rows.map((r) => r.id),
      eventPaths: events.rows.map((r) => `/events/${eventSlug(r.id, r.title)}`),
      eventProject: eventProject.rows[0]?.slug ?? '',
      tids: topics.rows.map((r) => r.tid),
      slugs: topics.rows.map((r) => r.slug),
      fifty: fifty.rows[0]!,
      tag: tag.rows[0]!.tag,
      project: project.rows[0]!.slug,
      // A word of many titles ("How do I configure {x} in {p}?").
      word: 'configure',
    };
  } finally {
    await client.end();
  }
}

/**
 * A signed-in member's cookies (every seeded member's password is bench-password): `member1` by
 * default, a member like most; `benchadmin` is staff, whose pages are rendered for them
 * (docs/features/page-cache.md "Members on the shared page"). The session and the member hint,
 * as a browser holds them; with `theme`, the member's theme setting is saved first (its hint names it).
 */
async function memberCookie(url: string, username = 'member1', theme?: 'light' | 'dark'): Promise<string> {
  const config = await fetch(`${url}/api/config`);
  const cookie = config.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrf_token: csrf } = (await config.json()) as { csrf_token: string };
  const login = await fetch(`${url}/api/v3/utilities/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': csrf },
    body: JSON.stringify({ username, password: process.env.BENCH_PASSWORD ?? 'bench-password' }),
  });
  if (login.status !== 200) throw new Error(`member sign-in answered ${login.status}`);
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  // As a browser's: the member hint comes with the first configuration answer after sign-in.
  const signedIn = await fetch(`${url}/api/config`, { headers: { Cookie: session } });
  let hint = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => c.startsWith('community.member='));
  if (theme) {
    const member = (await signedIn.json()) as { uid: number; csrf_token: string };
    const saved = await fetch(`${url}/api/v3/users/${member.uid}/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: [session, ...hint].join('; '), 'X-XSRF-TOKEN': member.csrf_token },
      body: JSON.stringify({ settings: { theme } }),
    });
    if (saved.status !== 200) throw new Error(`theme save answered ${saved.status}`);
    hint = saved.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => c.startsWith('community.member='));
  }
  return [session, ...hint].join('; ');
}

/**
 * The personal layer request a shared page starts (lib/personal/script.ts), read from the page's
 * HTML as a visitor gets it: what a member's browser asks for besides the page.
 */
async function layerPath(url: string, page: string): Promise<string> {
  const html = await (await fetch(url + page)).text();
  const found = /"(\/api\/personal[^"]*)"/.exec(html);
  if (!found) throw new Error(`${page} starts no personal layer request`);
  return found[1]!;
}

interface Target {
  name: string;
  accept: string;
  paths: string[];
  cookie?: string;
  /** Each request's address is new (a query parameter the page ignores): a page cache's miss each time. */
  fresh?: boolean;
}

/** The numbers that make `fresh` targets' addresses new, across rounds and targets. */
let freshAddress = 0;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  appCpuMs: number;
  pgCpuMs: number;
}

async function measure(app: App, cluster: Cluster, target: Target, connections: number): Promise<Measured> {
  const first = await fetch(app.url + target.paths[0]!, { headers: { Accept: target.accept, ...(target.cookie ? { Cookie: target.cookie } : {}) } });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${target.name} answers ${first.status} for ${target.paths[0]}`);
  let next = 0;
  const app0 = cpuMs(app.pid);
  const pg0 = childrenCpuMs(cluster.postmasterPid());
  const result = await autocannon({
    url: app.url,
    connections,
    duration: DURATION,
    timeout: 30,
    headers: { Accept: target.accept, 'Accept-Encoding': 'br, gzip', ...(target.cookie ? { Cookie: target.cookie } : {}) },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = target.paths[next++ % target.paths.length]!;
          return { ...request, path: target.fresh ? `${path}&bench=${(freshAddress += 1)}` : path };
        },
      },
    ],
  });
  const done = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    appCpuMs: (cpuMs(app.pid) - app0) / done,
    pgCpuMs: (childrenCpuMs(cluster.postmasterPid()) - pg0) / done,
  };
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/* ----------------------------------------------------------------------------------------- */

/**
 * The reads measured at both sizes. The pages are measured as staff (`cookie`), whose pages are
 * rendered: a visitor's or member's copy comes from the page cache, which would hide what
 * rendering costs at each size. A member's own part of a shared page, the personal layer, is
 * measured as a member (`layers`: the topic pages' and the feed's requests, as the pages start them).
 */
function scaleTargets(s: Sample, cookie: string, layers: { topics: string[]; feed: string; member: string }): Target[] {
  const feed = '/api/events/v1/search/highlights';
  const events = '/api/events/v1/search';
  const search = '/api/search';
  const data = '/api/data/v1';
  const now = Math.floor(Date.now() / 1000);
  const pages = [1, 2, 5];
  const json = 'application/json';
  return [
    { name: 'GET /api/topic/{tid}', accept: json, paths: s.tids.map((t) => `/api/topic/${t}`) },
    { name: 'GET /api/questions/{tid}/popular', accept: json, paths: s.tids.map((t) => `/api/questions/${t}/popular?page_size=10&page=1`) },
    { name: 'feed: recent', accept: json, paths: pages.map((p) => `${feed}?sortBy=recent&page=${p}`) },
    { name: 'feed: popular', accept: json, paths: pages.map((p) => `${feed}?page=${p}`) },
    { name: 'feed: tag', accept: json, paths: pages.map((p) => `${feed}?tags=${s.tag}&page=${p}`) },
    { name: 'feed: project', accept: json, paths: pages.map((p) => `${feed}?projects=${s.project}&page=${p}`) },
    { name: 'feed: post type', accept: json, paths: pages.map((p) => `${feed}?postType=blog&sortBy=recent&page=${p}`) },
    { name: 'feed: last 30 days', accept: json, paths: pages.map((p) => `${feed}?from=${now - 30 * 86400}&to=${now}&page=${p}`) },
    { name: 'feed: search term', accept: json, paths: pages.map((p) => `${feed}?term=${s.word}&page=${p}`) },
    { name: 'page /discussions (rendered, staff)', accept: 'text/html', paths: ['/discussions', '/discussions?sortBy=recent', `/discussions?tags=${s.tag}`], cookie },
    { name: 'page /posts/{slug} (rendered, staff)', accept: 'text/html', paths: s.slugs.map((slug) => `/posts/${slug}`), cookie },
    { name: 'personal layer: /discussions (member)', accept: json, paths: [layers.feed], cookie: layers.member },
    { name: 'personal layer: /posts/{slug} (member)', accept: json, paths: layers.topics, cookie: layers.member },
    { name: 'events: latest', accept: json, paths: pages.map((p) => `${events}?type=event&sortBy=latest&page=${p}`) },
    { name: 'events: popular', accept: json, paths: pages.map((p) => `${events}?type=event&sortBy=popular&page=${p}`) },
    { name: 'events: event type', accept: json, paths: pages.map((p) => `${events}?type=event&event_type=ama&page=${p}`) },
    { name: 'events: project', accept: json, paths: pages.map((p) => `${events}?type=event&projects=${s.eventProject}&page=${p}`) },
    { name: 'events: next 30 days', accept: json, paths: pages.map((p) => `${events}?type=event&common_timestamp=${now}..${now + 30 * 86400}&page=${p}`) },
    { name: 'events: search term', accept: json, paths: pages.map((p) => `${events}?type=event&term=${s.word}&page=${p}`) },
    // The global search (GET /api/search): posts and projects (the default), a common and a rare
    // term, a misspelt one (corrected through the vocabulary), as-you-type prefixes, every
    // collection by a tag (explore) and tag suggestions.
    { name: 'global search: common term', accept: json, paths: pages.map((p) => `${search}?term=${s.word}&page=${p}`) },
    { name: 'global search: rare term', accept: json, paths: [`${search}?term=${encodeURIComponent(s.rareName)}`] },
    { name: 'global search: typo term', accept: json, paths: [`${search}?term=configre`, `${search}?term=typscript`] },
    { name: 'global search: as you type', accept: json, paths: ['conf', 'configu', 'typescr'].map((t) => `${search}?term=${t}&perPage=5&instant=1&searchIn=post,project,event,user`) },
    { name: 'global search: explore a tag', accept: json, paths: pages.map((p) => `${search}?term=*&tags=${s.tag}&searchIn=post,project,event&page=${p}`) },
    { name: 'global search: tag suggestions', accept: json, paths: ['ty', 'rus', 'docu'].map((t) => `${search}?term=*&facetQuery=tags:${t}`) },
    { name: 'global search: replies too', accept: json, paths: [`${search}?term=${s.word}&isMainPost=false`] },
    { name: 'GET /api/events/v1/event/{id}', accept: json, paths: s.eventIds.map((id) => `/api/events/v1/event/${id}`) },
    { name: 'page /events/{slug} (rendered, staff)', accept: 'text/html', paths: s.eventPaths, cookie },
    // The project page (its feed tab) for a visitor (the page cache) and a member, its community
    // tab (summary and graph in the page), and the data calls behind that tab.
    { name: 'page /projects/{id}/{slug} (visitor)', accept: 'text/html', paths: s.projectPaths },
    { name: 'page /projects/{id}/{slug} (member)', accept: 'text/html', paths: s.projectPaths, cookie },
    { name: 'page /projects/{id}/{slug}/community (member)', accept: 'text/html', paths: s.projectPaths.map((p) => `${p}/community`), cookie },
    { name: 'community summary: project, week', accept: json, paths: s.projectIds.map((id) => `${data}/community_summary?project_id=${id}`) },
    { name: 'community summary: project, month', accept: json, paths: s.projectIds.map((id) => `${data}/community_summary?project_id=${id}&active_member_interval=month`) },
    { name: 'community graph: project, 90 days', accept: json, paths: s.projectIds.map((id) => `${data}/graph?project_id=${id}`) },
  ];
}

async function scale(cluster: Cluster, urls: Record<string, string>): Promise<string> {
  const bySize: Record<string, Map<string, Measured>> = {};
  for (const size of SIZE_NAMES) {
    const app = await startApp(urls[size]!);
    try {
      const s = await sample(urls[size]!);
      bySize[size] = new Map();
      const layers = {
        topics: await Promise.all(s.slugs.slice(0, 40).map((slug) => layerPath(app.url, `/posts/${slug}`))),
        feed: await layerPath(app.url, '/discussions'),
        member: await memberCookie(app.url),
      };
      for (const target of scaleTargets(s, await memberCookie(app.url, 'benchadmin'), layers)) {
        const m = await measure(app, cluster, target, 4);
        bySize[size]!.set(target.name, m);
        console.log(`  ${size} ${target.name}: p50 ${m.p50} ms, ${fixed(m.rps)} req/s, app ${fixed(m.appCpuMs)} ms, PostgreSQL ${fixed(m.pgCpuMs)} ms per request`);
      }
    } finally {
      await app.stop();
    }
  }
  const [small, large] = SIZE_NAMES;
  const names = [...(bySize[small!]?.keys() ?? [])];
  const rows = names.map((name) => {
    const a = bySize[small!]?.get(name);
    const b = large ? bySize[large]?.get(name) : undefined;
    return [
      name,
      a ? String(a.p50) : '-',
      b ? String(b.p50) : '-',
      a && b ? fixed(b.p50 / Math.max(a.p50, 1), 2) : '-',
      b ? fixed(b.pgCpuMs) : '-',
      b ? fixed(b.appCpuMs) : '-',
      String((a?.failed ?? 0) + (b?.failed ?? 0)),
    ];
  });
  return table(['target (4 connections)', `${small} p50 ms`, `${large ?? '-'} p50 ms`, 'ratio', 'PG CPU ms/req', 'app CPU ms/req', 'failed'], rows);
}

/** The build's id, which names its pages' data addresses (`/_next/data/<id>/<page>.json`). */
function buildId(): string {
  return fs.readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim();
}

/** Next's data request of a client-side navigation to `page` (in the default language, as the browser asks). */
function navigationData(page: string): string {
  return `/_next/data/${buildId()}/en${page}.json`;
}

async function throughput(cluster: Cluster, databaseUrl: string): Promise<string> {
  const app = await startApp(databaseUrl);
  const rss = watchRss(app.pid);
  try {
    const s = await sample(databaseUrl);
    const cookie = await memberCookie(app.url);
    const staff = await memberCookie(app.url, 'benchadmin');
    const themed = await memberCookie(app.url, 'member3', 'dark');
    const topic = `/posts/${s.fifty.slug}`;
    const event = s.eventPaths[0]!;
    const project = s.projectPaths[0]!;
    const json = 'application/json';
    const allTargets: Target[] = [
      { name: 'static file /favicon.svg', accept: '*/*', paths: ['/favicon.svg'] },
      { name: `topic page (${s.fifty.posts} posts), visitor`, accept: 'text/html', paths: [topic] },
      { name: 'topic page, member', accept: 'text/html', paths: [topic], cookie },
      { name: '  + the topic page’s personal layer', accept: json, paths: [await layerPath(app.url, topic)], cookie },
      { name: 'topic page, staff (rendered)', accept: 'text/html', paths: [topic], cookie: staff },
      { name: 'topic page, member with a dark theme', accept: 'text/html', paths: [topic], cookie: themed },
      // A member's client-side navigation: Next's data for the page (the shared copy), then its layer.
      { name: 'topic page data (a navigation), member', accept: json, paths: [navigationData(topic)], cookie },
      { name: 'feed page /discussions, visitor', accept: 'text/html', paths: ['/discussions'] },
      { name: 'feed page /discussions, member', accept: 'text/html', paths: ['/discussions'], cookie },
      { name: '  + the feed page’s personal layer', accept: json, paths: [await layerPath(app.url, '/discussions')], cookie },
      { name: 'feed page, staff (rendered)', accept: 'text/html', paths: ['/discussions'], cookie: staff },
      { name: 'feed page data (a navigation), member', accept: json, paths: [navigationData('/discussions')], cookie },
      { name: 'GET /api/topic/{tid}, visitor', accept: json, paths: [`/api/topic/${s.fifty.tid}`] },
      { name: 'event page, visitor', accept: 'text/html', paths: [event] },
      { name: 'event page, member', accept: 'text/html', paths: [event], cookie },
      { name: '  + the event page’s personal layer', accept: json, paths: [await layerPath(app.url, event)], cookie },
      { name: 'profile page, member', accept: 'text/html', paths: ['/user/member2'], cookie },
      { name: '  + the profile page’s personal layer', accept: json, paths: [await layerPath(app.url, '/user/member2')], cookie },
      { name: 'project page, member', accept: 'text/html', paths: [project], cookie },
      { name: '  + the project page’s personal layer', accept: json, paths: [await layerPath(app.url, project)], cookie },
      { name: 'explore page, member', accept: 'text/html', paths: ['/explore'], cookie },
      { name: '  + the explore page’s personal layer', accept: json, paths: [await layerPath(app.url, '/explore')], cookie },
      { name: 'search page /search, visitor', accept: 'text/html', paths: [`/search?term=${s.word}`] },
      { name: 'search page, member', accept: 'text/html', paths: [`/search?term=${s.word}`], cookie },
      { name: '  + the search page’s personal layer', accept: json, paths: [await layerPath(app.url, `/search?term=${s.word}`)], cookie },
      { name: 'search page, visitor, each address new (not stored: spliced)', accept: 'text/html', paths: [`/search?term=${s.word}`], fresh: true },
      // What a search from the page's own form costs: Next's client navigation asks for the page's props, not its HTML.
      { name: 'search page data (a search in the browser), each address new', accept: json, paths: [`${navigationData('/search')}?term=${s.word}`], fresh: true },
      { name: 'GET /api/search, same query, visitor', accept: json, paths: [`/api/search?term=${s.word}`] },
      { name: 'explore page /explore, visitor', accept: 'text/html', paths: ['/explore'] },
    ];
    const targets = allTargets.filter((t, i) => i === 0 || TARGETS.length === 0 || TARGETS.some((w) => t.name.includes(w)));
    const runs = new Map<string, Measured[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const m = await measure(app, cluster, target, 20);
        runs.get(target.name)!.push(m);
        console.log(`  round ${round} ${target.name}: ${fixed(m.rps)} req/s, app ${fixed(m.appCpuMs, 2)} ms per request`);
      }
    }
    const staticRps = median(runs.get(targets[0]!.name)!.map((m) => m.rps));
    const rows = targets.map((t) => {
      const ms = runs.get(t.name)!;
      const rps = median(ms.map((m) => m.rps));
      return [
        t.name,
        fixed(rps),
        `${fixed((100 * rps) / Math.max(staticRps, 1), 0)} %`,
        fixed(median(ms.map((m) => m.appCpuMs)), 2),
        fixed(median(ms.map((m) => m.pgCpuMs)), 2),
        fixed(median(ms.map((m) => m.p50)), 0),
        String(ms.reduce((n, m) => n + m.failed, 0)),
      ];
    });
    const peak = rss.stop();
    // What one view costs in CPU (app and PostgreSQL, medians of the rounds): a member's shared page
    // and its personal layer together, beside the page rendered for them (staff); the search page
    // not yet stored (its results spliced into its shell) and its data for a browser's navigation beside
    // its API answer.
    const cpu = (name: string) => {
      const ms = runs.get(name);
      if (!ms) return Number.NaN; // left out by BENCH_TARGETS
      return median(ms.map((m) => m.appCpuMs)) + median(ms.map((m) => m.pgCpuMs));
    };
    const views = [
      ['topic page, member', 'topic page, member', '  + the topic page’s personal layer', 'topic page, staff (rendered)'],
      ['topic page, member with a theme', 'topic page, member with a dark theme', '  + the topic page’s personal layer', ''],
      ['topic page, a navigation', 'topic page data (a navigation), member', '  + the topic page’s personal layer', ''],
      ['feed page, member', 'feed page /discussions, member', '  + the feed page’s personal layer', 'feed page, staff (rendered)'],
      ['feed page, a navigation', 'feed page data (a navigation), member', '  + the feed page’s personal layer', ''],
      ['event page, member', 'event page, member', '  + the event page’s personal layer', ''],
      ['profile page, member', 'profile page, member', '  + the profile page’s personal layer', ''],
      ['project page, member', 'project page, member', '  + the project page’s personal layer', ''],
      ['explore page, member', 'explore page, member', '  + the explore page’s personal layer', ''],
      ['search page, member', 'search page, member', '  + the search page’s personal layer', 'search page, visitor, each address new (not stored: spliced)'],
    ].map(([label, page, layer, rendered]) => [label!, fixed(cpu(page!), 2), fixed(cpu(layer!), 2), fixed(cpu(page!) + cpu(layer!), 2), rendered ? fixed(cpu(rendered), 2) : '-']);
    const searchPage = cpu('search page, visitor, each address new (not stored: spliced)');
    const searchApi = cpu('GET /api/search, same query, visitor');
    const searchData = cpu('search page data (a search in the browser), each address new');
    // No figure of another product is kept here: a comparison is made by running both in the same
    // interleaved rounds (bench/README.md), member page against member page.
    return [
      table(['20 connections, median of rounds', 'req/s', 'of static', 'app CPU ms/req', 'PostgreSQL CPU ms/req', 'p50 ms', 'failed'], rows),
      '',
      table(['one view, app + PostgreSQL CPU ms', 'page', 'layer', 'page + layer', 'rendered page'], views),
      '',
      `search page not yet stored (its results spliced into its shell) ${fixed(searchPage, 2)} ms vs its API answer ${fixed(searchApi, 2)} ms (app + PostgreSQL): ${fixed(searchPage - searchApi, 2)} ms more (a stored copy's view: above)`,
      `search page data (a search in the browser) ${fixed(searchData, 2)} ms: ${fixed(searchData - searchApi, 2)} ms more than the API answer`,
      '',
      `app peak RSS: ${fixed(peak, 0)} MB`,
    ].join('\n');
  } finally {
    rss.stop();
    await app.stop();
  }
}

/** bench/js.ts, when present: JS bytes per page type from a real Chromium load. */
async function javascript(databaseUrl: string): Promise<string> {
  const file = path.join(__dirname, 'js.ts');
  if (!fs.existsSync(file)) return '(bench/js.ts is not here)';
  const app = await startApp(databaseUrl);
  try {
    const mod = (await import(file)) as { jsReport?: (baseUrl: string) => Promise<string> };
    const js = mod.jsReport ? await mod.jsReport(app.url) : '(bench/js.ts exports no jsReport)';
    // Lighthouse mobile of the topic, feed and event pages against the same app (bench/lighthouse.ts).
    return `${js}\n\n${await lighthouseReport(app.url)}`;
  } finally {
    await app.stop();
  }
}

/** bench/images.ts: /api/health and RSS while images are refused and drawn. */
async function images(databaseUrl: string): Promise<string> {
  const app = await startApp(databaseUrl);
  try {
    const s = await sample(databaseUrl);
    return await imagesReport(app.url, app.pid, await memberCookie(app.url), s.projectIds);
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist/server.js')) || !fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
    throw new Error('Build the app first: npm run build');
  }
  const cluster = await startCluster(path.join(DIR, 'pg'));
  try {
    const urls: Record<string, string> = {};
    for (const size of SIZE_NAMES) urls[size] = await seeded(cluster, size);
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
    const header = `commit ${commit}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${DURATION} s per run`;
    const out: string[] = [header];
    if (PARTS.has('scale')) {
      console.log('\n1. scale');
      out.push('', '1. Scale: 10,000 vs 1,000,000 posts', await scale(cluster, urls));
    }
    const small = urls[SIZE_NAMES[0]!]!;
    // Members' pages and their personal layers must cost the same on a large community: each size.
    if (PARTS.has('throughput')) {
      for (const size of SIZE_NAMES) {
        console.log(`\n2. throughput (${size})`);
        out.push('', `2. Throughput (${size} community, ${ROUNDS} interleaved rounds)`, await throughput(cluster, urls[size]!));
      }
    }
    if (PARTS.has('js')) {
      console.log('\n3. javascript');
      out.push('', '3. JavaScript per page type (visitor, real Chromium)', await javascript(small));
    }
    if (PARTS.has('images')) {
      console.log('\n4. images');
      out.push('', `4. Images (${SIZE_NAMES[0]} community): /api/health and RSS while images are processed`, await images(small));
    }
    console.log(`\n${out.join('\n')}`);
    fs.writeFileSync(path.join(DIR, 'last-run.txt'), `${out.join('\n')}\n`);
  } finally {
    cluster.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
