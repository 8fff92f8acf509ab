process.env.POST_RATE_LIMIT = '10000';

import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { feedRequest, highlightFilters } from '../../server/discussions/highlights';
import { highlightsPageQuery, mainPostFeed } from '../../server/discussions/queries';
import { searchQueries } from '../../server/search/queries';
import { insertProject } from '../../server/projects/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * R1.1 The feed's own table (`feed_entries`, `feed_counts`, kept by the triggers of
 * drizzle/0008) stays equal to what the former definition computes from posts, topics, tags and
 * projects through every write, and the feed's page queries read their index instead of sorting
 * the table.
 */

const app = setUpTestApp();
const agent = () => new Agent(app().url);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of many shapes
type Json = any;

/** The feed rows as the former definition computes them (every visible main post). */
const EXPECTED_ENTRIES = sql`
  SELECT p.pid, t.tid, p.uid, t.post_type, t.pinned, p.upvotes, t.postcount, t.viewcount, t.created_at,
         coalesce((SELECT array_agg(g.tag ORDER BY g.position, g.tag) FROM topic_tags g WHERE g.tid = t.tid), '{}') AS tags,
         coalesce((SELECT array_agg(j.project_id ORDER BY j.position, j.project_id) FROM topic_projects j WHERE j.tid = t.tid), '{}') AS projects,
         p.search::text AS search
  FROM posts p JOIN topics t ON t.tid = p.tid
  WHERE p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft
  ORDER BY p.pid`;

const ACTUAL_ENTRIES = sql`
  SELECT pid, tid, uid, post_type, pinned, upvotes, postcount, viewcount, created_at, tags, projects, search::text AS search
  FROM feed_entries ORDER BY pid`;

const EXPECTED_COUNTS = sql`
  SELECT post_type, tag, n FROM (
    SELECT t.post_type, '' AS tag, count(*)::int AS n
    FROM posts p JOIN topics t ON t.tid = p.tid
    WHERE p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft GROUP BY t.post_type
    UNION ALL
    SELECT t.post_type, g.tag, count(*)::int
    FROM posts p JOIN topics t ON t.tid = p.tid JOIN topic_tags g ON g.tid = t.tid
    WHERE p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft GROUP BY t.post_type, g.tag) c
  ORDER BY post_type, tag`;

const ACTUAL_COUNTS = sql`SELECT post_type, tag, n FROM feed_counts WHERE n <> 0 ORDER BY post_type, tag`;

/** Per post type, how many visible main posts carry both tags of each pair (a tag with itself too). */
const EXPECTED_PAIRS = sql`
  SELECT t.post_type, a.tag, b.tag AS cotag, count(*)::int AS n
  FROM posts p JOIN topics t ON t.tid = p.tid JOIN topic_tags a ON a.tid = t.tid JOIN topic_tags b ON b.tid = t.tid
  WHERE p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft
  GROUP BY t.post_type, a.tag, b.tag ORDER BY 1, 2, 3`;

const ACTUAL_PAIRS = sql`SELECT post_type, tag, cotag, n FROM feed_tag_pairs WHERE n <> 0 ORDER BY 1, 2, 3`;

async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
  return (await getDb().execute(query)).rows;
}

