import '@/mocks/polyfills';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import type { EventData, EventSearchResponse } from '@/lib/events/types';
import { projectPath } from '@/lib/projects/page';
import type { ProjectListAnswer } from '@/lib/projects/types';
import type { ClientConfig } from '@/lib/session/types';
import type { PageSeed } from '@/lib/ssr/seed';
import { resetMockDb } from '@/mocks/db';
import { mockApi } from '@/mocks/node';
import { MOCK_PAGE_LOADERS } from '@/mocks/pages';
import { mockPageProps } from '@/mocks/ssr';

/**
 * Server-side rendering in `npm run dev:mock` (R1.1, R1.2, R1.6, R1.10, R1.11, R1.12, R1.13): each
 * mocked page loader gives the page what its real loader gives it — the same seeds, redirects and
 * statuses, built by the same lib functions — from the mocked endpoints.
 */

type Result = Awaited<ReturnType<typeof mockPageProps>>;

function context(resolvedUrl: string, params: Record<string, string | string[]> = {}, cookie = '') {
  const url = new URL(resolvedUrl, 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const res = { statusCode: 200, setHeader: () => res };
  const ctx = { req: { headers: { host: 'localhost:3000', cookie }, cookies: {} }, res, query: { ...params, ...query }, params, resolvedUrl };
  return ctx as unknown as GetServerSidePropsContext & { res: { statusCode: number } };
}

async function render(loader: string, resolvedUrl: string, params: Record<string, string | string[]> = {}, cookie = '') {
  const ctx = context(resolvedUrl, params, cookie);
  const result: Result = await mockPageProps(ctx, loader);
  return { ctx, result, props: 'props' in result ? (result.props as Record<string, unknown>) : null, seed: 'props' in result ? ((result.props as { seed?: PageSeed }).seed ?? null) : null };
}

const api = mockApi('');
const PAGES_DIR = join(__dirname, '..', '..', 'pages');

describe('mocked page loaders', () => {
  beforeEach(() => resetMockDb());

  it('has a mocked loader for every page whose data the server renders (each loader a page hands to withAppConfig)', () => {
    const files = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    const loaders = new Set(files.flatMap((f) => [...readFileSync(join(PAGES_DIR, f), 'utf8').matchAll(/withAppConfig\((load\w+)/g)].map((m) => m[1]!)));
    expect(loaders.size).toBeGreaterThan(10);
    expect([...loaders].filter((name) => !MOCK_PAGE_LOADERS[name])).toEqual([]);
  });

  it('seeds the feed page, and answers 404 past its end (R1.1)', async () => {
    const first = await render('loadDiscussionsPage', '/discussions');
    expect(first.seed?.feed?.posts.length).toBeGreaterThan(0);
    expect(first.seed?.feed?.page).toBe(1);
    expect(first.ctx.res.statusCode).toBe(200);
    const past = await render('loadDiscussionsPage', '/discussions?page=999');
    expect(past.seed?.feed?.posts).toEqual([]);
    expect(past.ctx.res.statusCode).toBe(404);
  });

  it('seeds a topic by the number its address starts with, and a failure for an unknown one (R1.3)', async () => {
    const feed = (await api.get<SearchResponse<PostData>>('/api/events/v1/search/highlights')).data!;
    const post = feed.results[0].hits[0]!.document!;
    const found = await render('loadTopicPage', `/posts/${post.tid}/words`, { slug: [String(post.tid), 'words'] });
    expect(found.seed?.topic).toMatchObject({ tid: post.tid, page: 1, loaded: true });
    const unknown = await render('loadTopicPage', '/posts/abc', { slug: ['abc'] });
    expect(unknown.seed?.topic).toMatchObject({ tid: 0, loaded: false, code: 404 });
    expect(unknown.ctx.res.statusCode).toBe(404);
  });

  it('seeds the events feed and an event, and sends a renamed event to its address with the query kept (R1.2, R1.4)', async () => {
    const feed = await render('loadEventsPage', '/events');
    const events = feed.seed?.events?.events ?? [];
    expect(events.length).toBeGreaterThan(0);
    const all = (await api.get<EventSearchResponse>('/api/events/v1/search?type=event')).data!.results[0].hits.map((h) => h.document as EventData);
    const event = all.find((e) => e.event_status === 'published')!;
    const [id, ...words] = event.slug.split('/');
    const right = await render('loadEventPage', `/events/${event.slug}`, { slug: [id!, ...words] });
    expect(right.seed?.event).toMatchObject({ loaded: true, event: { id: event.id } });
    expect(right.props).toHaveProperty('recordedIn');
    const none = await render('loadEventPage', '/events/x', { slug: ['x'] });
    expect([none.props?.id, none.seed?.event, none.ctx.res.statusCode]).toEqual([0, expect.objectContaining({ loaded: false, code: 404 }), 404]);
    const renamed = await render('loadEventPage', `/events/${id}/old-words?sort=votes`, { slug: [id!, 'old-words'] });
    expect(renamed.result).toEqual({ redirect: { destination: `${event.url}?sort=votes`, permanent: true } });
    const host = await render('loadHostPage', '/events/host?id=abc');
    expect([host.props, host.ctx.res.statusCode]).toEqual([{ origin: 'http://localhost:3000', state: 'notFound', id: 0, appConfig: expect.anything(), renderedAt: expect.any(Number) }, 404]);
  });

  it('seeds the projects list and a project page by tab, and redirects a project asked for under another name (R1.10, R1.11, R1.15)', async () => {
    const list = await render('loadProjectsListPage', '/projects');
    expect(list.seed?.projectsList?.projects.length).toBeGreaterThan(0);
    const project = (await api.get<ProjectListAnswer>('/api/projects/v1/projects')).data!.projects[0]!;
    const params = (...rest: string[]) => ({ id: String(project.id), slug: [project.slug, ...rest] });
    const feed = await render('loadProjectPage', projectPath(project), params());
    expect(feed.props).toMatchObject({ id: project.id, view: { tab: 'feed', page: 1 } });
    expect(feed.seed?.project).toMatchObject({ loaded: true, project: { id: project.id }, list: { kind: 'posts', key: `${project.id}:feed:` } });
    const events = await render('loadProjectPage', `${projectPath(project)}/events`, params('events'));
    expect(events.seed?.project).toMatchObject({ loaded: true, list: { kind: 'events' } });
    const community = await render('loadProjectPage', `${projectPath(project)}/community`, params('community'));
    expect(community.seed?.community).toMatchObject({ project_id: project.id, interval: 'week' });
    const renamed = await render('loadProjectPage', `/projects/${project.id}/old-name/questions?page=3&tags=x`, { id: String(project.id), slug: ['old-name', 'questions'] });
    expect(renamed.result).toEqual({ redirect: { destination: `${projectPath(project)}/questions?page=3&tags=x`, permanent: true } });
    const none = await render('loadProjectPage', '/projects/abc/x', { id: 'abc', slug: ['x'] });
    expect([none.seed?.project, none.ctx.res.statusCode]).toEqual([expect.objectContaining({ loaded: false, id: 0, code: 404 }), 404]);
    const past = await render('loadProjectPage', `${projectPath(project)}?page=999`, params());
    expect(past.ctx.res.statusCode).toBe(404);
  });

  it('canonicalises explore tags and builds its sections with the server’s function (R1.6)', async () => {
    const messy = await render('loadExplorePage', '/explore?tags=Rust,%20WASM');
    expect(messy.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/explore\?tags=/), permanent: true } });
    const tag = (await render('loadExplorePage', '/explore')).props as { popular: Array<{ value: string }>; sections: unknown };
    expect(tag.sections).toBeNull();
    const chosen = tag.popular[0]!.value;
    const explored = await render('loadExplorePage', `/explore?tags=${encodeURIComponent(chosen)}`);
    expect(explored.props).toMatchObject({ tags: [chosen], failed: false, sections: expect.arrayContaining([expect.objectContaining({ kind: 'post' })]) });
  });

  it('answers the join, login and settings pages as their real loaders do (R1.12, R1.13, R1.14)', async () => {
    const join = await render('loadJoinPage', '/join/x/y', { uid: 'x', timestamp: 'y' });
    expect([join.props?.status, join.props?.errorKey, join.ctx.res.statusCode]).toEqual(['invalid', 'invite-invalid', 404]);
    const login = await render('loadLoginPage', '/login?returnTo=%2Fevents');
    expect(login.result).toEqual({ redirect: { destination: '/events', permanent: false } });
    const visitor = await render('loadLoginPage', '/login?next=%2Fevents&mode=signup', {}, 'mock_session=0');
    expect(visitor.props).toMatchObject({ returnTo: '/events', mode: 'signup', errorKey: null });
    const slug = (await api.get<ClientConfig>('/api/config')).data!.user!.userslug;
    const settings = await render('loadSettingsPage', `/user/${slug}/settings?error=not-logged-in`, { slug });
    expect(settings.props).toMatchObject({ state: 'ok', slug, own: true, profile: { username: expect.any(String) }, account: { errorKey: 'not-logged-in' } });
    const away = await render('loadSettingsPage', `/user/${slug}/settings`, { slug }, 'mock_session=0');
    expect(away.result).toEqual({ redirect: { destination: `/login?returnTo=${encodeURIComponent(`/user/${slug}/settings`)}`, permanent: false } });
  });
});
