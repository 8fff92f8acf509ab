import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getDb } from '../../server/db';
import { runSweep } from '../../server/discussions/sweep';
import type { GetServerSidePropsContext } from 'next';
import { loadSearchPage } from '../../server/ssr/search';
import { loadSearchLogPage } from '../../server/ssr/searchLog';
import { loadViewer } from '../../server/users/viewer';
import { searchLogSettled } from '../../server/search/global/log';
import { searchEverything, tagSuggestions } from '../../server/search/global/service';
import { projectBriefs } from '../../server/search/global/queries';
import { Agent } from '../support/agent';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';
import { createPublished, createEvent } from './events-support';

/**
 * The global search (`GET /api/search`, and `GET /search` when JSON is preferred) over a database
 * of its own: collections, every parameter, facets, escaped highlights, typo tolerance, prefixes,
 * empty terms, explore requests, tag suggestions, what is never found, and the search log.
 */

const app = setUpDiscussionsApp();
const visitor = () => new Agent(app().url);

let admin: Member;
let alice: Member;
let bob: Member;
const t: Record<string, Json> = {};
const p: Record<string, Json> = {};
const e: Record<string, Json> = {};

async function search(params: Record<string, string | number> = {}, as: Agent = visitor()): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await as.get(`/api/search${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
}

const set = (body: Json, collection: string): Json => body.results.find((r: Json) => r.collection === collection);
const titles = (body: Json): string[] => set(body, 'post').hits.map((h: Json) => h.document.title);
const names = (body: Json): string[] => set(body, 'project').hits.map((h: Json) => h.document.name);

beforeAll(async () => {
  [admin, alice, bob] = await signUpAll(app, 'gsadmin', 'gsalice', 'gsbob');
  const make = async (member: Member, body: Record<string, unknown>) => {
    const reply = await member.agent.post('/api/projects/v1/project', body);
    if (reply.status !== 200) throw new Error(`project failed: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  p.typed = await make(alice, { name: 'TypeScript Toolkit', description: 'Compiler helpers for **TypeScript** teams.', tags: ['typescript', 'tooling'] });
  p.rust = await make(bob, { name: 'Rust Harbour', description: 'A harbour for crates.', tags: ['rust'] });
  p.hidden = await make(bob, { name: 'Hidden TypeScript Lab', description: 'Secret typescript things.', tags: ['typescript'] });
  await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${p.hidden.id}`);

  t.generics = await createTopic(alice, {
    title: 'TypeScript generics explained',
    content: 'Generics let functions take types as parameters.',
    tags: ['typescript', 'generics'],
    postType: 'blog',
    projects: [p.typed.id],
  });
  t.question = await createTopic(bob, {
    title: 'Why does my TypeScript build fail?',
    content: 'The compiler complains about strict null checks.',
    tags: ['typescript', 'build'],
    postType: 'faq',
  });
  t.rust = await createTopic(bob, { title: 'Borrow checker basics', content: 'Ownership and borrowing in Rust.', tags: ['rust'] });
  t.markup = await createTopic(alice, { title: 'Escaping <b>bold</b> tags in templates', content: 'Use the escape helper.', tags: ['html'] });
  t.draft = await createTopic(alice, { title: 'Draft about TypeScript secrets', content: 'Not ready yet.', draft: true, tags: ['typescript'] });
  t.deleted = await createTopic(bob, { title: 'Deleted TypeScript rant', content: 'Gone soon.', tags: ['typescript'] });
  const del = await bob.agent.delete(`/api/v3/topics/${t.deleted.tid}/state`);
  if (del.status !== 200) throw new Error('delete failed');
  t.reply = await replyTo(alice, t.question.tid, { content: 'Try enabling incremental compilation with zanzibar flags.' });

  e.published = await createPublished(alice, { title: 'TypeScript workshop', summary: 'Types all day', tags: ['typescript'], event_type: 'webinar', enable_discussion: false });
  e.draft = await createEvent(alice, { title: 'Unpublished TypeScript meetup', summary: 'Soon', tags: ['typescript'] });
});

describe('GET /api/search (R1.5, R3.12)', () => {
  it('R1.5 answers one result set per collection of searchIn (default post,project) with the spec fields', async () => {
    const body = await search({ term: 'typescript' });
    expect(body.results.map((r: Json) => r.collection)).toEqual(['post', 'project']);
    expect(body.meta).toMatchObject({ term: 'typescript', searchIn: ['post', 'project'], page: 1, perPage: 10, sortBy: 'relevance', explore: false });
    const posts = set(body, 'post');
    expect(posts).toMatchObject({ page: 1, request_params: { per_page: 10, q: 'typescript' }, typo_tolerant: false });
    expect(titles(body).sort()).toEqual(['TypeScript generics explained', 'Why does my TypeScript build fail?']);
    expect(posts.found).toBe(2);
    expect(names(body)).toEqual(['TypeScript Toolkit']);
    expect(body.meta.found).toBe(3);
    expect(body.projects.map((x: Json) => x.slug)).toContain(p.typed.slug);

    const all = await search({ term: 'typescript', searchIn: 'user,event,post,project,nonsense' });
    expect(all.results.map((r: Json) => r.collection)).toEqual(['post', 'project', 'event', 'user']);
    expect(set(all, 'event').hits.map((h: Json) => h.document.title)).toEqual(['TypeScript workshop']);
  });

  it('R3.12 facets: tags for all, post_type, projects and answered for posts, event_type for events', async () => {
    const body = await search({ term: 'typescript', searchIn: 'post,event' });
    const facets = (c: string) => Object.fromEntries(set(body, c).facet_counts.map((f: Json) => [f.field_name, f.counts]));
    const posts = facets('post');
    expect(posts.tags).toEqual(expect.arrayContaining([{ value: 'typescript', count: 2 }, { value: 'generics', count: 1 }]));
    expect(posts.post_type).toEqual(expect.arrayContaining([{ value: 'blog', count: 1 }, { value: 'faq', count: 1 }]));
    expect(posts.projects).toEqual([{ value: p.typed.slug, count: 1 }]);
    expect(posts.answered).toEqual(expect.arrayContaining([{ value: 'answered', count: 1 }, { value: 'unanswered', count: 1 }]));
    expect(facets('event').event_type).toEqual([{ value: 'webinar', count: 1 }]);
    // As-you-type requests (R9.4) count no facets: the header shows none.
    const instant = await search({ term: 'typescript', searchIn: 'post,event', instant: 1 });
    for (const c of ['post', 'event']) {
      expect(set(instant, c).facet_counts.every((f: Json) => f.counts.length === 0)).toBe(true);
      expect(set(instant, c).found).toBe(set(body, c).found);
    }
  });

  it('R3.12 the facets are counted with the hits: one statement reads the matches of each collection, none of its own', async () => {
    // Every statement the pool runs (drizzle's node-postgres driver calls Client#query).
    const read: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const config = args[0];
      read.push(typeof config === 'string' ? config : String((config as { text?: string }).text ?? ''));
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    } as never);
    const body = await searchEverything({ term: 'typescript', searchIn: 'post,event' }, null).finally(() => spy.mockRestore());
    const facets = (c: string) => Object.fromEntries(body.results.find((r) => r.collection === c)!.facet_counts.map((f) => [f.field_name, f.counts]));
    expect(facets('post').post_type).toEqual(expect.arrayContaining([{ value: 'blog', count: 1 }, { value: 'faq', count: 1 }]));
    expect(facets('event').event_type).toEqual([{ value: 'webinar', count: 1 }]);
    expect(read.filter((text) => /FROM "feed_entries"/.test(text))).toHaveLength(1);
    expect(read.filter((text) => /FROM "event_entries" WHERE/.test(text))).toHaveLength(1);
  });

  it('R1.5 filters: postType, tags (all must match), projects, answered, from/to (both or neither)', async () => {
    expect(titles(await search({ term: 'typescript', postType: 'blog' }))).toEqual(['TypeScript generics explained']);
    expect(titles(await search({ term: 'typescript', postType: 'nonsense' }))).toHaveLength(2);
    expect(titles(await search({ term: 'typescript', tags: 'typescript,build' }))).toEqual(['Why does my TypeScript build fail?']);
    expect(titles(await search({ term: 'typescript', projects: p.typed.slug }))).toEqual(['TypeScript generics explained']);
    expect(titles(await search({ term: 'typescript', projects: 'no-such-project' }))).toEqual([]);
    expect(titles(await search({ term: 'typescript', answered: 'answered' }))).toEqual(['Why does my TypeScript build fail?']);
    expect(titles(await search({ term: 'typescript', answered: 'unanswered' }))).toEqual(['TypeScript generics explained']);
    const past = Math.floor(Date.now() / 1000) - 86400 * 400;
    expect(titles(await search({ term: 'typescript', from: past, to: past + 60 }))).toEqual([]);
    expect(titles(await search({ term: 'typescript', from: past }))).toHaveLength(2);
  });

  it('R1.5, R5.6 the server-rendered /search applies the address\'s range; the date form\'s days redirect to seconds', async () => {
    const page = async (query: Record<string, string>) =>
      (await loadSearchPage({ query, req: {}, res: { statusCode: 200 } } as unknown as GetServerSidePropsContext, { session: null, viewer: null })) as Json;
    const past = Math.floor(Date.now() / 1000) - 86400 * 400;
    const found = (shown: Json): number => set(shown.props.seed.search.response, 'post').found;
    expect(found(await page({ term: 'typescript' }))).toBe(2);
    expect(found(await page({ term: 'typescript', from: String(past), to: String(past + 60) }))).toBe(0);
    expect(found(await page({ term: 'typescript', from: String(past), to: String(Math.floor(Date.now() / 1000) + 60) }))).toBe(2);
    expect(await page({ term: 'typescript', tags: 'build', from: '2001-01-01', to: '2001-12-31' })).toEqual({
      redirect: { destination: `/search?term=typescript&tags=build&from=${Date.UTC(2001, 0, 1) / 1000}&to=${Date.UTC(2002, 0, 1) / 1000 - 1}`, permanent: false },
    });
    expect(await page({ term: 'typescript', from: '2001-01-01', to: '' })).toEqual({ redirect: { destination: '/search?term=typescript', permanent: false } });
  });

  it('R9.2 perPage and page: 10 by default, at most 50; bad values are the defaults', async () => {
    const one = await search({ term: 'typescript', perPage: 1 });
    expect(set(one, 'post').hits).toHaveLength(1);
    expect(set(one, 'post').found).toBe(2);
    const two = await search({ term: 'typescript', perPage: 1, page: 2 });
    expect(set(two, 'post').hits).toHaveLength(1);
    expect(titles(two)[0]).not.toBe(titles(one)[0]);
    expect((await search({ term: 'typescript', perPage: 500 })).meta.perPage).toBe(10);
    expect((await search({ term: 'typescript', page: 'x', sortBy: 'loudest', isMainPost: 'maybe' })).meta).toMatchObject({ page: 1, sortBy: 'relevance' });
  });

  it('R1.5 isMainPost=false searches replies too', async () => {
    expect(titles(await search({ term: 'zanzibar' }))).toEqual([]);
    const replies = set(await search({ term: 'zanzibar', isMainPost: 'false' }), 'post');
    expect(replies.hits.map((h: Json) => h.document.pid)).toEqual([t.reply.pid]);
    expect(replies.found).toBe(1);
    expect(replies.hits[0].highlights.find((h: Json) => h.field === 'summary')?.snippet).toContain('<mark>zanzibar</mark>');
    // Prefixes and typo tolerance (words of titles, tags and names) as for main posts; the filters still apply.
    expect(set(await search({ term: 'zanzib', isMainPost: 'false' }), 'post').hits.map((h: Json) => h.document.pid)).toEqual([t.reply.pid]);
    const typo = set(await search({ term: 'borow', isMainPost: 'false' }), 'post');
    expect(typo.typo_tolerant).toBe(true);
    expect(typo.hits.map((h: Json) => h.document.title)).toEqual(['Borrow checker basics']);
    expect(set(await search({ term: 'zanzibar', isMainPost: 'false', tags: 'rust' }), 'post').found).toBe(0);
    // Replies and main posts together, newest first.
    const both = set(await search({ term: 'typescript', isMainPost: 'false', sortBy: 'recent' }), 'post');
    const times = both.hits.map((h: Json) => h.document.timestamp);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect(both.hits.map((h: Json) => h.document.title)).not.toContain('Draft about TypeScript secrets');
  });

  it('R3.12 highlights are escaped text whose only markup is <mark> (a term with HTML in it)', async () => {
    const body = await search({ term: '<b>bold</b>' });
    const hit = set(body, 'post').hits.find((h: Json) => h.document.tid === t.markup.tid);
    const title = hit.highlights.find((h: Json) => h.field === 'title').snippet;
    expect(title).toContain('&lt;b&gt;');
    expect(title).toContain('<mark>');
    expect(title.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    // The term is answered back as sent, in JSON (the page shows it as text).
    expect(set(body, 'post').request_params.q).toBe('<b>bold</b>');
  });

  it('R9.2 typo tolerance: a misspelt term finds the similar spelling and says so', async () => {
    const body = await search({ term: 'typscript' });
    expect(set(body, 'post').typo_tolerant).toBe(true);
    expect(titles(body)).toHaveLength(2);
    expect(set(body, 'project').typo_tolerant).toBe(true);
    expect(names(body)).toEqual(['TypeScript Toolkit']);
    expect(set(await search({ term: 'typescript' }), 'post').typo_tolerant).toBe(false);
  });

  it('issue 34: accents are ignored both ways (codigo finds código)', async () => {
    const topic = await createTopic(alice, { title: 'Código abierto: una migración', content: 'Qué cambia al migrar el código.' });
    expect(titles(await search({ term: 'codigo abierto' }))).toHaveLength(1);
    expect(titles(await search({ term: 'migracion' }))).toHaveLength(1);
    expect(titles(await search({ term: 'migración' }))).toHaveLength(1);
    expect(titles(await search({ term: 'CODIGO' }))).toEqual(['Código abierto: una migración']);
    // Gone again, so the counts of the tests below stay those of the topics above.
    expect((await alice.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
  });

  it('R9.4 search-as-you-type: the last word matches as a prefix', async () => {
    expect(titles(await search({ term: 'typescr' }))).toHaveLength(2);
    expect(titles(await search({ term: 'borrow chec' }))).toEqual(['Borrow checker basics']);
    // Web search operators: a minus word excludes.
    expect(titles(await search({ term: 'typescript -generics' }))).toEqual(['Why does my TypeScript build fail?']);
    // A quoted phrase matches its words in order; with operators the last word is not a prefix.
    expect(titles(await search({ term: '"borrow checker"' }))).toEqual(['Borrow checker basics']);
    expect(titles(await search({ term: '"checker borrow"' }))).toEqual([]);
    expect(set(await search({ term: '"borrow" chec' }), 'post').typo_tolerant).toBe(false);
    expect(titles(await search({ term: '"borrow" chec' }))).toEqual([]);
  });

  it('R5.4 no term (and no tags): empty results, no error; term=* or tags: an explore request', async () => {
    for (const params of [{}, { term: '' }, { term: '   ' }] as Array<Record<string, string>>) {
      const body = await search(params);
      expect(body.results.map((r: Json) => r.found)).toEqual([0, 0]);
      expect(body.meta.explore).toBe(false);
    }
    const explore = await search({ term: '*' });
    expect(explore.meta).toMatchObject({ explore: true, sortBy: 'recent' });
    expect(set(explore, 'post').found).toBe(4);
    const byTag = await search({ tags: 'rust', searchIn: 'post,project' });
    expect(byTag.meta.explore).toBe(true);
    expect(titles(byTag)).toEqual(['Borrow checker basics']);
    expect(names(byTag)).toEqual(['Rust Harbour']);
  });

  it('never finds deleted posts, drafts (not even for their author), hidden projects or unpublished events', async () => {
    for (const as of [visitor(), alice.agent, bob.agent, admin.agent]) {
      const body = await search({ term: 'typescript', searchIn: 'post,project,event' }, as);
      expect(titles(body)).not.toEqual(expect.arrayContaining(['Draft about TypeScript secrets']));
      expect(titles(body)).not.toEqual(expect.arrayContaining(['Deleted TypeScript rant']));
      expect(names(body)).not.toContain('Hidden TypeScript Lab');
      expect(set(body, 'event').hits.map((h: Json) => h.document.title)).not.toContain('Unpublished TypeScript meetup');
    }
    expect(titles(await search({ term: 'secrets', isMainPost: 'false' }, alice.agent))).toEqual([]);
  });

  it('R1.5 isMainPost=false never finds an answer inside a deleted question\'s thread', async () => {
    const question = await replyTo(bob, t.rust.tid, { content: 'How do lifetimes quokkaish here?' });
    const answer = await replyTo(alice, t.rust.tid, { content: 'Lifetimes quokkaish like this.', toPid: question.pid });
    const pids = async () => set(await search({ term: 'quokkaish', isMainPost: 'false' }), 'post').hits.map((h: Json) => h.document.pid);
    expect((await pids()).sort()).toEqual([question.pid, answer.pid].sort());
    expect((await bob.agent.delete(`/api/v3/posts/${question.pid}/state`)).status).toBe(200);
    expect(await pids()).toEqual([]);
  });

  it('R1.5 members: found by username prefix and similar spelling', async () => {
    const body = await search({ term: 'gsal', searchIn: 'user' });
    expect(set(body, 'user').hits[0].document.username).toBe('gsalice');
    expect(set(body, 'user').hits[0].document).not.toHaveProperty('email');
  });
});

describe('the projects the hits name', () => {
  it('come in the order they are asked for, whatever order the rows lie in (dev:mock and the built app answered them in different orders)', async () => {
    const asked = [p.rust.id, p.typed.id].sort((a: number, b: number) => b - a);
    expect((await projectBriefs(asked)).map((r) => r.id)).toEqual(asked);
    expect((await projectBriefs([...asked].reverse())).map((r) => r.id)).toEqual([...asked].reverse());
    expect((await projectBriefs([p.hidden.id, ...asked])).map((r) => r.id)).toEqual(asked);
  });
});

describe('tag suggestions (R7.4)', () => {
  it('R7.4 term=*&facetQuery=tags:{text}: tags by prefix and similar spelling with counts; empty text: none', async () => {
    const body = await search({ term: '*', facetQuery: 'tags:types' });
    expect(body.facet_counts[0].field_name).toBe('tags');
    expect(body.facet_counts[0].counts[0]).toEqual({ value: 'typescript', count: 4 });
    const similar = await tagSuggestions('typscript');
    expect(similar.facet_counts[0].counts.map((c) => c.value)).toContain('typescript');
    expect((await search({ term: '*', facetQuery: 'tags:' })).facet_counts[0].counts).toEqual([]);
  });

  it('R7.4 R1.6 events and projects count while published / shown: publish, unpublish, tag edits, hiding and deletion move the suggestions', async () => {
    const count = async (tag: string): Promise<number | undefined> =>
      (await search({ term: '*', facetQuery: `tags:${tag}` })).facet_counts[0].counts.find((c: Json) => c.value === tag)?.count;
    expect(await count('quokkaconf')).toBeUndefined();
    const ev = await createEvent(alice, { title: 'Quokka conference', tags: ['quokkaconf', 'marsupials'], enable_discussion: false });
    expect(await count('quokkaconf')).toBeUndefined(); // a draft
    const E = '/api/events/v1/event';
    expect((await alice.agent.put(`${E}/${ev.id}`, { event_status: 'publish' })).status).toBe(200);
    expect(await count('quokkaconf')).toBe(1);
    const other = await createPublished(alice, { title: 'Quokka meetup', tags: ['quokkaconf'], enable_discussion: false });
    expect(await count('quokkaconf')).toBe(2);
    expect((await alice.agent.put(`${E}/${ev.id}`, { tags: ['quokkatalk'] })).status).toBe(200);
    expect(await count('quokkaconf')).toBe(1);
    expect(await count('quokkatalk')).toBe(1);
    expect((await alice.agent.put(`${E}/${ev.id}`, { event_status: 'unpublish' })).status).toBe(200);
    expect(await count('quokkatalk')).toBeUndefined();
    expect((await alice.agent.put(`${E}/${other.id}`, { event_status: 'delete' })).status).toBe(200);
    expect(await count('quokkaconf')).toBeUndefined();

    const project = await alice.agent.post('/api/projects/v1/project', { name: 'Quokka Kit', description: 'Marsupial tools.', tags: ['quokkakit'] });
    expect(project.status).toBe(200);
    expect(await count('quokkakit')).toBe(1);
    expect((await alice.agent.put(`/api/projects/v1/project/${project.body.id}`, { tags: ['quokkakit', 'quokkatalk'] })).status).toBe(200);
    expect(await count('quokkatalk')).toBe(1);
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${project.body.id}`);
    expect(await count('quokkakit')).toBeUndefined();
    await getDb().execute(sql`UPDATE projects SET hidden = false WHERE id = ${project.body.id}`);
    expect(await count('quokkakit')).toBe(1);
    // Rows removed outright (a moderator's SQL) stop counting too.
    await getDb().execute(sql`DELETE FROM projects WHERE id = ${project.body.id}`);
    const republished = await createPublished(alice, { title: 'Quokka again', tags: ['quokkaconf'], enable_discussion: false });
    expect(await count('quokkaconf')).toBe(1);
    await getDb().execute(sql`DELETE FROM events WHERE id = ${republished.id}`);
    expect(await count('quokkakit')).toBeUndefined();
    expect(await count('quokkaconf')).toBeUndefined();
    // The maintained counts equal a full recount.
    const kept = await getDb().execute(sql`SELECT source, tag, n FROM tag_counts WHERE n > 0 ORDER BY 1, 2`);
    await getDb().execute(sql`SELECT tag_counts_rebuild()`);
    expect((await getDb().execute(sql`SELECT source, tag, n FROM tag_counts WHERE n > 0 ORDER BY 1, 2`)).rows).toEqual(kept.rows);
  });
});