async function search(params: Record<string, string | number> = {}): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await agent().get(`/api/events/v1/search/highlights${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.results[0];
}

/** The table, the counts and the API's pages equal the former join of posts and topics. */
async function expectFeedInStep(): Promise<void> {
  expect(await rows(ACTUAL_ENTRIES)).toEqual(await rows(EXPECTED_ENTRIES));
  expect(await rows(ACTUAL_COUNTS)).toEqual(await rows(EXPECTED_COUNTS));
  expect(await rows(ACTUAL_PAIRS)).toEqual(await rows(EXPECTED_PAIRS));
  // A one-tag filter's facets are read from the pairs: the exact tags of the tag's posts.
  for (const { tag } of (await rows(sql`SELECT DISTINCT tag FROM feed_counts WHERE tag <> '' AND n > 0`)) as Array<{ tag: string }>) {
    const expected = (await rows(sql`SELECT x AS value, count(*)::int AS count FROM feed_entries f, unnest(f.tags) AS x
      WHERE f.tags && ARRAY[${tag}]::text[] GROUP BY x ORDER BY 2 DESC, 1`)) as Array<{ value: string; count: number }>;
    expect((await search({ tags: tag })).facet_counts[0].counts).toEqual(expected);
  }
  const shapes: Array<Record<string, string | number>> = [{ sortBy: 'recent' }, {}, { 'search-order': 0 }, { term: 'feedword' }];
  for (const params of shapes) {
    const former = await highlightsPageQuery(highlightFilters(params), 10, 0);
    const set = await search(params);
    expect(set.hits.map((h: Json) => h.document.pid)).toEqual(former.map((r) => r.pid));
  }
  const visible = (await rows(EXPECTED_ENTRIES)).length;
  expect((await search()).out_of).toBe(visible);
  expect((await search()).found).toBe(visible);
}

async function ok(res: Promise<{ status: number; body: Json }>): Promise<Json> {
  const done = await res;
  if (done.status !== 200) throw new Error(`write failed (${done.status}): ${JSON.stringify(done.body)}`);
  return done.body.response;
}

describe('R1.1 the feed table follows every write', () => {
  let admin: Agent;
  let alice: Agent;
  let bob: Agent;

  beforeAll(async () => {
    await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
    admin = agent();
    await admin.signUpComplete('feedadmin');
    alice = agent();
    await alice.signUpComplete('feedalice');
    bob = agent();
    await bob.signUpComplete('feedbob');
  });

  it('create, reply, edit, vote, pin, delete and restore, drafts and deleted threads', async () => {
    const one = await insertProject({ name: 'Feed One', slug: 'feed-one' });
    const two = await insertProject({ name: 'Feed Two', slug: 'feed-two' });
    const a = await ok(alice.post('/api/v3/topics', { title: 'A feedword topic', content: 'Body one of it.', tags: ['xray', 'yak'], projects: [one.id] }));
    const b = await ok(bob.post('/api/v3/topics', { title: 'Second topic', content: 'Body two feedword.', postType: 'blog' }));
    const draft = await ok(alice.post('/api/v3/topics', { title: 'A draft', content: 'Later, when ready.', draft: true, tags: ['xray'] }));
    await expectFeedInStep();

    // A reply (postcount), a question's thread and its deletion.
    const question = await ok(bob.post(`/api/v3/topics/${a.tid}`, { content: 'A question.' }));
    await ok(alice.post(`/api/v3/topics/${a.tid}`, { content: 'An answer.', toPid: question.pid, qid: question.pid }));
    await expectFeedInStep();
    await ok(admin.delete(`/api/v3/posts/${question.pid}/state`));
    await expectFeedInStep();

    // Edits of title, tags, type and projects.
    await ok(alice.put(`/api/v3/posts/${a.mainPid}`, {
      title: 'A renamed feedword topic',
      content: 'Body one, edited.',
      tags: ['yak', 'zebu'],
      postType: 'ama',
      projects: [two.id, one.id],
    }));
    await expectFeedInStep();

    // Votes, pins.
    await ok(bob.put(`/api/v3/posts/${a.mainPid}/vote`, { delta: 1 }));
    await ok(alice.put(`/api/v3/posts/${b.mainPid}/vote`, { delta: 1 }));
    await ok(admin.put(`/api/v3/topics/${b.tid}/pin`));
    await expectFeedInStep();
    await ok(bob.delete(`/api/v3/posts/${a.mainPid}/vote`));
    await ok(admin.delete(`/api/v3/topics/${b.tid}/pin`));
    await expectFeedInStep();

    // A view.
    await agent().get(`/api/topic/${b.tid}`);
    await expectFeedInStep();

    // Delete and restore a topic; delete and restore its main post.
    await ok(alice.delete(`/api/v3/topics/${a.tid}/state`));
    await expectFeedInStep();
    await ok(alice.put(`/api/v3/topics/${a.tid}/state`));
    await expectFeedInStep();
    await getDb().execute(sql`UPDATE posts SET deleted = true WHERE pid = ${b.mainPid}`);
    await expectFeedInStep();
    await getDb().execute(sql`UPDATE posts SET deleted = false WHERE pid = ${b.mainPid}`);
    await expectFeedInStep();

    // Publishing the draft.
    await ok(alice.put(`/api/v3/posts/${draft.mainPid}`, { title: 'A draft', content: 'Ready now for all.', draft: false }));
    await expectFeedInStep();

    // Tags and projects removed; a topic removed for good.
    await ok(alice.put(`/api/v3/posts/${a.mainPid}`, { title: 'Plain', content: 'Plain body text.', tags: [], projects: [] }));
    await expectFeedInStep();
    await getDb().execute(sql`DELETE FROM topics WHERE tid = ${b.tid}`);
    await expectFeedInStep();
  });

  it('feed_rebuild() refills the same rows and counts', async () => {
    const before = [await rows(ACTUAL_ENTRIES), await rows(ACTUAL_COUNTS), await rows(ACTUAL_PAIRS)];
    await getDb().execute(sql`SELECT feed_rebuild()`);
    expect([await rows(ACTUAL_ENTRIES), await rows(ACTUAL_COUNTS), await rows(ACTUAL_PAIRS)]).toEqual(before);
  });

  it('the page of recent and popular, pinned first or not, reads the feed indexes without sorting', async () => {
    const shapes: Array<Record<string, string | number>> = [
      { sortBy: 'recent' },
      { sortBy: 'recent', 'search-order': 0 },
      {},
      { 'search-order': 0 },
    ];
    for (const params of shapes) {
      const { page } = searchQueries(mainPostFeed, feedRequest(highlightFilters(params), 1, []), 20);
      const plan = await getDb().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const result = await tx.execute(sql`EXPLAIN ${page}`);
        return result.rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan Backward using feed_entries_(recent|popular)(_pinned)?_idx/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });
});
