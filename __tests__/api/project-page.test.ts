import type { GetServerSidePropsContext } from 'next';
import { loadProjectPage } from '../../server/ssr/projects';
import { loadViewer } from '../../server/users/viewer';
import { cacheablePage } from '../../server/cache/routes';
import { tagsOf } from '../../server/cache/invalidation';
import type { ProjectPageProps } from '../../lib/ssr/seed';
import { addToGroup, createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Json, type Member } from './discussions-support';

/**
 * The project page's loader (R1.11, R1.15, R5.2): the project and its view's list for the viewer
 * in one seed, the canonical address of a wrong name, a faq topic in its first project's frame,
 * the failures' statuses; and its page cache entry (R1.11).
 */

const app = setUpDiscussionsApp();
let owner: Member, alice: Member, moderator: Member;
let project: Json, other: Json;
let blog: Json, faq: Json, answer: Json;

beforeAll(async () => {
  [owner, alice, moderator] = await signUpAll(app, 'ppowner', 'ppalice', 'ppmod');
  await addToGroup(moderator.uid, 'Global Moderators');
  const create = async (name: string) => (await owner.agent.post('/api/projects/v1/project', { name, description: 'A **small** project for page tests.', repository_url: 'https://github.com/example/page' })).body;
  project = await create('Page Project');
  other = await create('Other Page Project');
  blog = await createTopic(alice, { projects: [project.id], postType: 'blog', tags: ['news'] });
  await createTopic(alice, { projects: [project.id], postType: 'ama' });
  await createTopic(alice, { projects: [project.id], postType: 'link', metaData: { url: 'https://example.test/page' } });
  faq = await createTopic(alice, { projects: [project.id], postType: 'faq', tags: ['setup'] });
  await createTopic(alice, { projects: [project.id], postType: 'faq', tags: ['setup', 'help'] });
  answer = await replyTo(owner, faq.tid, { content: 'Run the setup script first, then build.' });
  expect((await alice.agent.put(`/api/v3/posts/${faq.mainPid}/answer`, { aid: answer.pid, answered: true })).status).toBe(200);
});

/** The loader as the page calls it, for a visitor (null) or a member. */
async function loadPage(path: string, uid: number | null) {
  const viewer = uid === null ? null : await loadViewer(uid);
  const url = new URL(path, 'http://x');
  const [, , id, ...slug] = url.pathname.split('/').map(decodeURIComponent);
  const res = { statusCode: 200 };
  const result = await loadProjectPage(
    // The loader reads only these parts of the request.
    {
      params: { id, slug },
      query: Object.fromEntries(url.searchParams),
      resolvedUrl: `${url.pathname}${url.search}`,
      req: { method: 'GET', headers: {} },
      res,
    } as unknown as GetServerSidePropsContext,
    { session: null, viewer },
  );
  if (!('props' in result)) return { redirect: result.redirect.destination, status: result.redirect.permanent ? 308 : 307 };
  return { props: result.props as ProjectPageProps, status: res.statusCode };
}

function seeded(props: ProjectPageProps | undefined) {
  const seed = props?.seed?.project;
  if (!seed?.loaded) throw new Error('no project in the seed');
  return seed;
}

