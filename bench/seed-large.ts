/**
 * Loads a large synthetic community into the database named by DATABASE_URL, for benchmarks
 * (never run by CI): members, projects with maintainers, topics of every post type with tags and
 * projects, questions, nested answers, votes, bookmarks, follows, accepted answers and pins.
 *
 *   DATABASE_URL=postgres://... npm run bench:seed
 *
 * Sizes (environment, defaults): BENCH_MEMBERS 2000, BENCH_PROJECTS 60, BENCH_TOPICS 20000,
 * BENCH_POSTS 150000 (all posts, main posts included), BENCH_VOTES 300000, BENCH_BOOKMARKS 30000,
 * BENCH_FOLLOWS 20000, BENCH_EVENTS 300 (bench/seed-events.ts). The database must have no members yet (start the app once with
 * DEMO_SEED=false so the migrations run), or set BENCH_RESET=1 to empty every table first.
 *
 * Everything is written with set-based SQL (generate_series INSERT ... SELECT) in one
 * transaction. Post HTML and the full-text vector are made the way the app makes them: Markdown
 * bodies are rendered once per template with the app's own renderer, and the vector weights are
 * the repository's (title A, summary and tags B, text C). Counters are computed from the rows.
 * Every member signs in with the password BENCH_PASSWORD (default "bench-password").
 */
import type { PoolClient } from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { getPool } from '../server/db';
import { runMigrations } from '../server/db/migrate';
import { renderMarkdown, searchText } from '../server/discussions/markdown';
import { ensureDefaultCategory } from '../server/discussions/repository';
import { insertUser } from '../server/users/repository';
import { loadEvents } from './seed-events';
import { runScript } from './script';

const size = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const MEMBERS = Math.max(size('BENCH_MEMBERS', 2000), 10);
const PROJECTS = Math.max(size('BENCH_PROJECTS', 60), 1);
const TOPICS = Math.max(size('BENCH_TOPICS', 20_000), 1);
const POSTS = Math.max(size('BENCH_POSTS', 150_000), TOPICS);
const VOTES = size('BENCH_VOTES', 300_000);
const BOOKMARKS = size('BENCH_BOOKMARKS', 30_000);
const FOLLOWS = size('BENCH_FOLLOWS', 20_000);
const EVENTS = size('BENCH_EVENTS', 300);
const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-password';
const RESET = ['1', 'true', 'yes'].includes((process.env.BENCH_RESET ?? '').toLowerCase());

/** Replies split: half questions, the rest answers, a quarter of those replying to another answer. */
const QUESTIONS = Math.round((POSTS - TOPICS) * 0.5);
const ANSWERS_TO_QUESTIONS = Math.round((POSTS - TOPICS - QUESTIONS) * 0.75);
const ANSWERS_TO_ANSWERS = POSTS - TOPICS - QUESTIONS - ANSWERS_TO_QUESTIONS;

/* ------------------------------------------------------------------------------------------ */
/* Words                                                                                        */
/* ------------------------------------------------------------------------------------------ */

