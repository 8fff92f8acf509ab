import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import type { GetServerSidePropsContext } from 'next';
import { exploreTags, forgetExploreTags } from '../../server/explore/service';
import { loadExplorePage } from '../../server/ssr/explore';
import { insertProject } from '../../server/projects/repository';
import { createTopic, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * R1.6 `GET /api/explore/tags`: popular tags count visible posts, published events and shown
 * projects (deleted, draft, hidden and unpublished content never counts); trending tags compare
 * the last 7 days with the 7 before.
 */

const app = setUpDiscussionsApp();
let alex: Member;

const DAY = 86_400_000;

async function tags(): Promise<Json> {
  forgetExploreTags();
  const res = await alex.agent.get('/api/explore/tags');
  expect(res.status).toBe(200);
  return res.body;
}

const countOf = (list: Json[], value: string) => list.find((t: Json) => t.value === value)?.count;

async function addEvent(tagList: string[], status: string, publishedDaysAgo: number | null): Promise<number> {
  const { rows } = await getDb().execute<{ id: number }>(sql`
    INSERT INTO events (creator_uid, title, summary, starts_at, event_status, tags, published_at)
    VALUES (${alex.uid}, 'An event', '', now() + interval '3 days', ${status},
      ARRAY[${sql.join(tagList.map((t) => sql`${t}`), sql`, `)}]::text[],
      ${publishedDaysAgo === null ? null : new Date(Date.now() - publishedDaysAgo * DAY).toISOString()}::timestamptz)
    RETURNING id`);
  return Number(rows[0]!.id);
}

async function addProject(name: string, tagList: string[], hidden = false, daysAgo = 30): Promise<void> {
  const project = await insertProject({ name, slug: name.toLowerCase() });
  await getDb().execute(sql`
    UPDATE projects SET tags = ARRAY[${sql.join(tagList.map((t) => sql`${t}`), sql`, `)}]::text[], hidden = ${hidden},
      created_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${project.id}`);
}

async function topicAged(tagList: string[], daysAgo: number): Promise<number> {
  const topic = await createTopic(alex, { tags: tagList });
  await getDb().execute(sql`UPDATE topics SET created_at = now() - make_interval(days => ${daysAgo}) WHERE tid = ${topic.tid}`);
  return Number(topic.tid);
}

beforeAll(async () => {
  [alex] = await signUpAll(app, 'alex');
});

describe('explore tags (R1.6)', () => {
  it('counts visible posts, published events and shown projects; hidden, draft and deleted content never counts', async () => {
    const empty = await tags();
    expect(empty).toEqual({ popular: [], trending: [] });

    await topicAged(['rust', 'wasm'], 30);
    await topicAged(['rust'], 40);
    const deleted = await topicAged(['rust', 'secret'], 30);
    const draft = await topicAged(['rust', 'secret'], 30);
    await getDb().execute(sql`UPDATE topics SET deleted = true WHERE tid = ${deleted}`);
    await getDb().execute(sql`UPDATE topics SET draft = true WHERE tid = ${draft}`);
    await addEvent(['rust', 'meetup'], 'published', 30);
    await addEvent(['rust', 'secret'], 'draft', null);
    await addEvent(['secret'], 'unpublished', 30);
    await addEvent(['secret'], 'deleted', 30);
    await addProject('Ferris', ['rust', 'wasm']);
    await addProject('Hush', ['rust', 'secret'], true);

    const body = await tags();
    expect(body.popular).toEqual([
      { value: 'rust', count: 4 },
      { value: 'wasm', count: 2 },
      { value: 'meetup', count: 1 },
    ]);
    expect(countOf(body.popular, 'secret')).toBeUndefined();
    // Nothing in the last 7 days: nothing is trending.
    expect(body.trending).toEqual([]);
  });

  it('trending: tags used more in the last 7 days than in the 7 before, the largest rise first', async () => {
    // go: 3 uses this week (2 posts, 1 event), 1 the week before; rust: 1 this week, 1 before (no rise).
    await topicAged(['go'], 1);
    await topicAged(['go', 'rust'], 2);
    await topicAged(['go'], 10);
    await topicAged(['rust'], 9);
    await addEvent(['go'], 'published', 3);
    // wasm: one new project this week, none before.
    await addProject('Spin', ['wasm'], false, 2);
    // A hidden project and a draft topic this week do not count.
    await addProject('Quiet', ['secret'], true, 1);
    const draft = await topicAged(['secret'], 1);
    await getDb().execute(sql`UPDATE topics SET draft = true WHERE tid = ${draft}`);

    const body = await tags();
    expect(body.trending).toEqual([
      { value: 'go', count: 4, recent: 3 },
      { value: 'wasm', count: 3, recent: 1 },
    ]);
    expect(countOf(body.popular, 'go')).toBe(4);
    expect(countOf(body.popular, 'rust')).toBe(6);
    expect(countOf(body.popular, 'secret')).toBeUndefined();
  });

  it('the sitemap lists a landing page for each tag visible content carries, never a hidden one', async () => {
    const res = await fetch(`${app().url}/sitemaps/tags-1.xml`);
    expect(res.status).toBe(200);
    // The English addresses (each is listed in every language too).
    const locs = [...(await res.text()).matchAll(/<loc>https?:\/\/[^/<]+\/explore\?tags=([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['go', 'meetup', 'rust', 'wasm']);
  });

  it('the page: two tags narrow posts, events and projects together; other spellings redirect to the canonical address', async () => {
    const load = (tags: string | undefined) =>
      loadExplorePage({ query: tags === undefined ? {} : { tags } } as unknown as GetServerSidePropsContext, { session: null, viewer: null } as never);
    const counts = async (tags: string) => {
      const answer = (await load(tags)) as Json;
      expect(answer.props.tags).toEqual(tags.split(','));
      return Object.fromEntries(answer.props.sections.map((s: Json) => [s.kind, [s.found, s.items.length]]));
    };
    // rust: 4 visible topics, 1 published event, 1 shown project; with wasm: 1 topic, 0 events, 1 project.
    expect(await counts('rust')).toEqual({ post: [4, 4], event: [1, 1], project: [1, 1] });
    expect(await counts('rust,wasm')).toEqual({ post: [1, 1], event: [0, 0], project: [1, 1] });
    const narrowed = (await load('rust,wasm')) as Json;
    expect(narrowed.props.sections[0].items[0]).toMatchObject({ kind: 'post', label: { id: 'common:postType.faq' }, tags: ['rust', 'wasm'] });
    expect(narrowed.props.sections[2].items[0]).toMatchObject({ kind: 'project', title: 'Ferris', url: expect.stringMatching(/^\/projects\/\d+\/ferris$/) });
    // Hidden, draft and deleted content is never shown.
    expect(await counts('secret')).toEqual({ post: [0, 0], event: [0, 0], project: [0, 0] });
    expect(await load('Rust,,WASM,rust')).toEqual({ redirect: { destination: '/explore?tags=rust,wasm', permanent: true } });
    expect(await load('')).toEqual({ redirect: { destination: '/explore', permanent: true } });
    const bare = (await load(undefined)) as Json;
    expect(bare.props).toMatchObject({ tags: [], sections: null, failed: false });
    expect(bare.props.popular[0]).toEqual({ value: 'rust', count: 6 });
  });

  it('answers the same for visitors', async () => {
    forgetExploreTags();
    const res = await fetch(`${app().url}/api/explore/tags`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.popular[0]).toEqual({ value: 'rust', count: 6 });
  });

  it('the answer is kept a minute, then refreshed in the background while the kept one is served', async () => {
    forgetExploreTags();
    const has = (answer: Json) => answer.popular.some((t: Json) => t.value === 'fresh');
    expect(has(await exploreTags())).toBe(false);
    await topicAged(['fresh'], 1);
    expect(has(await exploreTags())).toBe(false);
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    try {
      // Served at once from the kept answer; the recount runs behind it.
      expect(has(await exploreTags())).toBe(false);
      for (let i = 0; i < 50 && !has(await exploreTags()); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(has(await exploreTags())).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