describe('GET /search with Accept routing (DECISIONS "Paths")', () => {
  it('R1.5 answers JSON when JSON is preferred; a browser asking for HTML does not get the API', async () => {
    const json = await fetch(`${app().url}/search?term=typescript`, { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(200);
    expect(((await json.json()) as Json).results[0].collection).toBe('post');
    const html = await fetch(`${app().url}/search?term=typescript`, { headers: { Accept: 'text/html,application/json;q=0.9' } });
    expect(html.headers.get('content-type') ?? '').not.toContain('application/json');
    // Caches keep the page and the JSON of one address apart.
    expect(json.headers.get('vary') ?? '').toMatch(/\bAccept\b/);
    expect(html.headers.get('vary') ?? '').toMatch(/\bAccept\b/);
    const other = await fetch(`${app().url}/api/search?term=typescript`, { headers: { Accept: 'application/json' } });
    expect(other.headers.get('vary') ?? '').not.toMatch(/\bAccept\b/);
  });
});

describe('the search log (R9.2)', () => {
  it('records complete searches (not instant ones), for administrators only', async () => {
    // Earlier searches of this file are written first, then forgotten.
    await searchLogSettled();
    await getDb().execute(sql`DELETE FROM search_log`);
    await searchEverything({ term: 'Borrow  Checker' }, null);
    await searchEverything({ term: 'borrow checker' }, null);
    await searchEverything({ term: 'nothingmatchesthis' }, null);
    await searchEverything({ term: 'instantonly', instant: true }, null);
    await searchEverything({ term: '*' }, null);
    await searchLogSettled();
    const reply = await admin.agent.get('/api/admin/search-log');
    expect(reply.status).toBe(200);
    expect(reply.body.days).toBe(30);
    expect(reply.body.top[0]).toMatchObject({ term: 'borrow checker', searches: 2, last_found: 1 });
    expect(reply.body.top.map((r: Json) => r.term)).not.toContain('instantonly');
    expect(reply.body.top.map((r: Json) => r.term)).not.toContain('*');
    expect(reply.body.no_results.map((r: Json) => r.term)).toEqual(['nothingmatchesthis']);
    expect((await bob.agent.get('/api/admin/search-log')).status).toBe(403);
    expect((await visitor().get('/api/admin/search-log')).status).not.toBe(200);
  });

  it('/admin/searches: administrators see both lists; other members 403, visitors 404', async () => {
    const res = { statusCode: 200 };
    const shown = await loadSearchLogPage({ res }, { session: null, viewer: await loadViewer(admin.uid) });
    expect(res.statusCode).toBe(200);
    expect(shown).toMatchObject({ props: { state: 'ok', report: { days: 30, top: expect.any(Array), no_results: expect.any(Array) } } });
    const refused = await loadSearchLogPage({ res }, { session: null, viewer: await loadViewer(bob.uid) });
    expect(res.statusCode).toBe(403);
    expect(refused).toEqual({ props: { state: 'forbidden' } });
    expect(await loadSearchLogPage({ res: { statusCode: 200 } }, { session: null, viewer: null })).toEqual({ notFound: true });
  });

  it('a failing log write never fails the search', async () => {
    await searchLogSettled();
    await getDb().execute(sql`ALTER TABLE search_log RENAME TO search_log_away`);
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const body = await search({ term: 'borrow' });
      expect(titles(body)).toEqual(['Borrow checker basics']);
      await searchLogSettled();
      expect(report).toHaveBeenCalledWith('[search] writing the search log failed', expect.any(Error));
    } finally {
      report.mockRestore();
      await getDb().execute(sql`ALTER TABLE search_log_away RENAME TO search_log`);
    }
  });

  it('the hourly sweep forgets days past the window', async () => {
    await getDb().execute(sql`INSERT INTO search_log (day, term, searches, last_found) VALUES (current_date - 120, 'ancient', 1, 0)`);
    expect((await runSweep()).searches).toBeGreaterThanOrEqual(1);
    const left = await getDb().execute(sql`SELECT count(*)::int AS n FROM search_log WHERE term = 'ancient'`);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
