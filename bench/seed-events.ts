/**
 * Adds events to a community loaded by seed-large.ts, for the events benchmarks (never run by
 * CI): events of every type over two years (three quarters past, a quarter upcoming), mostly
 * published, a host each, registrations, votes and saves, with their counters computed from the
 * rows. The search vector and the page cache notifications come from the events table's own
 * triggers (drizzle/0010_events.sql).
 *
 *   DATABASE_URL=postgres://... BENCH_EVENTS=300 npx tsx bench/seed-events.ts
 *
 * Run on its own it fills an events table that is still empty (a community seeded before events
 * existed); seed-large.ts calls `loadEvents` inside its own transaction.
 */
import type { PoolClient } from 'pg';
import { getPool } from '../server/db';
import { runMigrations } from '../server/db/migrate';
import { renderMarkdown } from '../server/discussions/markdown';
import { runScript } from './script';

const EVENT_TITLES: Array<[string, string]> = [
  ['webinar', 'Webinar: {x} in {p}'],
  ['ama', 'AMA with the {p} maintainers: {x}'],
  ['tutorial', 'Tutorial: how to configure {x} in {p}'],
  ['live_coding', 'Live coding: {x} for {p}'],
  ['announcement', '{p} announcement: {x}'],
];
const EVENT_THINGS = [
  'incremental builds', 'release signing', 'CI caching', 'test sharding', 'plugin loading', 'query plans',
  'accessible icons', 'bundle size', 'dark mode', 'WebAssembly builds', 'Docker images', 'TypeScript types',
  'flaky tests', 'the first contribution', 'semantic versioning', 'streaming data',
];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'America/Sao_Paulo', 'Asia/Tokyo', 'Africa/Lagos'];
const TAGS = ['javascript', 'typescript', 'rust', 'python', 'testing', 'ci', 'release', 'security', 'accessibility', 'community', 'maintainers', 'webassembly'];

const DESCRIPTIONS = [
  '## What we will cover\n\n- the problem and why it matters\n- a live walk-through\n- your questions\n\nBring a laptop if you want to follow along.',
  'A conversation with the maintainers about the roadmap, the trade-offs behind recent changes and how to get involved.\n\n> Questions can be asked in the discussion before the event.',
  '## Agenda\n\n1. Setting up the project\n2. Writing the first test\n3. Opening a pull request\n\n```bash\nnpm ci && npm test\n```',
  'We build a small feature from scratch, live, and review it together. No slides; the code is on the project repository afterwards.',
  'The release is out. We go through what changed, what to check before upgrading and what comes next.',
  '## Who is this for\n\nFirst-time contributors and anyone who wants to understand **how the project is organised**.\n\nThe recording is published afterwards.',
];

