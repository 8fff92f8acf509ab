process.env.POST_RATE_LIMIT = '10000';

import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { topics } from '../../server/db/schema';
import { highlightFilters } from '../../server/discussions/highlights';
import { highlightsPageQuery } from '../../server/discussions/queries';
import { insertProject } from '../../server/projects/repository';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * The highlights feed (`GET /api/events/v1/search/highlights`) over a database of its own: every
 * filter, term search and ranking, pinned-first, facets, paging and escaped snippets.
 */

const app = setUpTestApp();
const agent = () => new Agent(app().url);

// Response bodies are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of many shapes
type Json = any;

let admin: Agent;
let alice: Agent;
let bob: Agent;
let aliceUid: number;
let bobUid: number;

const t: Record<string, Json> = {};
const fillers: Json[] = [];

async function createTopic(as: Agent, input: Record<string, unknown>): Promise<Json> {
  const reply = await as.post('/api/v3/topics', { content: 'A plain body for this topic.', ...input });
  if (reply.status !== 200) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.response;
}

async function ok(res: Promise<{ status: number; body: Json }>): Promise<void> {
  const done = await res;
  if (done.status !== 200) throw new Error(`write failed (${done.status}): ${JSON.stringify(done.body)}`);
}

async function search(params: Record<string, string | number> = {}, as: Agent = agent()): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await as.get(`/api/events/v1/search/highlights${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  expect(res.body.results).toHaveLength(1);
  return res.body.results[0];
}

const tids = (set: Json): number[] => set.hits.map((h: Json) => h.document.tid);
const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  admin = agent();
  await admin.signUpComplete('hladmin'); // first account: administrator
  alice = agent();
  aliceUid = (await alice.signUpComplete('hlalice')).uid;
  bob = agent();
  bobUid = (await bob.signUpComplete('hlbob')).uid;
  const voter = agent();
  await voter.signUpComplete('hlvoter');
  const p1 = await insertProject({ name: 'Highlight One', slug: 'hl-one' });
  const p2 = await insertProject({ name: 'Highlight Two', slug: 'hl-two' });

  t.title = await createTopic(alice, {
    title: 'Kubernetes operators explained',
    content: 'Reconcile loops and custom resources.',
    tags: ['kubernetes', 'cloud'],
  });
  t.content = await createTopic(bob, {
    title: 'Deploying services',
    content: 'We run everything on kubernetes clusters in three regions.',
    tags: ['cloud'],
    postType: 'blog',
  });
  t.escape = await createTopic(alice, {
    title: 'Escaping <b>bold</b> words',
    content: 'Something about bold text and <i>markup</i>.',
    tags: ['html'],
  });
  t.podcast = await createTopic(bob, {
    title: 'An episode about sound',
    postType: 'podcast',
    metaData: { audioUrl: 'https://example.test/episode.mp3' },
    tags: ['audio'],
    projects: [p1.id],
  });
  t.link = await createTopic(alice, {
    title: 'A link worth reading',
    postType: 'link',
    metaData: { url: 'https://example.test/article' },
    projects: [p2.id],
  });
  t.ama = await createTopic(bob, {
    title: 'Ask me anything about maintainers',
    postType: 'ama',
    tags: ['cloud', 'audio'],
    projects: [p1.id, p2.id],
  });
  for (let i = 0; i < 6; i += 1) fillers.push(await createTopic(alice, { title: `Filler topic number ${i}`, tags: ['filler'] }));
  await createTopic(alice, { title: 'Draft about kubernetes', draft: true, tags: ['cloud'] });
  const deleted = await createTopic(bob, { title: 'Deleted kubernetes topic', tags: ['cloud'] });
  await ok(bob.delete(`/api/v3/topics/${deleted.tid}/state`));

  await ok(alice.put(`/api/v3/posts/${t.content.mainPid}/vote`, { delta: 1 }));
  await ok(voter.put(`/api/v3/posts/${t.content.mainPid}/vote`, { delta: 1 }));
  await ok(voter.put(`/api/v3/posts/${t.ama.mainPid}/vote`, { delta: 1 }));
  await ok(bob.post(`/api/v3/topics/${t.title.tid}`, { tid: t.title.tid, content: 'A reply mentioning zebras.' }));
  await ok(admin.put(`/api/v3/topics/${fillers[0].tid}/pin`));

  // Creation times for the date range filter.
  await getDb().update(topics).set({ createdAt: new Date('2020-03-01T00:00:00Z') }).where(eq(topics.tid, t.podcast.tid));
  await getDb().update(topics).set({ createdAt: new Date('2021-06-01T00:00:00Z') }).where(eq(topics.tid, t.link.tid));
});

describe('R1.1 R7.4 R3.12 the highlights feed', () => {
  it('R3.12 answers one result set: found, page, out_of, hits with PostData documents, request_params, facets', async () => {
    const set = await search();
    expect(set.found).toBe(12);
    expect(set.out_of).toBe(12);
    expect(set.page).toBe(1);
    expect(set.request_params).toEqual({ per_page: 10, q: '' });
    expect(set.hits).toHaveLength(10);
    const hit = set.hits.find((h: Json) => h.document.tid === t.title.tid);
    expect(hit.highlights).toEqual([]);
    expect(hit.document).toMatchObject({
      type: 'post',
      doc_type: 'post',
      id: String(t.title.mainPid),
      pid: t.title.mainPid,
      isMainPost: true,
      title: 'Kubernetes operators explained',
      tags: ['kubernetes', 'cloud'],
      uid: aliceUid,
      username: 'hlalice',
      upvoted: false,
    });
  });

  it('R9.2 10 per page; page 2 has the rest; a page below 1 or invalid is 1', async () => {
    const page2 = await search({ page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.hits).toHaveLength(2);
    const page1 = await search({ page: 1 });
    expect(new Set([...tids(page1), ...tids(page2)]).size).toBe(12);
    expect((await search({ page: 0 })).page).toBe(1);
    expect((await search({ page: 'x' })).page).toBe(1);
  });

  it('never shows draft or deleted topics', async () => {
    const all = [...tids(await search({ page: 1 })), ...tids(await search({ page: 2 }))];
    expect(all).toHaveLength(12);
    const set = await search({ term: 'kubernetes' });
    expect(set.hits.map((h: Json) => h.document.title)).not.toEqual(expect.arrayContaining(['Draft about kubernetes']));
    expect(set.hits.map((h: Json) => h.document.title)).not.toEqual(expect.arrayContaining(['Deleted kubernetes topic']));
  });

  it('R1.1 popular (default): pinned first, then upvotes, then posts; search-order=0 leaves pins out of the order', async () => {
    const pinned = await search();
    expect(tids(pinned)[0]).toBe(fillers[0].tid);
    expect(pinned.hits[0].document.pinned).toBe(1);
    expect(tids(pinned).slice(1, 4)).toEqual([t.content.tid, t.ama.tid, t.title.tid]);
    const plain = await search({ 'search-order': 0 });
    expect(tids(plain).slice(0, 3)).toEqual([t.content.tid, t.ama.tid, t.title.tid]);
    // The pinned topic keeps its place by votes and time: after the voted ones and the newer fillers.
    expect(tids(plain).indexOf(fillers[0].tid)).toBe(8);
    expect((await search({ sortBy: 'loudest', 'search-order': 0 })).hits.map((h: Json) => h.document.tid)).toEqual(tids(plain));
  });

  it('R1.1 recent: newest first', async () => {
    const set = await search({ sortBy: 'recent', 'search-order': 0 });
    const times = set.hits.map((h: Json) => h.document.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(tids(set)[0]).toBe(fillers[5].tid);
  });

  it('R1.1 term: full-text search; a title match ranks above a content match even with fewer votes', async () => {
    const set = await search({ term: 'kubernetes', 'search-order': 0 });
    expect(tids(set)).toEqual([t.title.tid, t.content.tid]);
    expect(set.found).toBe(2);
    expect(set.out_of).toBe(12);
    expect(set.request_params.q).toBe('kubernetes');
    expect(set.hits[0].highlights).toContainEqual({ field: 'title', snippet: '<mark>Kubernetes</mark> operators explained' });
    expect(set.hits[1].highlights).toEqual([
      { field: 'summary', snippet: expect.stringContaining('<mark>kubernetes</mark>') },
    ]);
    expect((await search({ term: 'nothingmatchesthisword' })).found).toBe(0);
  });

  it('R3.12 snippets are escaped: only the <mark> tags are markup', async () => {
    const set = await search({ term: 'bold' });
    expect(tids(set)).toEqual([t.escape.tid]);
    const title = set.hits[0].highlights.find((h: Json) => h.field === 'title');
    expect(title.snippet).toBe('Escaping &lt;b&gt;<mark>bold</mark>&lt;/b&gt; words');
    for (const { snippet } of set.hits[0].highlights) {
      expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
    const summary = set.hits[0].highlights.find((h: Json) => h.field === 'summary');
    expect(summary.snippet).toContain('&lt;i&gt;markup&lt;/i&gt;');
  });

  it('R1.1 postType: a comma list; unknown values are ignored; none valid is no filter', async () => {
    expect(tids(await search({ postType: 'blog' }))).toEqual([t.content.tid]);
    expect(new Set(tids(await search({ postType: 'podcast,link' })))).toEqual(new Set([t.podcast.tid, t.link.tid]));
    expect(tids(await search({ postType: 'ama,webinar' }))).toEqual([t.ama.tid]);
    expect((await search({ postType: 'webinar' })).found).toBe(12);
  });

  it('R1.1 tags (any of them), projects (slugs, any), uid', async () => {
    expect(new Set(tids(await search({ tags: 'kubernetes,html' })))).toEqual(new Set([t.title.tid, t.escape.tid]));
    expect((await search({ tags: 'audio' })).found).toBe(2);
    expect(new Set(tids(await search({ projects: 'hl-one' })))).toEqual(new Set([t.podcast.tid, t.ama.tid]));
    expect(new Set(tids(await search({ projects: 'hl-two,nope' })))).toEqual(new Set([t.link.tid, t.ama.tid]));
    const bobs = await search({ uid: bobUid });
    expect(new Set(tids(bobs))).toEqual(new Set([t.content.tid, t.podcast.tid, t.ama.tid]));
    expect((await search({ uid: bobUid, tags: 'cloud', postType: 'blog' })).found).toBe(1);
  });

  it('R5.6 from/to (unix seconds) filter the topic’s creation time only when both are valid', async () => {
    const from = unixSeconds('2020-01-01T00:00:00Z');
    const to = unixSeconds('2020-12-31T00:00:00Z');
    expect(tids(await search({ from, to }))).toEqual([t.podcast.tid]);
    expect(new Set(tids(await search({ from, to: unixSeconds('2021-12-31T00:00:00Z') })))).toEqual(
      new Set([t.podcast.tid, t.link.tid]),
    );
    expect((await search({ from })).found).toBe(12);
    expect((await search({ from, to: 'soon' })).found).toBe(12);
    expect((await search({ from: to, to: from })).found).toBe(12);
  });

  it('R7.4 event_type is accepted and ignored for posts', async () => {
    expect((await search({ event_type: 'webinar' })).found).toBe(12);
  });

  it('R3.12 tag facets count the whole filtered set, most used first then by name', async () => {
    const all = await search({ page: 2 });
    expect(all.facet_counts).toEqual([
      {
        field_name: 'tags',
        counts: [
          { value: 'filler', count: 6 },
          { value: 'cloud', count: 3 },
          { value: 'audio', count: 2 },
          { value: 'html', count: 1 },
          { value: 'kubernetes', count: 1 },
        ],
      },
    ]);
    const amas = await search({ postType: 'ama' });
    expect(amas.facet_counts[0].counts).toEqual([
      { value: 'audio', count: 1 },
      { value: 'cloud', count: 1 },
    ]);
  });

  it('isMainPost=false searches replies too', async () => {
    expect((await search({ term: 'zebras' })).found).toBe(0);
    const replies = await search({ term: 'zebras', isMainPost: 'false' });
    expect(replies.found).toBe(1);
    expect(replies.hits[0].document).toMatchObject({ isMainPost: false, tid: t.title.tid, title: 'Kubernetes operators explained' });
  });

  it('documents carry the viewer’s own upvoted flag', async () => {
    const mine = await search({ postType: 'blog' }, alice);
    expect(mine.hits[0].document).toMatchObject({ upvoted: true, upvotes: 2, votes: 2 });
    expect((await search({ postType: 'blog' }, bob)).hits[0].document.upvoted).toBe(false);
  });

  it('the term filter uses the GIN index posts_search_idx', async () => {
    // Replies included, so the main-post partial index (which a table this small prefers for
    // main posts) is out of the running and the plan shows the full-text index.
    const query = highlightsPageQuery(highlightFilters({ term: 'kubernetes operators', isMainPost: false }), 10, 0);
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${query}`);
      return result.rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
    });
    expect(plan).toContain('posts_search_idx');
  });
});