const FIRST_NAMES = ['Ada', 'Ben', 'Chen', 'Dara', 'Eli', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jun', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Omar', 'Pia', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Uma', 'Vik', 'Wen', 'Yara', 'Zoe'];
const LAST_NAMES = ['Ahmed', 'Brown', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Mensah', 'Novak', 'Okafor', 'Park', 'Rossi', 'Silva', 'Tanaka', 'Umar', 'Varga', 'Weber', 'Yilmaz', 'Zhou'];
const PROJECT_STEMS = ['plot', 'harbor', 'quill', 'steady', 'glyph', 'pipe', 'forge', 'lumen', 'cobalt', 'ember', 'nimbus', 'orbit', 'pixel', 'relay', 'sprout', 'tide'];
const PROJECT_ENDS = ['line', 'kit', 'press', 'test', 'wright', 'flow', 'base', 'craft', 'graph', 'stack'];
const THINGS = [
  'incremental builds', 'fake timers', 'high-DPI rendering', 'plugin loading', 'config files', 'release signing',
  'CI caching', 'test sharding', 'i18n routes', 'accessible icons', 'streaming data', 'query plans', 'retries',
  'bundle size', 'dark mode', 'keyboard navigation', 'changelogs', 'semantic versioning', 'WebAssembly builds',
  'Docker images', 'monorepo tooling', 'TypeScript types', 'flaky tests', 'error messages', 'the CLI help text',
];
const TITLE_PATTERNS: Array<[string, string, number]> = [
  // [post type, pattern, weight]
  ['faq', 'How do I configure {x} in {p}?', 3],
  ['faq', 'Why did {x} get slower after upgrading {p}?', 2],
  ['faq', 'Is there a way to disable {x} in {p}?', 2],
  ['faq', '{p}: {x} fails on Windows, what am I missing?', 2],
  ['blog', 'What we learned about {x} while maintaining {p}', 2],
  ['blog', '{p} release notes: {x} and more', 2],
  ['link', 'Worth reading: a deep dive into {x}', 2],
  ['podcast', 'Maintainers talk: {x} in {p}', 1],
  ['ama', 'AMA: ask the {p} maintainers about {x}', 1],
];
const TAGS = [
  'javascript', 'typescript', 'rust', 'go', 'python', 'postgresql', 'performance', 'testing', 'ci', 'release',
  'security', 'supply-chain', 'accessibility', 'i18n', 'documentation', 'getting-started', 'first-contribution',
  'cli', 'static-sites', 'charts', 'data-engineering', 'open-data', 'design', 'webassembly', 'devops', 'docker',
  'licensing', 'community', 'meetups', 'maintainers', 'sustainability', 'api', 'bundle-size', 'windows', 'linux',
  'macos', 'plugins', 'config', 'async', 'realtime',
];
const PODCASTS: Array<[string, number]> = [
  ['maintainers-corner-01.mp3', 29],
  ['first-contributions-01.mp3', 27],
  ['release-notes-01.mp3', 24],
  ['maintainers-corner-02.mp3', 24],
];
const SUMMARIES = [
  'A short write-up of the problem, what we tried and what finally worked.',
  'Notes from the maintainers on the design, the trade-offs and the migration path.',
  'Step-by-step answer with a minimal reproduction and the configuration that fixes it.',
  'Why this matters for contributors, and what changes in the next release.',
];

/** A small deterministic generator, so every run writes the same bodies. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SENTENCES = [
  'I upgraded last week and the behaviour changed without a note in the changelog.',
  'The documentation covers the basic case, but not what happens with several plugins at once.',
  'With the default settings everything works; the problem starts once caching is turned on.',
  'We reproduced it on two machines, with Node 20 and Node 22.',
  'A minimal reproduction is below; it fails about one time in five.',
  'The maintainers suggested opening a discussion first, so here it is.',
  'Our CI runs the same steps and takes three times longer than a local build.',
  'The error only appears when the project lives in a folder with spaces in its name.',
  'This is the configuration we use in production, trimmed to the relevant part.',
  'Any pointers to the right part of the code are welcome; happy to send a pull request.',
  'It would help new contributors if this were explained in the getting-started guide.',
  'The same approach worked well for us in two other projects.',
];
const CODE = [
  ['bash', 'npm run build -- --verbose\nnpm test -- --runInBand'],
  ['js', "export default {\n  cache: true,\n  plugins: [legacy(highlight)],\n};"],
  ['ts', "const series = chart.addSeries({ window: 3000 });\nsocket.on('reading', (r) => series.append(r.time, r.value));"],
  ['sql', 'SELECT tid, count(*) FROM posts GROUP BY tid ORDER BY 2 DESC LIMIT 10;'],
  ['text', 'Error: Cannot find module \'plugins/highlight\'\n    at resolve (internal/modules/cjs/loader.js:902:15)'],
];

function mainBody(rand: () => number): string {
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  const parts = [`${pick(SENTENCES)} ${pick(SENTENCES)}`];
  if (rand() < 0.6) {
    const [lang, code] = pick(CODE);
    parts.push(`~~~${lang}\n${code}\n~~~`);
  }
  if (rand() < 0.5) parts.push(['- What I expected', '- What happened instead', '- What I tried'].join('\n'));
  parts.push(`${pick(SENTENCES)} ${pick(SENTENCES)} See [the guide](https://example.org/docs/${Math.floor(rand() * 50)}).`);
  return parts.join('\n\n');
}

function replyBody(rand: () => number): string {
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  const parts = [`${pick(SENTENCES)} Try \`--verbose\` first.`];
  if (rand() < 0.3) {
    const [lang, code] = pick(CODE);
    parts.push(`~~~${lang}\n${code}\n~~~`);
  }
  if (rand() < 0.4) parts.push(pick(SENTENCES));
  return parts.join('\n\n');
}

interface Template {
  md: string;
  html: string;
  text: string;
}

const template = (md: string): Template => ({ md, html: renderMarkdown(md), text: searchText(md) });

/** Main post bodies open with a line naming the topic (`Topic: {title}`), then a template. */
const intro = (title: string) => `Topic: ${title}`;

/**
 * The SQL composes a main post from its intro and a template; this checks on sample titles that
 * the composition is exactly what the app's renderer makes of the whole Markdown.
 */
function checkComposition(templates: Template[]): void {
  const samples = TITLE_PATTERNS.flatMap(([, pattern]) =>
    THINGS.map((thing, i) => pattern.replace('{x}', thing).replace('{p}', i % 2 ? 'Plotkit' : 'Tideline 61')),
  );
  for (const [i, title] of samples.entries()) {
    const t = templates[i % templates.length]!;
    const md = `${intro(title)}\n\n${t.md}`;
    if (renderMarkdown(md) !== `<p>${intro(title)}</p>\n${t.html}`) throw new Error(`unexpected HTML for "${title}"`);
    if (searchText(md) !== `${intro(title)} ${t.text}`) throw new Error(`unexpected search text for "${title}"`);
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Loading                                                                                      */
/* ------------------------------------------------------------------------------------------ */

async function timed(client: PoolClient, label: string, text: string, values: unknown[] = []): Promise<void> {
  const started = Date.now();
  const result = await client.query(text, values);
  const rows = typeof result.rowCount === 'number' ? ` (${result.rowCount.toLocaleString('en')} rows)` : '';
  console.log(`  ${label}${rows}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Random member uid (from the bench_uids temp table), as an SQL expression. */
const RANDOM_UID = '(SELECT a FROM bench_uids)[1 + floor(random() * (SELECT n FROM bench_uids))::int]';
const RANDOM_PROJECT = '(SELECT a FROM bench_projects)[1 + floor(random() * (SELECT n FROM bench_projects))::int]';

/** The triggers that keep feed_entries (drizzle/0008), by table. */
const FEED_TRIGGERS = [
  ['posts', 'feed_posts'],
  ['topics', 'feed_topics'],
  ['topic_tags', 'feed_topic_tags'],
  ['topic_projects', 'feed_topic_projects'],
  // The global search's vocabulary (drizzle/0018): refilled in one pass after the load.
  ['topics', 'search_words_topics'],
  ['topic_tags', 'search_words_topic_tags'],
];

/** Tables written in bulk: their secondary indexes and foreign keys are rebuilt after the load. */
const BULK_TABLES = ['posts', 'votes', 'bookmarks', 'topic_follows', 'topic_tags', 'topic_projects'];

/**
 * Members and projects go straight in (small); topics and posts are planned in temporary tables
 * first (ids, authors, times, templates), so counters can be computed before any row is written.
 */
async function plan(client: PoolClient, passwordHash: string): Promise<void> {
  await timed(
    client,
    'members',
    `INSERT INTO users (username, userslug, email, fullname, password_hash, location, aboutme,
                        gdpr_data_consent_at, gdpr_email_consent_at, joined_at)
     SELECT 'member' || g, 'member' || g, 'member' || g || '@bench.community.test',
            ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g * 7) % cardinality($3::text[])],
            $4, '', 'Open-source contributor.', now(), now(), now() - random() * interval '700 days'
     FROM generate_series(1, $1::int - 1) g`,
    [MEMBERS, FIRST_NAMES, LAST_NAMES, passwordHash],
  );
  await client.query(`INSERT INTO group_members (group_name, uid) SELECT 'registered-users', uid FROM users ON CONFLICT DO NOTHING`);
  await client.query(
    `CREATE TEMP TABLE bench_uids ON COMMIT DROP AS SELECT array_agg(uid ORDER BY uid) AS a, count(*)::int AS n FROM users`,
  );

  await timed(
    client,
    'projects',
    `INSERT INTO projects (name, slug, created_at)
     SELECT initcap(s) || e || CASE WHEN g > cardinality($2::text[]) * cardinality($3::text[]) THEN ' ' || g ELSE '' END,
            s || e || CASE WHEN g > cardinality($2::text[]) * cardinality($3::text[]) THEN '-' || g ELSE '' END,
            now() - random() * interval '900 days'
     FROM (SELECT g, ($2::text[])[1 + (g - 1) % cardinality($2::text[])] AS s,
                  ($3::text[])[1 + ((g - 1) / cardinality($2::text[])) % cardinality($3::text[])] AS e
           FROM generate_series(1, $1::int) g) x`,
    [PROJECTS, PROJECT_STEMS, PROJECT_ENDS],
  );
  await client.query(
    `INSERT INTO project_maintainers (project_id, uid)
     SELECT p.id, ${RANDOM_UID} FROM projects p, generate_series(1, 2) ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_projects ON COMMIT DROP AS
     SELECT array_agg(id ORDER BY id) AS a, array_agg(name ORDER BY id) AS names, count(*)::int AS n FROM projects`,
  );

  const rand = random(20240601);
  const mains = Array.from({ length: 40 }, () => template(mainBody(rand)));
  const replies = Array.from({ length: 60 }, () => template(replyBody(rand)));
  checkComposition(mains);
  await client.query(
    `CREATE TEMP TABLE bench_main ON COMMIT DROP AS
     SELECT i::int, md, html, text FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(md, html, text, i)`,
    [mains.map((t) => t.md), mains.map((t) => t.html), mains.map((t) => t.text)],
  );
  // A reply's vector is its text's alone: computed once per template.
  await client.query(
    `CREATE TEMP TABLE bench_reply ON COMMIT DROP AS
     SELECT i::int, md, html, setweight(to_tsvector('english', text), 'C') AS vec
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(md, html, text, i)`,
    [replies.map((t) => t.md), replies.map((t) => t.html), replies.map((t) => t.text)],
  );
  const weighted = TITLE_PATTERNS.flatMap(([type, pattern, weight]) => Array.from({ length: weight }, () => [type, pattern] as const));
  await client.query(
    `CREATE TEMP TABLE bench_titles ON COMMIT DROP AS
     SELECT i::int, post_type, pattern FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(post_type, pattern, i)`,
    [weighted.map(([type]) => type), weighted.map(([, pattern]) => pattern)],
  );

  const { rows: bases } = await client.query<{ tid: number; pid: number }>(
    'SELECT (SELECT coalesce(max(tid), 0) FROM topics)::int AS tid, (SELECT coalesce(max(pid), 0) FROM posts)::int AS pid',
  );
  const tidBase = bases[0]!.tid;
  const pidBase = bases[0]!.pid;

  // Topics: explicit ids (tid = base + g; its main post's pid = base + g).
  await timed(
    client,
    'plan: topics',
    `CREATE TEMP TABLE bt ON COMMIT DROP AS
     SELECT g, $2::int + g AS tid, $3::int + g AS pid, uid, tt.post_type,
            replace(replace(tt.pattern, '{x}', ($4::text[])[1 + floor(r2 * cardinality($4::text[]))::int]), '{p}', pname) AS title,
            project_id, created, 1 + floor(r3 * 40)::int AS template,
            CASE WHEN g % 2 = 0 THEN ($5::text[])[1 + g % cardinality($5::text[])] ELSE '' END AS summary,
            CASE tt.post_type
              WHEN 'podcast' THEN jsonb_build_object('audioUrl', '/audio/' || ($6::text[])[1 + g % 4], 'duration', ($7::int[])[1 + g % 4])
              WHEN 'link' THEN jsonb_build_object('url', 'https://example.org/articles/' || g)
              ELSE '{}'::jsonb END AS meta
     FROM (
       SELECT g, ${RANDOM_UID} AS uid,
              1 + floor(random() * (SELECT count(*) FROM bench_titles))::int AS ti,
              random() AS r2, random() AS r3,
              CASE WHEN random() < 0.7 THEN 1 + floor(random() * (SELECT n FROM bench_projects))::int END AS pi,
              now() - random() ^ 1.5 * interval '365 days' AS created
       FROM generate_series(1, $1::int) g
     ) x
     JOIN bench_titles tt ON tt.i = x.ti
     CROSS JOIN LATERAL (SELECT (SELECT a FROM bench_projects)[x.pi] AS project_id,
                                coalesce((SELECT names FROM bench_projects)[x.pi], 'the project') AS pname) p`,
    [TOPICS, tidBase, pidBase, THINGS, SUMMARIES, PODCASTS.map(([file]) => file), PODCASTS.map(([, d]) => d)],
  );
  await client.query(
    `CREATE TEMP TABLE btags ON COMMIT DROP AS
     SELECT DISTINCT ON (tid, tag) tid, tag, k - 1 AS position FROM (
       SELECT bt.tid, ($1::text[])[1 + (bt.g * 7 + k * 13 + floor(random() * 3)::int) % cardinality($1::text[])] AS tag, k
       FROM bt, generate_series(1, 3) k WHERE k <= 1 + bt.g % 3) x
     ORDER BY tid, tag, k`,
    [TAGS],
  );

  // Posts: main posts, questions (many on some topics), answers, answers to answers.
  const qBase = pidBase + TOPICS;
  const aBase = qBase + QUESTIONS;
  const nBase = aBase + ANSWERS_TO_QUESTIONS;
  await client.query(
    `CREATE TEMP TABLE bp (pid int, tid int, uid int, to_pid int, qid int, is_main boolean, tpl int, created timestamptz) ON COMMIT DROP`,
  );
  await client.query(`INSERT INTO bp SELECT pid, tid, uid, NULL, NULL, true, template, created FROM bt`);
  await timed(
    client,
    'plan: questions',
    `INSERT INTO bp
     SELECT $2::int + x.g, bt.tid, x.uid, bt.pid, NULL, false, x.ri, bt.created + (now() - bt.created) * x.r2
     FROM (SELECT g, 1 + floor(random() ^ 2 * $3::int)::int AS ti, 1 + floor(random() * 60)::int AS ri,
                  random() ^ 2 AS r2, ${RANDOM_UID} AS uid
           FROM generate_series(1, $1::int) g) x
     JOIN bt ON bt.g = x.ti`,
    [QUESTIONS, qBase, TOPICS],
  );
  await client.query('CREATE INDEX ON bp (pid)');
  await client.query('ANALYZE bp');
  await timed(
    client,
    'plan: answers',
    `INSERT INTO bp
     SELECT $2::int + x.g, q.tid, x.uid, q.pid, q.pid, false, x.ri, q.created + (now() - q.created) * x.r2
     FROM (SELECT g, $4::int + 1 + floor(random() ^ 2 * $3::int)::int AS qpid, 1 + floor(random() * 60)::int AS ri,
                  random() ^ 2 AS r2, ${RANDOM_UID} AS uid
           FROM generate_series(1, $1::int) g) x
     JOIN bp q ON q.pid = x.qpid`,
    [ANSWERS_TO_QUESTIONS, aBase, QUESTIONS, qBase],
  );
  await timed(
    client,
    'plan: answers to answers',
    `INSERT INTO bp
     SELECT $2::int + x.g, a.tid, x.uid, a.pid, a.qid, false, x.ri, a.created + (now() - a.created) * x.r2
     FROM (SELECT g, $4::int + 1 + floor(random() * $3::int)::int AS apid, 1 + floor(random() * 60)::int AS ri,
                  random() ^ 2 AS r2, ${RANDOM_UID} AS uid
           FROM generate_series(1, $1::int) g) x
     JOIN bp a ON a.pid = x.apid`,
    [ANSWERS_TO_ANSWERS, nBase, Math.max(ANSWERS_TO_QUESTIONS, 1), aBase],
  );
  await client.query('ANALYZE bp');

  // Votes (main posts and early pids draw more), never on your own post, one per member and post.
  await timed(
    client,
    'plan: votes',
    `CREATE TEMP TABLE bv ON COMMIT DROP AS
     SELECT x.pid, x.uid, min(greatest(p.created, now() - x.r * (now() - p.created))) AS created
     FROM (SELECT $2::int + 1 + floor(random() ^ 2 * $3::int)::int AS pid, ${RANDOM_UID} AS uid, random() AS r
           FROM generate_series(1, $1::int)) x
     JOIN bp p ON p.pid = x.pid
     WHERE p.uid IS DISTINCT FROM x.uid
     GROUP BY x.pid, x.uid`,
    [VOTES, pidBase, POSTS],
  );

  // Counters from the plan (lib/discussions/types.ts: a main post counts its questions, a question
  // every answer in its thread, an answer its direct replies).
  await client.query(`CREATE TEMP TABLE bup ON COMMIT DROP AS SELECT pid, count(*)::int AS n FROM bv GROUP BY pid`);
  await client.query(
    `CREATE TEMP TABLE brep ON COMMIT DROP AS
     SELECT to_pid AS pid, count(*)::int AS n FROM bp WHERE to_pid IS NOT NULL AND (qid IS NULL OR to_pid <> qid) GROUP BY to_pid
     UNION ALL
     SELECT qid, count(*)::int FROM bp WHERE qid IS NOT NULL GROUP BY qid`,
  );
  // Accepted answers: the most upvoted reply, on 40 % of answered faq topics and a quarter of
  // answered questions.
  await client.query(
    `CREATE TEMP TABLE bacc ON COMMIT DROP AS
     SELECT pid, aid FROM (
       SELECT DISTINCT ON (q.to_pid) q.to_pid AS pid, q.pid AS aid
       FROM bp q JOIN bt ON bt.tid = q.tid LEFT JOIN bup u ON u.pid = q.pid
       WHERE NOT q.is_main AND q.qid IS NULL AND bt.post_type = 'faq'
       ORDER BY q.to_pid, coalesce(u.n, 0) DESC, q.pid) f
     WHERE random() < 0.4
     UNION ALL
     SELECT pid, aid FROM (
       SELECT DISTINCT ON (a.qid) a.qid AS pid, a.pid AS aid
       FROM bp a LEFT JOIN bup u ON u.pid = a.pid
       WHERE a.qid IS NOT NULL AND a.to_pid = a.qid
       ORDER BY a.qid, coalesce(u.n, 0) DESC, a.pid) q
     WHERE random() < 0.25`,
  );
}

/**
 * Drops the secondary indexes and foreign keys of the bulk-written tables (inside the load's
 * transaction, so a failed load leaves them as they were) and answers the statements that
 * recreate them exactly.
 */
async function dropSecondaryIndexes(client: PoolClient): Promise<string[]> {
  const { rows: keys } = await client.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1)`,
    [BULK_TABLES],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const k of keys) await client.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT "${k.name}"`);
  for (const i of indexes) await client.query(`DROP INDEX "${i.name}"`);
  return [
    ...indexes.map((i) => i.def),
    ...keys.map((k) => `ALTER TABLE ${k.tbl} ADD CONSTRAINT "${k.name}" ${k.def}`),
  ];
}

/** Writes every planned row once, counters included. */
async function write(client: PoolClient, cid: number): Promise<void> {
  await timed(
    client,
    'topics',
    `INSERT INTO topics (tid, cid, uid, title, slug, main_pid, post_type, viewcount, postcount, postercount, created_at, last_post_at)
     SELECT bt.tid, $1, bt.uid, bt.title,
            bt.tid || '/' || rtrim(left(trim(BOTH '-' FROM regexp_replace(lower(bt.title), '[^a-z0-9]+', '-', 'g')), 120), '-'),
            bt.pid, bt.post_type, floor(random() ^ 3 * 5000)::int, c.n, c.posters, bt.created, c.last
     FROM bt JOIN (SELECT tid, count(*)::int AS n, count(DISTINCT uid)::int AS posters, max(created) AS last FROM bp GROUP BY tid) c
       ON c.tid = bt.tid
     ORDER BY bt.g`,
    [cid],
  );
  await client.query(`UPDATE topics SET pinned = 1 WHERE tid IN (SELECT tid FROM bt ORDER BY random() LIMIT 12)`);
  await timed(client, 'topic tags', `INSERT INTO topic_tags (tid, tag, position) SELECT tid, tag, position FROM btags`);
  await timed(
    client,
    'topic projects',
    `INSERT INTO topic_projects (tid, project_id, position)
     SELECT tid, project_id, 0 FROM bt WHERE project_id IS NOT NULL
     UNION ALL
     SELECT tid, ${RANDOM_PROJECT}, 1 FROM bt WHERE project_id IS NOT NULL AND g % 10 = 0
     ON CONFLICT DO NOTHING`,
  );
  // Main posts: `Topic: {title}` and a template; the vector as the repository builds it (title A,
  // summary and tags B, text C). Replies: a template and its vector.
  await timed(
    client,
    'posts',
    `INSERT INTO posts (pid, tid, uid, to_pid, qid, is_main_post, content, content_html, summary, meta_data,
                        upvotes, replies, aid, created_at, search)
     SELECT p.pid, p.tid, p.uid, p.to_pid, p.qid, p.is_main,
            CASE WHEN p.is_main THEN 'Topic: ' || bt.title || E'\\n\\n' || m.md ELSE r.md END,
            CASE WHEN p.is_main THEN '<p>Topic: ' || bt.title || E'</p>\\n' || m.html ELSE r.html END,
            coalesce(bt.summary, ''), coalesce(bt.meta, '{}'::jsonb),
            coalesce(u.n, 0), coalesce(rp.n, 0), coalesce(a.aid, 0), p.created,
            CASE WHEN p.is_main THEN
              setweight(to_tsvector('english', bt.title), 'A')
              || setweight(to_tsvector('english', bt.summary || ' ' || coalesce(tg.tags, '')), 'B')
              || setweight(to_tsvector('english', 'Topic: ' || bt.title || ' ' || m.text), 'C')
            ELSE r.vec END
     FROM bp p
     LEFT JOIN bt ON p.is_main AND bt.pid = p.pid
     LEFT JOIN bench_main m ON p.is_main AND m.i = p.tpl
     LEFT JOIN bench_reply r ON NOT p.is_main AND r.i = p.tpl
     LEFT JOIN (SELECT tid, string_agg(tag, ' ' ORDER BY position) AS tags FROM btags GROUP BY tid) tg ON p.is_main AND tg.tid = p.tid
     LEFT JOIN bup u ON u.pid = p.pid
     LEFT JOIN brep rp ON rp.pid = p.pid
     LEFT JOIN bacc a ON a.pid = p.pid
     ORDER BY p.pid`,
  );
  await timed(client, 'votes', `INSERT INTO votes (pid, uid, delta, created_at) SELECT pid, uid, 1, created FROM bv`);
  await timed(
    client,
    'bookmarks',
    `INSERT INTO bookmarks (pid, uid, created_at)
     SELECT (SELECT min(pid) FROM bp) + floor(random() ^ 2 * $2::int)::int, ${RANDOM_UID}, now() - random() * interval '200 days'
     FROM generate_series(1, $1::int)
     ON CONFLICT DO NOTHING`,
    [BOOKMARKS, POSTS],
  );
  await timed(
    client,
    'follows',
    `INSERT INTO topic_follows (tid, uid, created_at)
     SELECT (SELECT min(tid) FROM bt) + floor(random() ^ 2 * $2::int)::int, ${RANDOM_UID}, now() - random() * interval '200 days'
     FROM generate_series(1, $1::int)
     ON CONFLICT DO NOTHING`,
    [FOLLOWS, TOPICS],
  );
  await timed(
    client,
    'member counters',
    `UPDATE users u SET postcount = c.n, reputation = c.up
     FROM (SELECT p.uid, count(*)::int AS n, coalesce(sum(v.n), 0)::int AS up FROM bp p LEFT JOIN bup v ON v.pid = p.pid GROUP BY p.uid) c
     WHERE u.uid = c.uid`,
  );
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');
  const started = Date.now();
  const pool = getPool();
  await runMigrations(pool);

  const { rows: existing } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (existing[0]!.n > 0) {
    if (!RESET) throw new Error('The database has members already. Use an empty database, or set BENCH_RESET=1 to empty every table first.');
    const { rows: tables } = await pool.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    await pool.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
    console.log('emptied every table');
  }

  console.log(
    `loading ${MEMBERS} members, ${PROJECTS} projects, ${TOPICS} topics, ${POSTS} posts ` +
      `(${QUESTIONS} questions, ${ANSWERS_TO_QUESTIONS + ANSWERS_TO_ANSWERS} answers), ${VOTES} votes`,
  );
  const passwordHash = await hashPassword(PASSWORD);
  // The administrator through the app (it also creates the system groups); the rest in bulk.
  await insertUser(
    {
      username: 'benchadmin',
      userslug: 'benchadmin',
      email: 'benchadmin@bench.community.test',
      fullname: 'Bench Administrator',
      passwordHash,
      gdprDataConsentAt: new Date(),
      gdprEmailConsentAt: new Date(),
    },
    ['registered-users'],
  );
  const cid = await ensureDefaultCategory();

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    await client.query('SELECT setseed(0.4242)');
    await plan(client, passwordHash);
    const rebuild = await dropSecondaryIndexes(client);
    // The feed's triggers would refresh its row once per written row: off for the load, then
    // the feed is filled in one pass (feed_rebuild, drizzle/0008).
    for (const [table, trigger] of FEED_TRIGGERS) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    await write(client, cid);
    await timed(client, 'indexes and foreign keys', rebuild.join(';\n'));
    for (const [table, trigger] of FEED_TRIGGERS) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    await timed(client, 'feed entries and counts', 'SELECT feed_rebuild()');
    await timed(client, "questions' first answers", 'SELECT topics_first_answer_rebuild()');
    await timed(client, 'search vocabulary', 'SELECT search_words_rebuild()');
    await loadEvents(client, EVENTS);
    for (const [table, column] of [['topics', 'tid'], ['posts', 'pid'], ['projects', 'id'], ['users', 'uid']]) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`);
    }
    await timed(client, 'commit', 'COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  const analyzing = Date.now();
  await pool.query('ANALYZE');
  // Sets the visibility map of the feed's table, so its page and count queries read the indexes only.
  await pool.query('VACUUM feed_entries');
  console.log(`  analyze: ${((Date.now() - analyzing) / 1000).toFixed(1)} s`);

  const { rows: totals } = await pool.query(
    `SELECT (SELECT count(*) FROM users)::int AS members, (SELECT count(*) FROM projects)::int AS projects,
            (SELECT count(*) FROM topics)::int AS topics, (SELECT count(*) FROM posts)::int AS posts,
            (SELECT count(*) FROM votes)::int AS votes, (SELECT count(*) FROM topic_tags)::int AS tags,
            (SELECT count(*) FROM bookmarks)::int AS bookmarks, (SELECT count(*) FROM posts WHERE aid > 0)::int AS accepted`,
  );
  console.log(totals[0]);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s; members sign in with "${PASSWORD}" (administrator: benchadmin)`);
}

runScript(main);
