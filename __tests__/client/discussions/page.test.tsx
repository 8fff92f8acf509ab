/**
 * /discussions on the server: getServerSideProps loads the first page for the viewer (server
 * modules replaced; S2's API tests cover the search itself), the server HTML holds the whole feed,
 * and the browser hydrates it from the same props without a request or a mismatch.
 */
import { screen } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { PageSeed } from '@/lib/ssr/seed';
import { makeStore } from '@/store';
import { selectFeed } from '@/store/discussions/slice';
import { visitorConfig } from '@/mocks/factories/config';
import { hydrate, serverHtmlInDocument, storeWithConfig } from '../support/hydration';
import { startMswServer } from '../support/msw';
import { createRouter } from '../support/router';
import { highlights, mainPost, postsFrom } from '@/mocks/factories/discussions';
import { InEnglish } from '../support/render';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/server/ssr/appState', () => ({
  withAppConfig:
    (load: (ctx: unknown, ssr: unknown) => Promise<unknown>) =>
    (ctx: { viewer: unknown }) =>
      load(ctx, { session: {}, viewer: ctx.viewer }),
}));
jest.mock('@/server/discussions/highlights', () => ({ searchHighlights: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after their mocks */
const { searchHighlights } = require('@/server/discussions/highlights') as { searchHighlights: jest.Mock };
const page = require('@/pages/discussions') as {
  getServerSideProps: (ctx: unknown) => Promise<{ props: { seed: PageSeed | null } }>;
  default: (props: { seed: PageSeed | null }) => React.JSX.Element;
};
/* eslint-enable @typescript-eslint/no-require-imports */
const DiscussionsPage = page.default;

// No handlers: any request from the browser side fails the test.
startMswServer();

const viewer = { uid: 7, registrationComplete: true };
const ctx = (query: Record<string, string>, who: unknown = null) =>
  ({ query, params: {}, resolvedUrl: '/discussions', res: { statusCode: 200 }, viewer: who }) as unknown as GetServerSidePropsContext & {
    res: { statusCode: number };
  };

afterEach(() => {
  searchHighlights.mockReset();
  mockRouter.query = {};
});

describe('/discussions getServerSideProps (R1.1)', () => {
  it('R1.1/R5.6: loads page 1 for the viewer with the URL filters, empty values left out', async () => {
    searchHighlights.mockResolvedValueOnce(highlights(postsFrom(1, 10), 42));
    const { props } = await page.getServerSideProps(
      ctx({ term: 'rust', sort: 'recent', postType: 'podcast', from: '100', to: '200', junk: 'x' }, viewer),
    );
    expect(searchHighlights).toHaveBeenCalledWith({ sortBy: 'recent', page: 1, term: 'rust', postType: 'podcast', from: 100, to: 200 }, viewer);
    expect(props.seed?.feed).toMatchObject({
      filters: { term: 'rust', sort: 'recent', postType: 'podcast', from: 100, to: 200 },
      found: 42,
      tags: [{ value: 'rust', count: 42 }],
    });
    expect(props.seed?.feed?.posts.map((p) => p.pid)).toEqual(postsFrom(1, 10).map((p) => p.pid));
    expect(typeof props.seed?.id).toBe('string');
  });

  it('R5.1: a visitor with no filters asks for the default feed; a failure still renders the page', async () => {
    searchHighlights.mockResolvedValueOnce(highlights([]));
    await page.getServerSideProps(ctx({ postType: 'faq', from: '5' }));
    expect(searchHighlights).toHaveBeenCalledWith({ sortBy: 'popular', page: 1 }, null);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searchHighlights.mockRejectedValueOnce(new Error('database down'));
    await expect(page.getServerSideProps(ctx({}))).resolves.toEqual({ props: { seed: null } });
    error.mockRestore();
  });

  it('R1.1: ?page=3 renders page 3 on the server, "Load more" links to page 4; a page past the end answers 404', async () => {
    searchHighlights.mockResolvedValueOnce(highlights(postsFrom(21, 30), 45));
    const c = ctx({ page: '3', sort: 'recent', utm_source: 'newsletter' });
    const { props } = await page.getServerSideProps(c);
    expect(searchHighlights).toHaveBeenCalledWith({ sortBy: 'recent', page: 3 }, null);
    expect(props.seed?.feed).toMatchObject({ page: 3, found: 45 });
    expect(c.res.statusCode).toBe(200);

    mockRouter.query = { page: '3', sort: 'recent', utm_source: 'newsletter' };
    const store = storeWithConfig(visitorConfig());
    const html = renderToString(
      <Provider store={store}>
        <InEnglish>
          <DiscussionsPage seed={props.seed} />
        </InEnglish>
      </Provider>,
    );
    expect(html).toContain('Topic 21');
    expect(html).not.toContain('Topic 11');
    expect(html).toMatch(/<a href="\/discussions\?sort=recent&amp;page=4" rel="next"[^>]*>Load more posts<\/a>/);

    searchHighlights.mockResolvedValueOnce(highlights([], 45));
    const past = ctx({ page: '9' });
    await page.getServerSideProps(past);
    expect(past.res.statusCode).toBe(404);
  });

  it('R1.1: the server HTML holds the feed, and the browser hydrates it without a request or a mismatch', async () => {
    const seed: PageSeed = {
      id: 'render-ssr',
      feed: {
        filters: { term: '', sort: 'popular', postType: null, from: null, to: null, tag: null },
        page: 1,
        posts: [mainPost(1, { title: 'Incremental parsing in Rust' }), mainPost(2)],
        found: 2,
        tags: [],
      },
    };
    const tree = (store: ReturnType<typeof makeStore>) => (
      <Provider store={store}>
        <InEnglish>
          <DiscussionsPage seed={seed} />
        </InEnglish>
      </Provider>
    );
    const html = renderToString(tree(storeWithConfig(visitorConfig())));
    expect(html).toContain('Incremental parsing in Rust');
    expect(html).toContain('href="/posts/1/topic-1"');
    expect(html).toContain('2 posts');
    expect(html).not.toContain('Loading posts');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const browserStore = storeWithConfig(visitorConfig());
    const browser = await hydrate(serverHtmlInDocument(html), tree(browserStore));
    expect(browser.recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Incremental parsing in Rust' })).toBeInTheDocument();
    expect(selectFeed(browserStore.getState()).list.ids).toEqual([1, 2]);
    errors.mockRestore();
    browser.unmount();
  });
});
