import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { eventSearchSource } from '../../server/events/queries';
import { eventSearchRequest } from '../../server/events/reads';
import { eventEntries } from '../../server/db/schema';
import { runSearch, SEARCH_COUNT_CAP, type SearchRequest, type SearchSource } from '../../server/search/engine';
import { searchQueries } from '../../server/search/queries';
import { setUpTestApp } from '../support/testApp';

/**
 * R1.1, R1.2, R3.12 The search engine with a term: a rare word (or none) is answered from its
 * matches, not by walking the sort's whole index; a common word (more than SEARCH_COUNT_CAP
 * matches) walks the index; either way the page, `found` and the facets are what a plain query
 * over every match gives. Checked on the events source, filled directly: 1,200 published events
 * ("common" in every title, "quarter" in every fourth, "zephyrine" in three, one pinned).
 */

setUpTestApp();

const COUNT = 1200;
const RARE = [137, 555, 1001];

const request = (term: string | null, sort: 'latest' | 'popular', offset = 0, filters: SearchRequest['filters'] = {}): SearchRequest => ({
  term,
  filters,
  sort,
  pinnedFirst: true,
  limit: 10,
  offset,
});

/** Every match's id in the order the sort defines, computed without the engine. */
async function expectedIds(term: string, sort: 'latest' | 'popular'): Promise<number[]> {
  const order =
    sort === 'latest'
      ? sql`search_result_order DESC, starts_at DESC, id DESC`
      : sql`search_result_order DESC, ts_rank(search, websearch_to_tsquery('english', ${term})) DESC, upvote_count DESC, starts_at DESC, id DESC`;
  const { rows } = await getDb().execute<{ id: number }>(sql`
    SELECT id FROM events WHERE event_status = 'published' AND search @@ websearch_to_tsquery('english', ${term}) ORDER BY ${order}`);
  return rows.map((r) => Number(r.id));
}

/**
 * The plan PostgreSQL chooses for `query` with the given plan types off: the plan a large table
 * gets (a table this small is cheapest to scan whole, and sorting a few rows looks cheaper than
 * walking an index; at scale the planner prefers both). `analyze` runs it too.
 */
