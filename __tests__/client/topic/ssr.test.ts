/**
 * The topic routes' getServerSideProps with the server reads replaced (the server project's API
 * tests cover those against PostgreSQL): what is read, the status code and the seed.
 */
import type { GetServerSidePropsContext } from 'next';
import { selectTopicState } from '@/store/topic/state';
import type { TopicPageProps } from '@/lib/ssr/seed';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { PAGE_ROUTES } from '@/lib/analytics/routes';
import { AppError } from '@/server/http/errors';
import { makeStore } from '@/store';
import { applyServerSeed } from '@/store/seed';
import { makeQuestionsPage, makeTopic, TID } from '@/mocks/factories/topic';

jest.mock('@/server/ssr/appState', () => ({
  withAppConfig:
    (load: (ctx: unknown, ssr: unknown) => Promise<unknown>) =>
    (ctx: { viewer: unknown }) =>
      load(ctx, { session: {}, viewer: ctx.viewer }),
}));
jest.mock('@/server/discussions/reads', () => ({ getTopicPage: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after their mocks */
const reads = require('@/server/discussions/reads') as { getTopicPage: jest.Mock };
type Gssp = { getServerSideProps: (ctx: unknown) => Promise<{ props: TopicPageProps }> };
const posts = require('@/pages/posts/[...slug]') as Gssp;
const post = require('@/pages/post/[...slug]') as Gssp;
/* eslint-enable @typescript-eslint/no-require-imports */

const viewer = { uid: 7 };

function ctx(slug: string | string[], query: Record<string, string> = {}, headers: Record<string, string> = { host: 'community.example.org' }) {
  return {
    params: { slug },
    query,
    req: { headers, socket: {} },
    res: { statusCode: 200 },
    viewer,
  } as unknown as GetServerSidePropsContext & { res: { statusCode: number } };
}

/** The origin of the addresses in the page's head (its breadcrumbs end at the topic's absolute address). */
function headOrigin(props: TopicPageProps): string {
  // The topic head's JSON-LD is the topic's own description, then its BreadcrumbList.
  const [, crumbs] = props.head?.jsonLd as ReadonlyArray<{ itemListElement?: Array<{ item: string }> }>;
  return new URL(crumbs.itemListElement?.at(-1)?.item ?? '').origin;
}

function storeFrom(props: TopicPageProps) {
  const store = makeStore();
  if (props.seed) store.dispatch(applyServerSeed(props.seed));
  return store;
}

beforeEach(() => {
  reads.getTopicPage.mockReset();
  delete process.env.PUBLIC_URL;
});

describe('topic page SSR', () => {
  it('R4.16/R5.5: reads the topic (the view is counted by the custom server) and its questions in one read, with sort and page from the query', async () => {
    reads.getTopicPage.mockResolvedValue({ topic: makeTopic(), questions: makeQuestionsPage() });
    const c = ctx([String(TID), 'how-to-configure-the-parser'], {}, { host: 'community.example.org', 'x-forwarded-proto': 'https' });
    const { props } = await posts.getServerSideProps(c);
    expect(reads.getTopicPage).toHaveBeenCalledWith(TID, 'popular', 1, viewer);
    expect(c.res.statusCode).toBe(200);
    // No PUBLIC_URL: the development address, whatever the request's Host says (hardening 15).
    expect(props).toMatchObject({ tid: TID, sort: 'popular', page: 1, head: { path: `/posts/${TID}/how-to-configure-the-parser` } });
    expect(headOrigin(props)).toBe('http://localhost:3000');
    // Props are plain JSON, and they rebuild the topic in a fresh store.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    const state = storeFrom(props).getState();
    expect(selectTopicState(state)).toMatchObject({ tid: TID, status: 'ready', mainPid: 100 });
    expect(selectTopicState(state).questions.ids).toEqual([101, 102]);

    await posts.getServerSideProps(ctx([String(TID)], { sort: 'recent', page: '3' }));
    expect(reads.getTopicPage).toHaveBeenLastCalledWith(TID, 'recent', 3, viewer);
    await posts.getServerSideProps(ctx([String(TID)], { sort: 'oldest', page: '-2' }));
    expect(reads.getTopicPage).toHaveBeenLastCalledWith(TID, 'popular', 1, viewer);
  });

  it('/post/{tid} and /post/{tid}-{words} name the same topic; PUBLIC_URL sets the origin', async () => {
    process.env.PUBLIC_URL = 'https://public.example.org/';
    reads.getTopicPage.mockResolvedValue({ topic: makeTopic(), questions: makeQuestionsPage() });
    const { props } = await post.getServerSideProps(ctx(['12-how-to-configure-the-parser']));
    expect(reads.getTopicPage).toHaveBeenCalledWith(12, 'popular', 1, viewer);
    expect(headOrigin(props)).toBe('https://public.example.org');
    await post.getServerSideProps(ctx(['12']));
    expect(reads.getTopicPage).toHaveBeenLastCalledWith(12, 'popular', 1, viewer);
  });

  it('R1.9 /post/{tid}/{words} reaches the topic page (Next routes it to /post/[...slug]) and names the topic', async () => {
    // The page Next would serve for the address, matched the way Next matches pages/ routes.
    const routes = getSortedRoutes(PAGE_ROUTES.filter((r) => r !== '/'));
    const served = routes.find((route) => getRouteRegex(route).re.test('/post/12/how-to-configure-the-parser'));
    expect(served).toBe('/post/[...slug]');
    reads.getTopicPage.mockResolvedValue({ topic: makeTopic(), questions: makeQuestionsPage() });
    const { props } = await post.getServerSideProps(ctx(['12', 'how-to-configure-the-parser']));
    expect(reads.getTopicPage).toHaveBeenLastCalledWith(12, 'popular', 1, viewer);
    expect(props.tid).toBe(12);
  });

  it('hardening 15: a request naming another host and protocol gets the PUBLIC_URL origin', async () => {
    reads.getTopicPage.mockResolvedValue({ topic: makeTopic(), questions: makeQuestionsPage() });
    const hostile = { host: 'evil.example', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' };
    delete process.env.PUBLIC_URL;
    const dev = await posts.getServerSideProps(ctx([String(TID)], {}, hostile));
    expect(headOrigin(dev.props)).toBe('http://localhost:3000');
    process.env.PUBLIC_URL = 'https://community.example.org';
    const prod = await posts.getServerSideProps(ctx([String(TID)], {}, hostile));
    expect(headOrigin(prod.props)).toBe('https://community.example.org');
  });

  it('R8.5: a topic that fails answers its status and seeds the error state', async () => {
    reads.getTopicPage.mockRejectedValue(new AppError('no-topic', [], 404));
    const missing = ctx(['999', 'gone']);
    const { props } = await posts.getServerSideProps(missing);
    expect(missing.res.statusCode).toBe(404);
    expect(selectTopicState(storeFrom(props).getState())).toMatchObject({ tid: 999, status: 'error', errorCode: 404, error: 'That topic does not exist.' });

    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reads.getTopicPage.mockRejectedValue(new Error('database down'));
    const broken = ctx([String(TID)]);
    const failed = await posts.getServerSideProps(broken);
    expect(broken.res.statusCode).toBe(500);
    expect(selectTopicState(storeFrom(failed.props).getState())).toMatchObject({ status: 'error', errorCode: 500 });

    // R4.5: a topic without posts is not shown.
    reads.getTopicPage.mockResolvedValue({ topic: makeTopic({ posts: [] }), questions: makeQuestionsPage() });
    const empty = ctx([String(TID)]);
    const ignored = await posts.getServerSideProps(empty);
    expect(empty.res.statusCode).toBe(500);
    expect(selectTopicState(storeFrom(ignored.props).getState())).toMatchObject({ status: 'error', errorCode: 500, topic: null });
    quiet.mockRestore();

    const invalid = ctx(['how-to-x']);
    const none = await posts.getServerSideProps(invalid);
    expect(invalid.res.statusCode).toBe(404);
    expect(selectTopicState(storeFrom(none.props).getState())).toMatchObject({ status: 'error', errorCode: 404 });
  });
});
