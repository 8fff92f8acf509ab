/**
 * /compose getServerSideProps: who may edit which post, status codes and props, with the data
 * modules replaced (the server project's API tests cover them against PostgreSQL). The real
 * permission rule (mayChangePost) decides.
 */
import type { GetServerSidePropsContext } from 'next';
import { AppError } from '@/server/http/errors';
import { post, topic } from '@/mocks/factories/composer';

type Viewer = { uid: number; groups: string[]; isModerator: boolean };

jest.mock('@/server/ssr/appState', () => ({
  withAppConfig:
    (load: (ctx: unknown, ssr: unknown) => Promise<unknown>) =>
    (ctx: { viewer: Viewer | null }) =>
      load(ctx, { session: {}, viewer: ctx.viewer }),
}));
jest.mock('@/server/users/viewer', () => ({ canPost: (v: Viewer | null) => Boolean(v && v.groups.length > 0) }));
jest.mock('@/server/projects/repository', () => ({
  listProjects: jest.fn(),
  firstProjectOfTopic: jest.fn(),
  isMaintainer: jest.fn(),
}));
jest.mock('@/server/discussions/repository', () => ({ listCategories: jest.fn(), findPost: jest.fn() }));
jest.mock('@/server/discussions/reads', () => ({ getPost: jest.fn(), getTopic: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after their mocks */
const projectsRepo = require('@/server/projects/repository') as { listProjects: jest.Mock };
const repo = require('@/server/discussions/repository') as { listCategories: jest.Mock; findPost: jest.Mock };
const reads = require('@/server/discussions/reads') as { getPost: jest.Mock; getTopic: jest.Mock };
const page = require('@/pages/compose') as { getServerSideProps: (ctx: unknown) => Promise<unknown> };
/* eslint-enable @typescript-eslint/no-require-imports */

const author: Viewer = { uid: 7, groups: ['registered-users'], isModerator: false };
const other: Viewer = { uid: 9, groups: ['registered-users'], isModerator: false };
const moderator: Viewer = { uid: 2, groups: ['Global Moderators'], isModerator: true };

function ctx(query: Record<string, string>, viewer: Viewer | null) {
  return { query, params: {}, resolvedUrl: '/compose', res: { statusCode: 200 }, viewer } as unknown as GetServerSidePropsContext & {
    res: { statusCode: number };
  };
}

const projectRow = { id: 3, name: 'Tree Parser', slug: 'tree-parser', createdAt: new Date(0) };
const categories = [{ cid: 1, name: 'General', slug: 'general' }];
const main = post({
  pid: 40,
  tid: 14,
  postType: 'podcast',
  title: 'Recording the meetup',
  tags: ['meetup'],
  metaData: { audioUrl: '/uploads/meetup.mp3' },
  project_details: [{ id: 3, name: 'Tree Parser', slug: 'tree-parser' }],
  content: '<p>We recorded <strong>the meetup</strong>.</p>',
});

beforeEach(() => {
  jest.clearAllMocks();
  projectsRepo.listProjects.mockResolvedValue([projectRow]);
  repo.listCategories.mockResolvedValue(categories);
  repo.findPost.mockResolvedValue({ pid: 40, content: 'We recorded **the meetup**.', summary: '' });
  reads.getPost.mockResolvedValue(main);
  reads.getTopic.mockResolvedValue(topic(main));
});

describe('compose page SSR (R7.2)', () => {
  it('a visitor gets the login state and nothing is loaded', async () => {
    await expect(page.getServerSideProps(ctx({ pid: '40' }, null))).resolves.toEqual({ props: { state: 'login' } });
    expect(reads.getPost).not.toHaveBeenCalled();
    expect(projectsRepo.listProjects).not.toHaveBeenCalled();
  });

  it('?type= presets the post type (unknown types fall back to a question)', async () => {
    await expect(page.getServerSideProps(ctx({ type: 'podcast' }, author))).resolves.toEqual({
      props: { state: 'ok', projects: [{ id: 3, name: 'Tree Parser', slug: 'tree-parser' }], categories, initialType: 'podcast', editing: null },
    });
    await expect(page.getServerSideProps(ctx({ type: 'webinar' }, author))).resolves.toMatchObject({ props: { initialType: 'faq' } });
  });

  it('?pid= loads the main post with its Markdown source for its author (and for moderators)', async () => {
    const c = ctx({ pid: '40' }, author);
    await expect(page.getServerSideProps(c)).resolves.toMatchObject({
      props: {
        state: 'ok',
        initialType: 'podcast',
        editing: {
          pid: 40,
          tid: 14,
          url: '/posts/14/setting-up-the-parser',
          draft: false,
          postType: 'podcast',
          title: 'Recording the meetup',
          content: 'We recorded **the meetup**.',
          summary: '',
          tags: ['meetup'],
          metaData: { audioUrl: '/uploads/meetup.mp3' },
          projects: [{ id: 3, name: 'Tree Parser', slug: 'tree-parser' }],
          cid: 1,
        },
      },
    });
    expect(c.res.statusCode).toBe(200);
    expect(reads.getPost).toHaveBeenCalledWith(40, author);
    expect(reads.getTopic).toHaveBeenCalledWith(14, author);
    await expect(page.getServerSideProps(ctx({ pid: '40' }, moderator))).resolves.toMatchObject({ props: { state: 'ok' } });
  });

  it("another member's post answers 403 with the cannot-edit state", async () => {
    const c = ctx({ pid: '40' }, other);
    await expect(page.getServerSideProps(c)).resolves.toEqual({ props: { state: 'forbidden', pid: 40 } });
    expect(c.res.statusCode).toBe(403);
    expect(repo.findPost).not.toHaveBeenCalled();
  });

  it('an unknown post, a reply or a bad pid answer 404', async () => {
    reads.getPost.mockRejectedValueOnce(new AppError('no-post'));
    const missing = ctx({ pid: '99' }, author);
    await expect(page.getServerSideProps(missing)).resolves.toEqual({ props: { state: 'notFound', pid: 99 } });
    expect(missing.res.statusCode).toBe(404);

    reads.getPost.mockResolvedValueOnce({ ...main, pid: 41, isMainPost: false, toPid: 40 });
    await expect(page.getServerSideProps(ctx({ pid: '41' }, author))).resolves.toMatchObject({ props: { state: 'notFound' } });

    const bad = ctx({ pid: 'abc' }, author);
    await expect(page.getServerSideProps(bad)).resolves.toMatchObject({ props: { state: 'notFound' } });
    expect(bad.res.statusCode).toBe(404);

    // Beyond PostgreSQL's integer range: no post, and the database is not asked.
    reads.getPost.mockClear();
    const huge = ctx({ pid: '99999999999' }, author);
    await expect(page.getServerSideProps(huge)).resolves.toMatchObject({ props: { state: 'notFound' } });
    expect(huge.res.statusCode).toBe(404);
    expect(reads.getPost).not.toHaveBeenCalled();
  });
});