async function planOf(query: SQL, off: Array<'seqscan' | 'sort' | 'bitmapscan'>, analyze = false): Promise<string> {
  return getDb().transaction(async (tx) => {
    for (const kind of off) await tx.execute(sql.raw(`SET LOCAL enable_${kind} = off`));
    const { rows } = await tx.execute(analyze ? sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query}` : sql`EXPLAIN (COSTS OFF) ${query}`);
    return rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
  });
}

let base = 0;

beforeAll(async () => {
  const db = getDb();
  const { rows } = await db.execute<{ uid: number }>(
    sql`INSERT INTO users (username, userslug, email) VALUES ('searcher', 'searcher', 'searcher@example.org') RETURNING uid`,
  );
  const uid = Number(rows[0]!.uid);
  const { rows: inserted } = await db.execute<{ id: number }>(sql`
    INSERT INTO events (creator_uid, title, summary, starts_at, event_status, upvote_count, tags, search_result_order)
    SELECT ${uid},
      'Event ' || i || ' common' || CASE WHEN i % 4 = 0 THEN ' quarter' ELSE '' END
        || CASE WHEN i IN (${sql.join(RARE.map((r) => sql`${r}`), sql`, `)}) THEN ' zephyrine' ELSE '' END,
      CASE WHEN i % 8 = 0 THEN 'quarter quarter' ELSE '' END,
      now() + make_interval(mins => (i * 37) % 1200), 'published', i % 7,
      CASE WHEN i % 3 = 0 THEN ARRAY['alpha', 'beta'] ELSE ARRAY['alpha'] END,
      CASE WHEN i = 900 THEN 1 ELSE 0 END
    FROM generate_series(1, ${COUNT}) AS i
    RETURNING id`);
  base = Math.min(...inserted.map((r) => Number(r.id))) - 1;
  await db.execute(sql`ANALYZE events`);
  await db.execute(sql`ANALYZE event_entries`);
});

describe('search engine with a term (R1.1, R1.2)', () => {
  it('a rare word: every match sorted, exact found and facets, latest and popular', async () => {
    for (const sort of ['latest', 'popular'] as const) {
      const answer = await runSearch(eventSearchSource, request('zephyrine', sort), 20);
      expect(answer.ids).toEqual(await expectedIds('zephyrine', sort));
      expect(answer.ids.sort((a, b) => a - b)).toEqual(RARE.map((i) => base + i));
      expect(answer.found).toBe(3);
      // out_of: every published event, exactly, from the maintained counts (event_counts).
      expect(answer.outOf).toBe(COUNT);
      const beta = RARE.filter((i) => i % 3 === 0).length;
      expect(answer.facets).toEqual(beta > 0 ? [{ value: 'alpha', count: 3 }, { value: 'beta', count: beta }] : [{ value: 'alpha', count: 3 }]);
    }
  });

  it('no match: an empty page and nothing found', async () => {
    const answer = await runSearch(eventSearchSource, request('nothingmatchesthis', 'latest'), 20);
    expect(answer).toMatchObject({ ids: [], found: 0, facets: [] });
  });

  it('a word with fewer matches than the cap: pages 1 and 3 of the exact order, ranked for popular', async () => {
    for (const sort of ['latest', 'popular'] as const) {
      const all = await expectedIds('quarter', sort);
      expect(all).toHaveLength(COUNT / 4);
      expect((await runSearch(eventSearchSource, request('quarter', sort), 20)).ids).toEqual(all.slice(0, 10));
      const third = await runSearch(eventSearchSource, request('quarter', sort, 20), 20);
      expect(third.ids).toEqual(all.slice(20, 30));
      expect(third.found).toBe(COUNT / 4);
      expect(third.facets).toEqual([
        { value: 'alpha', count: COUNT / 4 },
        { value: 'beta', count: COUNT / 12 },
      ]);
    }
  });

  it('a word with more matches than the cap: the index order, found at the cap', async () => {
    const all = await expectedIds('common', 'latest');
    expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const answer = await runSearch(eventSearchSource, request('common', 'latest', 30), 20);
    expect(answer.ids).toEqual(all.slice(30, 40));
    expect(answer.found).toBe(SEARCH_COUNT_CAP);
    expect(answer.ids[0]).toBeDefined();
    // The pinned event leads page 1.
    expect((await runSearch(eventSearchSource, request('common', 'latest'), 20)).ids[0]).toBe(base + 900);
  });

  it('an as-you-type count cap (R9.4): found stops at it, a ranked sort ranks that many, no facets with a limit of 0', async () => {
    const cap = 100;
    const quarter = await expectedIds('quarter', 'latest');
    expect(quarter.length).toBeGreaterThan(cap);
    const latest = await runSearch(eventSearchSource, { ...request('quarter', 'latest'), countCap: cap }, 0);
    // Not ranked: the page walks the index, the same page as without the cap.
    expect(latest.ids).toEqual(quarter.slice(0, 10));
    expect(latest.found).toBe(cap);
    expect(latest.facets).toEqual([]);
    // Ranked: the first `cap` matches in index order are ranked.
    const popular = await runSearch(eventSearchSource, { ...request('quarter', 'popular'), countCap: cap }, 0);
    expect(popular.found).toBe(cap);
    expect(popular.ids).toHaveLength(10);
    // Fewer matches than the cap: exact, as without it.
    const rare = await runSearch(eventSearchSource, { ...request('zephyrine', 'latest'), countCap: cap }, 20);
    expect(rare.found).toBe(3);
    expect(rare.facets.length).toBeGreaterThan(0);
  });

  it('a term with a filter: the filter narrows the matches', async () => {
    const answer = await runSearch(eventSearchSource, request('zephyrine', 'latest', 0, { tags: ['beta'] }), 20);
    expect(answer.ids).toEqual(RARE.filter((i) => i % 3 === 0).map((i) => base + i));
  });

  it('a rare word never walks the sort index: the matches come from the GIN index, the walk is not executed', async () => {
    const { page } = searchQueries(eventSearchSource, request('zephyrine', 'latest'), 20);
    const plan = (await planOf(page, ['seqscan', 'sort'], true)).split('\n');
    expect(plan.join('\n')).toMatch(/Bitmap Index Scan on event_entries_search_idx/);
    for (const line of plan.filter((l) => /Index Scan.* using event_entries_(latest|popular)/.test(l))) expect(line).toMatch(/never executed/);
    const removed = plan.map((l) => /Rows Removed by Filter: (\d+)/.exec(l)).filter((m) => m !== null).map((m) => Number(m[1]));
    expect(Math.max(0, ...removed)).toBeLessThan(10);
  });

  it('a ranked page of a common word sorts all its candidates: no incremental sort on the pinned key that stops early', async () => {
    const { page } = searchQueries(eventSearchSource, request('common', 'popular'), 20);
    const plan = await planOf(page, ['seqscan']);
    expect(plan).toMatch(/search_result_order \+ 0\)\) DESC, \(ts_rank/);
    expect(plan).not.toMatch(/Presorted Key: event_entries\S*\.search_result_order/);
  });

  it("the events page's default view (upcoming, soonest first, pinned first) walks its own index in order, without sorting", async () => {
    const { page } = searchQueries(eventSearchSource, eventSearchRequest({ page: 1, when: 'upcoming' }, null), 20);
    // At 1,000,000 posts and 30,000 events it reads 10 rows instead of sorting every upcoming
    // event (bench/RESULTS.md).
    const plan = await planOf(page, ['seqscan', 'sort', 'bitmapscan']);
    expect(plan).toMatch(/Index Scan using event_entries_soonest_idx/);
    expect(plan).not.toMatch(/Sort Key: event_entries\S*\.search_result_order/);
  });
});

/** The published events in the sort's order (pinned first) matching `where`, without the engine. */
async function expectedFiltered(where: ReturnType<typeof sql>, sort: 'latest' | 'popular'): Promise<number[]> {
  const order =
    sort === 'latest' ? sql`search_result_order DESC, starts_at DESC, id DESC` : sql`search_result_order DESC, upvote_count DESC, starts_at DESC, id DESC`;
  const { rows } = await getDb().execute<{ id: number }>(sql`SELECT id FROM events WHERE event_status = 'published' AND ${where} ORDER BY ${order}`);
  return rows.map((r) => Number(r.id));
}

/** Tag counts of the published events matching `where`, most first then by name. */
async function expectedFacets(where: ReturnType<typeof sql>): Promise<Array<{ value: string; count: number }>> {
  const { rows } = await getDb().execute<{ value: string; count: number }>(sql`
    SELECT x AS value, count(*)::int AS count FROM events e, unnest(e.tags) AS x
    WHERE e.event_status = 'published' AND ${where} GROUP BY x ORDER BY 2 DESC, 1`);
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

describe('search engine without a term (R1.2, R3.12)', () => {
  it('no filter or event types only: found and facets are the maintained counts, exact, and follow every write', async () => {
    const all = await runSearch(eventSearchSource, request(null, 'latest'), 20);
    expect(all.found).toBe(COUNT);
    expect(all.facets).toEqual(await expectedFacets(sql`true`));
    expect(all.ids).toEqual((await expectedFiltered(sql`true`, 'latest')).slice(0, 10));
    expect(searchQueries(eventSearchSource, request(null, 'latest'), 20).bounded).toBeNull();

    // Unpublish one, move one to another type, change one's tags: the counts follow.
    const db = getDb();
    await db.execute(sql`UPDATE events SET event_status = 'unpublished' WHERE id = ${base + 1}`);
    await db.execute(sql`UPDATE events SET event_type = 'ama' WHERE id = ${base + 2}`);
    await db.execute(sql`UPDATE events SET tags = ARRAY['gamma'] WHERE id = ${base + 3}`);
    const recount = await db.execute(sql`
      SELECT event_type, tag, n FROM (
        SELECT event_type, '' AS tag, count(*)::int AS n FROM events WHERE event_status = 'published' GROUP BY 1
        UNION ALL SELECT e.event_type, x, count(*)::int FROM events e, unnest(e.tags) AS x WHERE e.event_status = 'published' GROUP BY 1, 2) c
      ORDER BY 1, 2`);
    const kept = await db.execute(sql`SELECT event_type, tag, n FROM event_counts WHERE n <> 0 ORDER BY 1, 2`);
    expect(kept.rows).toEqual(recount.rows);
    const amas = await runSearch(eventSearchSource, request(null, 'latest', 0, { eventType: ['ama'] }), 20);
    expect(amas.ids).toEqual(await expectedFiltered(sql`event_type = 'ama'`, 'latest'));
    expect(amas.found).toBe(1);
    expect(amas.outOf).toBe(COUNT - 1);
    expect(amas.facets).toEqual(await expectedFacets(sql`event_type = 'ama'`));
    await db.execute(sql`UPDATE events SET event_status = 'published', event_type = 'webinar', tags = CASE WHEN id = ${base + 3} THEN ARRAY['alpha', 'beta'] ELSE tags END
      WHERE id IN (${base + 1}, ${base + 2}, ${base + 3})`);
    expect((await runSearch(eventSearchSource, request(null, 'latest'), 20)).found).toBe(COUNT);
  });

  it('a filter the counts do not answer, fewer matches than the cap: its matches sorted, exact found and facets, pages 1 and 3', async () => {
    // Start times are now + (i * 37 % 1200) minutes: the first 300 minutes hold a quarter of the events.
    const now = Math.floor(Date.now() / 1000);
    const range = { from: [now - 60], to: [now + 300 * 60] };
    const where = sql`starts_at >= to_timestamp(${now - 60}) AND starts_at <= to_timestamp(${now + 300 * 60})`;
    for (const sort of ['latest', 'popular'] as const) {
      const all = await expectedFiltered(where, sort);
      expect(all.length).toBeGreaterThan(30);
      expect(all.length).toBeLessThan(SEARCH_COUNT_CAP);
      const first = await runSearch(eventSearchSource, request(null, sort, 0, range), 20);
      expect(first.ids).toEqual(all.slice(0, 10));
      expect(first.found).toBe(all.length);
      expect(first.facets).toEqual(await expectedFacets(where));
      expect((await runSearch(eventSearchSource, request(null, sort, 20, range), 20)).ids).toEqual(all.slice(20, 30));
    }
    // One statement gives the page, found and facets.
    const plan = searchQueries(eventSearchSource, request(null, 'latest', 0, range), 20);
    expect(plan.pageCounts).toBe(true);
    expect(plan.bounded).toBeNull();
  });

  it('a filter with more matches than the cap: the index order, found at the cap', async () => {
    const now = Math.floor(Date.now() / 1000);
    const range = { from: [now - 60], to: [now + 1300 * 60] };
    const all = await expectedFiltered(sql`starts_at >= to_timestamp(${now - 60}) AND starts_at <= to_timestamp(${now + 1300 * 60})`, 'latest');
    expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const answer = await runSearch(eventSearchSource, request(null, 'latest', 30, range), 20);
    expect(answer.ids).toEqual(all.slice(30, 40));
    expect(answer.found).toBe(SEARCH_COUNT_CAP);
    expect((await runSearch(eventSearchSource, request(null, 'latest', 0, range), 20)).ids[0]).toBe(base + 900);
  });
});

/** Event types of the published events matching `where`, most first then by name. */
async function expectedTypes(where: ReturnType<typeof sql>): Promise<Array<{ value: string; count: number }>> {
  const { rows } = await getDb().execute<{ value: string; count: number }>(sql`
    SELECT event_type AS value, count(*)::int AS count FROM events WHERE event_status = 'published' AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1`);
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

describe('more facets of a source (R3.12)', () => {
  // The events source with one more facet, its event types: counted over the same matches as the tags.
  const withTypes: SearchSource = {
    ...eventSearchSource,
    moreFacets: {
      columns: { event_type: eventEntries.eventType },
      counts: {
        event_type: (matches) => sql`(SELECT json_agg(json_build_object('value', t.value, 'count', t.count) ORDER BY t.count DESC, t.value)
          FROM (SELECT m.event_type AS value, count(*)::int AS count FROM ${matches} m GROUP BY 1) t)`,
      },
    },
  };

  beforeAll(async () => {
    await getDb().execute(sql`UPDATE events SET event_type = 'ama' WHERE id IN (${base + 137}, ${base + 8}, ${base + 16})`);
  });
  afterAll(async () => {
    await getDb().execute(sql`UPDATE events SET event_type = 'webinar' WHERE id IN (${base + 137}, ${base + 8}, ${base + 16})`);
  });

  it('with a term: counted in the page statement, exact for a rare word and for fewer matches than the cap', async () => {
    const plan = searchQueries(withTypes, request('zephyrine', 'latest'), 20);
    expect(plan).toMatchObject({ pageCounts: true, found: null, facets: null, bounded: null });
    const rare = await runSearch(withTypes, request('zephyrine', 'latest'), 20);
    expect(rare.more).toEqual({ event_type: await expectedTypes(sql`search @@ websearch_to_tsquery('english', 'zephyrine')`) });
    expect(rare.more.event_type).toEqual([
      { value: 'webinar', count: 2 },
      { value: 'ama', count: 1 },
    ]);
    const quarter = await runSearch(withTypes, request('quarter', 'popular', 20), 20);
    expect(quarter.more.event_type).toEqual(await expectedTypes(sql`search @@ websearch_to_tsquery('english', 'quarter')`));
    // The tag facet and the page are what they are without more facets.
    const plain = await runSearch(eventSearchSource, request('quarter', 'popular', 20), 20);
    expect(quarter).toEqual({ ...plain, more: quarter.more });
    // A source without more facets answers none; a facet limit of 0 (as you type) counts none.
    expect(plain.more).toEqual({});
    expect((await runSearch(withTypes, request('zephyrine', 'latest'), 0)).more).toEqual({ event_type: [] });
  });

  it('without a term: with a filter in the page statement; where the maintained counts answer, one bounded count gives them', async () => {
    const now = Math.floor(Date.now() / 1000);
    const range = { from: [now - 60], to: [now + 300 * 60] };
    const where = sql`starts_at >= to_timestamp(${now - 60}) AND starts_at <= to_timestamp(${now + 300 * 60})`;
    const filtered = await runSearch(withTypes, request(null, 'latest', 0, range), 20);
    expect(filtered.more.event_type).toEqual(await expectedTypes(where));

    // The counts answer found and tags (exact); the types are counted over the first SEARCH_COUNT_CAP matches.
    const plan = searchQueries(withTypes, request(null, 'latest'), 20);
    expect(plan.found).not.toBeNull();
    expect(plan.facets).not.toBeNull();
    expect(plan.bounded).not.toBeNull();
    const all = await runSearch(withTypes, request(null, 'latest'), 20);
    expect(all.found).toBe(COUNT);
    expect(all.facets).toEqual(await expectedFacets(sql`true`));
    const counted = all.more.event_type!.reduce((sum, f) => sum + f.count, 0);
    expect(counted).toBe(SEARCH_COUNT_CAP);
    expect(searchQueries(withTypes, request(null, 'latest'), 0).bounded).toBeNull();
  });
});

describe('past and upcoming events (R7.4): read from the latest-first indexes', () => {
  const WEEK = 7 * 24 * 60;
  // Each: minutes from now to its start, its duration, and a host's early end (minutes from now).
  const TIMELINE = {
    longAgo: { start: -30 * 24 * 60, duration: 60, ended: null, past: true },
    runningAWeek: { start: -(WEEK - 5), duration: WEEK, ended: null, past: false },
    overAWeekAgo: { start: -(WEEK + 5), duration: WEEK, ended: null, past: true },
    endedBeforeItsStart: { start: 24 * 60, duration: 60, ended: -10, past: true },
    tomorrow: { start: 24 * 60, duration: 60, ended: null, past: false },
  } as const;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const [title, e] of Object.entries(TIMELINE)) {
      const { rows } = await getDb().execute<{ id: number }>(sql`
        INSERT INTO events (title, starts_at, duration, ended_at, lifecycle, event_status, tags)
        VALUES (${title}, now() + make_interval(mins => ${e.start}), ${e.duration},
          ${e.ended === null ? null : sql`now() + make_interval(mins => ${e.ended})`}, ${e.ended === null ? 'scheduled' : 'ended'},
          'published', ARRAY['timeline'])
        RETURNING id`);
      ids[title] = Number(rows[0]!.id);
    }
    await getDb().execute(sql`ANALYZE events`);
  });

  const timeline = (when: 'past' | 'upcoming'): SearchRequest => {
    const req = eventSearchRequest({ page: 1, when }, null);
    return { ...req, filters: { ...req.filters, tags: ['timeline'] } };
  };

  it('an event is past when a host ended it or its time is over; one running for a week is upcoming', async () => {
    for (const when of ['past', 'upcoming'] as const) {
      const answer = await runSearch(eventSearchSource, timeline(when), 20);
      const expected = Object.entries(TIMELINE)
        .filter(([, e]) => e.past === (when === 'past'))
        .map(([title]) => ids[title]);
      expect(answer.ids.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('no event lasts longer than a week: the database refuses it as the API does', async () => {
    await expect(
      getDb().execute(sql`INSERT INTO events (title, starts_at, duration) VALUES ('too long', now(), ${WEEK + 1})`),
    ).rejects.toMatchObject({ cause: { constraint: 'events_duration_check' } });
  });

  it('past events latest first: the walk decides from index entries and fetches no row it passes over', async () => {
    const { page } = searchQueries(eventSearchSource, eventSearchRequest({ page: 1, when: 'past' }, null), 20);
    // At 1,000,000 posts it read 11,890 blocks, now 81 (bench/RESULTS.md).
    const plan = await planOf(page, ['seqscan', 'sort', 'bitmapscan']);
    expect(plan).toMatch(/Index Only Scan Backward using event_entries_latest_pinned_idx/);
    expect(plan).not.toMatch(/Index Scan\b.*using event_entries_latest/);
  });

  it('upcoming events are counted from a range of start times, not from every event', async () => {
    const { page } = searchQueries(eventSearchSource, eventSearchRequest({ page: 1, when: 'upcoming' }, null), 20);
    const plan = await planOf(page, ['seqscan', 'bitmapscan']);
    expect(plan).toMatch(/Index Cond: \(starts_at > \(now\(\) - /);
    expect(plan).toMatch(/Index Scan using event_entries_soonest_idx/);
  });
});

describe('the events search reads event_entries, which follows events (drizzle/0032)', () => {
  /** Rows of events' projection that event_entries lacks, or holds differently, and the reverse. */
  const drift = async () => {
    const { rows } = await getDb().execute<{ n: number }>(sql`
      WITH want AS (SELECT id, starts_at, duration, ended_at, lifecycle, event_type, search_result_order, upvote_count, tags, projects, search::text
                    FROM events WHERE event_status = 'published'),
           have AS (SELECT id, starts_at, duration, ended_at, lifecycle, event_type, search_result_order, upvote_count, tags, projects, search::text
                    FROM event_entries)
      SELECT (SELECT count(*) FROM (SELECT * FROM want EXCEPT SELECT * FROM have) a)::int
           + (SELECT count(*) FROM (SELECT * FROM have EXCEPT SELECT * FROM want) b)::int AS n`);
    return Number(rows[0]!.n);
  };
  const entryVersion = async (id: number) => {
    const { rows } = await getDb().execute<{ xmin: string }>(sql`SELECT xmin::text AS xmin FROM event_entries WHERE id = ${id}`);
    return rows[0]?.xmin ?? null;
  };

  it('a published event has its row, kept through every change the search reads; other changes write nothing; unpublished or deleted, it is gone', async () => {
    const db = getDb();
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO events (title, summary, starts_at, event_status) VALUES ('Kept entry wallaby', '', now() + interval '1 day', 'draft') RETURNING id`);
    const id = Number(rows[0]!.id);
    expect(await entryVersion(id)).toBeNull();
    await db.execute(sql`UPDATE events SET event_status = 'published' WHERE id = ${id}`);
    expect(await entryVersion(id)).not.toBeNull();
    expect((await runSearch(eventSearchSource, request('wallaby', 'latest'), 20)).ids).toEqual([id]);
    await db.execute(sql`UPDATE events SET upvote_count = 5, tags = ARRAY['gamma'], title = 'Kept entry numbat' WHERE id = ${id}`);
    expect(await drift()).toBe(0);
    expect((await runSearch(eventSearchSource, request('numbat', 'latest'), 20)).ids).toEqual([id]);
    // A view count, seats or the description's HTML: nothing the search reads, no write.
    const before = await entryVersion(id);
    await db.execute(sql`UPDATE events SET view_count = view_count + 1, seats_taken = 1, description_html = '<p>x</p>' WHERE id = ${id}`);
    expect(await entryVersion(id)).toBe(before);
    await db.execute(sql`UPDATE events SET event_status = 'unpublished' WHERE id = ${id}`);
    expect(await entryVersion(id)).toBeNull();
    await db.execute(sql`UPDATE events SET event_status = 'published' WHERE id = ${id}`);
    await db.execute(sql`DELETE FROM events WHERE id = ${id}`);
    expect(await entryVersion(id)).toBeNull();
    expect(await drift()).toBe(0);
  });

  it('event_entries_rebuild() refills it from events', async () => {
    await getDb().execute(sql`DELETE FROM event_entries`);
    expect(await drift()).toBeGreaterThan(0);
    await getDb().execute(sql`SELECT event_entries_rebuild()`);
    expect(await drift()).toBe(0);
  });
});