describe('R1.11 the project page’s loader', () => {
  it('R5.2 seeds the project and its feed (ama, podcast and blog only) for a visitor, without the editor’s fields', async () => {
    const { props, status } = await loadPage(project.url, null);
    expect(status).toBe(200);
    const seed = seeded(props);
    expect(seed.project).toMatchObject({ id: project.id, name: 'Page Project', can_edit: false, is_following: false });
    expect(seed.project.description).toContain('<strong>small</strong>');
    expect(seed.project.descriptionRaw).toBeUndefined();
    expect(seed.view).toEqual({ tab: 'feed', postType: null, page: 1 });
    if (seed.list.kind !== 'posts') throw new Error('not a posts list');
    expect(seed.list.posts.map((p) => p.postType).sort()).toEqual(['ama', 'blog']);
    expect(seed.list.found).toBe(2);
  });

  it('R5.2 narrows the feed to one type from the address, and lists one type of resources', async () => {
    const feed = seeded((await loadPage(`${project.url}?postType=blog`, null)).props);
    expect(feed.list.kind === 'posts' && feed.list.posts.map((p) => p.tid)).toEqual([blog.tid]);
    const resources = seeded((await loadPage(`${project.url}/resources/ama`, null)).props);
    expect(resources.view).toEqual({ tab: 'resources', type: 'ama', page: 1 });
    expect(resources.list.kind === 'posts' && resources.list.posts.map((p) => p.postType)).toEqual(['ama']);
    expect((await loadPage(`${project.url}/resources/faq`, null)).status).toBe(404);
  });

  it('R1.11 the questions tab: faq only, the tag filter with its counts and the found count', async () => {
    const all = seeded((await loadPage(`${project.url}/questions`, null)).props);
    if (all.list.kind !== 'posts') throw new Error('not a posts list');
    expect(all.list.found).toBe(2);
    expect(all.list.tags).toEqual(expect.arrayContaining([{ value: 'setup', count: 2 }, { value: 'help', count: 1 }]));
    const tagged = seeded((await loadPage(`${project.url}/questions?tags=help`, null)).props);
    expect(tagged.view).toEqual({ tab: 'questions', tag: 'help', page: 1 });
    expect(tagged.list.kind === 'posts' && tagged.list.found).toBe(1);
  });

  it('R1.11 the FAQ tab seeds the answered questions with their accepted answers; the events tab the project’s events', async () => {
    const faqTab = seeded((await loadPage(`${project.url}/faq`, null)).props);
    if (faqTab.list.kind !== 'faq') throw new Error('not the faq');
    expect(faqTab.list.entries.map((e) => [e.question.pid, e.answer.pid])).toEqual([[faq.mainPid, answer.pid]]);
    const events = seeded((await loadPage(`${project.url}/events?when=past`, null)).props);
    expect(events.view).toMatchObject({ tab: 'events', filters: { when: 'past' } });
    expect(events.list).toMatchObject({ kind: 'events', found: 0, events: [] });
  });

  it('R1.15 the community tab seeds the community summary of the address’s interval and the graph', async () => {
    const { props, status } = await loadPage(`${project.url}/community?interval=month`, null);
    expect(status).toBe(200);
    expect(seeded(props).view).toEqual({ tab: 'community' });
    expect(props?.seed?.community).toMatchObject({ project_id: project.id, interval: 'month' });
    expect(props?.seed?.community?.summary?.community.posts.current).toEqual(expect.any(Number));
    expect(props?.seed?.community?.graph?.series.length).toBeGreaterThan(0);
  });

  it('R1.10 gives those who may edit the Markdown source and their rights', async () => {
    const mine = seeded((await loadPage(project.url, owner.uid)).props);
    expect(mine.project).toMatchObject({ can_edit: true, is_maintainer: true, descriptionRaw: 'A **small** project for page tests.' });
    const mod = seeded((await loadPage(project.url, moderator.uid)).props);
    expect(mod.project).toMatchObject({ can_edit: true, is_maintainer: false });
    expect(seeded((await loadPage(project.url, alice.uid)).props).project.can_edit).toBe(false);
  });

  it('R1.11 a wrong or old name goes to the canonical address, the view and query kept', async () => {
    expect(await loadPage(`/projects/${project.id}/old-name/questions?tags=help`, null)).toEqual({
      redirect: `/projects/${project.id}/${project.slug}/questions?tags=help`,
      status: 308,
    });
  });

  it('R1.11 a faq topic shows in its first project’s frame; another frame or a non-question goes where it belongs', async () => {
    const words = String(faq.slug).split('/').slice(1).join('/');
    const { props, status } = await loadPage(`${project.url}/questions/${faq.tid}/${words}`, null);
    expect(status).toBe(200);
    expect(props?.seed?.topic).toMatchObject({ tid: faq.tid, loaded: true });
    expect(seeded(props).view).toEqual({ tab: 'question', tid: faq.tid, rest: words });
    expect(await loadPage(`${other.url}/questions/${faq.tid}`, null)).toEqual({ redirect: `${project.url}/questions/${faq.tid}/${words}`, status: 307 });
    expect((await loadPage(`${project.url}/questions/${blog.tid}`, null)).redirect).toBe(`/posts/${blog.slug}`);
  });

  it('R8.5 an unknown project, an unknown view or a page past the end answer 404', async () => {
    expect((await loadPage('/projects/2147483000/none', null)).status).toBe(404);
    const unknown = await loadPage(`${project.url}/nothing-here`, null);
    expect(unknown.status).toBe(404);
    expect(unknown.props?.view).toBeNull();
    expect((await loadPage(`${project.url}?page=9`, null)).status).toBe(404);
  });

  it('R1.11 project pages join the page cache, evicted by the project, its topics and its events', () => {
    expect(cacheablePage(`/projects/${project.id}/${project.slug}/questions`)).toMatchObject({
      kind: 'project',
      tags: [`project:${project.id}`, 'feed', 'events'],
    });
    expect(cacheablePage('/projects/my-projects')).toBeNull();
  });

  it('R1.10 the projects list joins the page cache, evicted by any project’s change (follows, topics, edits)', () => {
    expect(cacheablePage('/projects')).toMatchObject({ kind: 'projects', tags: ['projects'] });
    expect(cacheablePage('/_next/data/build-1/projects.json')).toMatchObject({ kind: 'projects', data: true });
    expect(tagsOf(`project:${project.id}`)).toEqual([`project:${project.id}`, 'projects']);
    expect(tagsOf('feed topic:3')).toEqual(['feed', 'topic:3']);
  });
});