/** Inserts `count` events and their hosts, registrations, votes and saves, in the caller's transaction. */
export async function loadEvents(client: PoolClient, count: number, log: (line: string) => void = console.log): Promise<void> {
  if (count <= 0) return;
  const started = Date.now();
  await client.query(
    `CREATE TEMP TABLE bench_event_text ON COMMIT DROP AS
     SELECT i::int, md, html FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(md, html, i)`,
    [DESCRIPTIONS, DESCRIPTIONS.map((md) => renderMarkdown(md))],
  );
  await client.query(
    `CREATE TEMP TABLE bench_event_uids ON COMMIT DROP AS SELECT array_agg(uid ORDER BY uid) AS a, count(*)::int AS n FROM users`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_event_projects ON COMMIT DROP AS
     SELECT array_agg(id ORDER BY id) AS a, array_agg(name ORDER BY id) AS names, count(*)::int AS n FROM projects`,
  );
  const randomUid = '(SELECT a FROM bench_event_uids)[1 + floor(random() * (SELECT n FROM bench_event_uids))::int]';
  const randomEvent = '(SELECT min(id) FROM bench_new_events) + floor(random() ^ 2 * (SELECT count(*) FROM bench_new_events))::int';
  const { rows } = await client.query<{ n: number }>(
    `WITH planned AS (
       SELECT g, ${randomUid} AS uid, (g - 1) % $2::int AS kind,
              1 + floor(random() * (SELECT n FROM bench_event_projects))::int AS pi,
              now() + (random() * 1.0 - 0.75) * interval '730 days' AS starts,
              (ARRAY[30, 45, 60, 60, 90, 120])[1 + floor(random() * 6)::int] AS minutes,
              random() AS r
       FROM generate_series(1, $1::int) g
     ), inserted AS (
       INSERT INTO events (creator_uid, title, description, description_html, summary, duration, lifecycle, event_status,
                           event_type, timezone, starts_at, no_of_seats, tags, projects, published_at, created_at, updated_at)
       SELECT p.uid,
              replace(replace(($3::text[])[1 + p.kind], '{x}', ($4::text[])[1 + p.g % cardinality($4::text[])]),
                      '{p}', coalesce((SELECT names FROM bench_event_projects)[p.pi], 'the project')),
              d.md, d.html, 'Join the maintainers live, ask questions and get the recording afterwards.',
              p.minutes,
              CASE WHEN p.starts + p.minutes * interval '1 minute' < now() THEN 'ended' ELSE 'scheduled' END,
              CASE WHEN p.r < 0.96 THEN 'published' WHEN p.r < 0.99 THEN 'draft' ELSE 'unpublished' END,
              ($5::text[])[1 + p.kind],
              ($6::text[])[1 + p.g % cardinality($6::text[])],
              p.starts,
              CASE WHEN p.g % 2 = 0 THEN 0 ELSE 20 + (p.g * 37) % 300 END,
              ARRAY[($7::text[])[1 + p.g % cardinality($7::text[])], ($7::text[])[1 + (p.g * 5 + 3) % cardinality($7::text[])]],
              ARRAY[(SELECT a FROM bench_event_projects)[p.pi]],
              CASE WHEN p.r < 0.96 THEN least(p.starts - interval '14 days', now()) END,
              least(p.starts - interval '14 days', now()), least(p.starts - interval '14 days', now())
       FROM planned p JOIN bench_event_text d ON d.i = 1 + p.g % $8::int
       ORDER BY p.g
       RETURNING id, creator_uid
     )
     SELECT count(*)::int AS n FROM (SELECT 1 FROM inserted) x`,
    [count, EVENT_TITLES.length, EVENT_TITLES.map(([, t]) => t), EVENT_THINGS, EVENT_TITLES.map(([type]) => type), ZONES, TAGS, DESCRIPTIONS.length],
  );
  log(`  events (${rows[0]!.n.toLocaleString('en')} rows)`);
  await client.query(
    // The table was empty before this load (main and seed-large.ts check), so every event is new.
    `CREATE TEMP TABLE bench_new_events ON COMMIT DROP AS SELECT id, creator_uid FROM events`,
  );
  await client.query(
    `INSERT INTO event_organizers (event_id, uid, role, bio, position)
     SELECT id, creator_uid, 'host', 'Maintainer and regular speaker.', 0 FROM bench_new_events WHERE creator_uid IS NOT NULL`,
  );
  await client.query(
    `INSERT INTO event_registrations (event_id, uid, status, timezone, created_at)
     SELECT ${randomEvent}, ${randomUid}, 'participant', ($2::text[])[1 + g % cardinality($2::text[])], now() - random() * interval '300 days'
     FROM generate_series(1, $1::int * 12) g
     ON CONFLICT DO NOTHING`,
    [count, ZONES],
  );
  await client.query(
    `INSERT INTO event_votes (event_id, uid, created_at)
     SELECT ${randomEvent}, ${randomUid}, now() - random() * interval '300 days' FROM generate_series(1, $1::int * 6)
     ON CONFLICT DO NOTHING`,
    [count],
  );
  await client.query(
    `INSERT INTO event_bookmarks (event_id, uid, created_at)
     SELECT ${randomEvent}, ${randomUid}, now() - random() * interval '300 days' FROM generate_series(1, $1::int * 2)
     ON CONFLICT DO NOTHING`,
    [count],
  );
  // Counters from the rows; a limited event has at least as many seats as participants.
  await client.query(
    `UPDATE events e SET seats_taken = coalesce(r.n, 0),
            no_of_seats = CASE WHEN e.no_of_seats = 0 THEN 0 ELSE greatest(e.no_of_seats, coalesce(r.n, 0)) END,
            upvote_count = coalesce(v.n, 0), bookmark_count = coalesce(b.n, 0),
            view_count = floor(random() ^ 2 * 3000)::int
     FROM bench_new_events ne
     LEFT JOIN (SELECT event_id, count(*)::int AS n FROM event_registrations GROUP BY event_id) r ON r.event_id = ne.id
     LEFT JOIN (SELECT event_id, count(*)::int AS n FROM event_votes GROUP BY event_id) v ON v.event_id = ne.id
     LEFT JOIN (SELECT event_id, count(*)::int AS n FROM event_bookmarks GROUP BY event_id) b ON b.event_id = ne.id
     WHERE e.id = ne.id`,
  );
  await client.query(`UPDATE events SET search_result_order = 1 WHERE id IN (SELECT id FROM bench_new_events ORDER BY random() LIMIT 3)`);
  log(`  registrations, votes, saves and counters: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');
  const count = Number(process.env.BENCH_EVENTS ?? 300);
  if (!Number.isInteger(count) || count < 0) throw new Error('BENCH_EVENTS must be a whole number');
  const pool = getPool();
  await runMigrations(pool);
  const { rows } = await pool.query<{ events: number; members: number }>(
    'SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM users)::int AS members',
  );
  if (rows[0]!.events > 0) {
    console.log(`the database has ${rows[0]!.events} events already: nothing to add`);
    return;
  }
  if (rows[0]!.members === 0) throw new Error('Load a community first (bench/seed-large.ts).');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT setseed(0.2024)');
    await loadEvents(client, count);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE events, event_registrations, event_votes, event_bookmarks, event_organizers');
}

if (require.main === module) runScript(main);
