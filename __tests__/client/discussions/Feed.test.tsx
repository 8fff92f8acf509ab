import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import type { PostData } from '@/lib/discussions/types';
import type { ClientConfig } from '@/services/session';
import { EMPTY_FILTERS, type HighlightsFilters } from '@/lib/discussions/feed';
import type { PageSeed } from '@/lib/ssr/seed';
import { realtimeReceived } from '@/store/realtime/connection';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { authors, highlights, highlightsPages, mainPost, postsFrom } from '@/mocks/factories/discussions';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { suggesting } from '../support/tagSuggestions';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// The page module imports the server's SSR wrapper; its getServerSideProps is tested in page.test.ts.
jest.mock('@/server/ssr/appState', () => ({ withAppConfig: () => async () => ({ props: {} }) }));

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above */
const DiscussionsPage = (require('@/pages/discussions') as { default: (props: { seed: PageSeed | null }) => React.JSX.Element }).default;

startMswServer();

const HIGHLIGHTS = 'GET /api/events/v1/search/highlights';

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

let seedCount = 0;
function seed(posts: PostData[], found = posts.length, filters: HighlightsFilters = EMPTY_FILTERS): PageSeed {
  seedCount += 1;
  return { id: `render-${seedCount}`, feed: { filters, page: 1, posts, found, tags: [{ value: 'rust', count: found }] } };
}

function renderFeed(initialFeed: PageSeed | null, config: ClientConfig = visitorConfig()) {
  const view = renderWithStore(
    <>
      <DiscussionsPage seed={initialFeed} />
      <DialogHost />
    </>,
    { config },
  );
  releases.push(view.release);
  return view;
}

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * jsdom has no IntersectionObserver: a stand-in that keeps every observer's callback (`created`)
 * and those still observing (`watching`, until disconnect), so a test says when the sentinel is seen.
 */
function fakeIntersectionObserver() {
  const created: ObserverCallback[] = [];
  const watching = new Set<ObserverCallback>();
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: ObserverCallback) {
      created.push(callback);
    }
    observe() {
      watching.add(this.callback);
    }
    disconnect() {
      watching.delete(this.callback);
    }
  };
  const restore = () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  };
  return { created, watching, restore };
}

const feedList = () => screen.getByRole('list', { name: 'Posts' });
const cards = () => within(feedList()).getAllByRole('article');
const lastReplace = () => mockRouter.replace.mock.calls.at(-1) as unknown as [{ pathname: string; query: Record<string, string> }, unknown, { shallow: boolean }];

describe('highlights feed page (R1.1)', () => {
  it('R1.1: renders the server-rendered first page without a request; cards show every part', () => {
    // The server's summary, already truncated by R9.3: 221 characters ending at a word, then '…'.
    const long = `${'words '.repeat(36)}endings…`;
    const posts = [
      mainPost(1, { pinned: 1, title: 'Parsers &amp; lexers', summary: long, tags: ['rust', 'wasm'] }),
      mainPost(2, { postType: 'podcast', metaData: { audioUrl: '/audio/2.mp3', duration: 720 }, replies: 1, viewcount: 1 }),
      mainPost(3, { postType: 'ama', userFullname: '', user: { ...authors.amara, fullname: '[[global:former_user]]' } }),
    ];
    renderFeed(seed(posts, 12));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('12 posts')).toBeInTheDocument();

    const first = within(cards()[0]);
    expect(first.getByText('Pinned')).toBeInTheDocument();
    expect(first.getByText('Question')).toBeInTheDocument();
    // The title is the link (unescaped text), to the topic.
    const title = first.getByRole('link', { name: 'Parsers & lexers' });
    expect(title).toHaveAttribute('href', '/posts/1/topic-1');
    expect(first.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute('href', '/user/amara');
    // R9.3 once, on the server: the card shows the summary as it came, not cut a second time mid-word.
    expect(first.getByText(/^words words/).textContent).toBe(long);
    expect(within(first.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#rust', '#wasm']);
    // R1.1: a card's tags are links to the feed filtered by that tag.
    expect(first.getByRole('link', { name: '#wasm' })).toHaveAttribute('href', '/discussions?tags=wasm');
    expect(within(first.getByRole('list', { name: 'Projects' })).getByText('Tree Parser')).toBeInTheDocument();
    expect(first.getByText('3 replies')).toBeInTheDocument();
    expect(first.getByText('40 views')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /Upvote, 2 upvotes/ })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // Not one giant link: the card holds its own links (title, author, each tag) and its controls.
    expect(first.getAllByRole('link').map((link) => link.textContent)).toEqual(['Parsers & lexers', 'Amara Okafor', '#rust', '#wasm']);

    const second = within(cards()[1]);
    expect(second.getByText('Audio · 12 min')).toBeInTheDocument();
    expect(second.getByText('1 reply')).toBeInTheDocument();
    expect(second.getByText('1 view')).toBeInTheDocument();
    expect(second.queryByText('Pinned')).not.toBeInTheDocument();

    // R5.9: a deleted author is "Deleted User", without a profile link.
    const third = within(cards()[2]);
    expect(third.getByText('Deleted User')).toBeInTheDocument();
    expect(third.getAllByRole('link').map((link) => link.textContent)).toEqual(['Topic 3', '#rust']);
    expect(third.getByText('AMA')).toBeInTheDocument();

    // Without JavaScript "Load more" is a link to the next page (?page=2, rel="next").
    const more = screen.getByRole('link', { name: 'Load more posts' });
    expect(more).toHaveAttribute('href', '/discussions?page=2');
    expect(more).toHaveAttribute('rel', 'next');
  });

  it('R1.1/R5.6: a filter change loads page 1 with only the set values and writes the URL (shallow)', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(5)] }, 1, seen)));
    const user = userEvent.setup();
    renderFeed(seed(postsFrom(1, 3)));

    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0])).toEqual({ type: 'post', isMainPost: 'true', sortBy: 'recent', page: '1' });
    expect(lastReplace()[0]).toEqual({ pathname: '/discussions', query: { sort: 'recent' } });
    expect(lastReplace()[2]).toMatchObject({ shallow: true });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Latest' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Podcast' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(seen[1])).toEqual({ type: 'post', isMainPost: 'true', sortBy: 'recent', page: '1', postType: 'podcast' });
    expect(lastReplace()[0].query).toEqual({ sort: 'recent', postType: 'podcast' });
  });

  it('R7.4: the Tag filter suggests tags through GET /search?term=*&facetQuery=tags:{text}; the one picked filters the feed', async () => {
    const user = userEvent.setup();
    const asked = suggesting([{ value: 'rust', count: 12 }]);
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, ({ query }) => (seen.push(query), highlights(postsFrom(1, 1)))));
    renderFeed(seed(postsFrom(1, 3)));
    await user.type(screen.getByRole('combobox', { name: 'Tag' }), 'ru');
    await user.click(await screen.findByRole('option', { name: '#rust (12)' }));
    expect(asked.map((q) => [q.get('term'), q.get('facetQuery')])).toEqual([['*', 'tags:ru']]);
    await waitFor(() => expect(seen.at(-1)?.get('tags')).toBe('rust'));
    expect(screen.getByRole('button', { name: /#rust/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('R9.4: the search waits 500 ms after the last keystroke, then sends the term once', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(5)] }, 1, seen)));
    const user = userEvent.setup();
    renderFeed(seed(postsFrom(1, 3)));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'rust');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].get('term')).toBe('rust');
    expect(lastReplace()[0].query).toEqual({ term: 'rust' });
    await new Promise((r) => setTimeout(r, 600));
    expect(seen).toHaveLength(1);
  });

  it('R5.6: the date range is sent only when both dates are set, as unix seconds', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(5)] }, 1, seen)));
    const user = userEvent.setup();
    renderFeed(seed(postsFrom(1, 3)));
    const from = screen.getByLabelText('From');
    await user.type(from, '2025-01-05');
    expect(screen.getByText('Choose both dates to filter by date.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.type(screen.getByLabelText('To'), '2025-01-06');
    await waitFor(() => expect(seen).toHaveLength(1));
    const start = new Date(2025, 0, 5, 0, 0, 0).getTime() / 1000;
    const end = new Date(2025, 0, 6, 23, 59, 59).getTime() / 1000;
    expect(seen[0].get('from')).toBe(String(start));
    expect(seen[0].get('to')).toBe(String(end));
    expect(lastReplace()[0].query).toEqual({ from: String(start), to: String(end) });

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].has('from')).toBe(false);
    expect(seen[1].has('to')).toBe(false);
  });

  it('R4.4: Load more appends page 2 and moves focus to the first new post', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 2: postsFrom(11, 15) }, 15, seen)));
    renderFeed(seed(postsFrom(1, 10), 15));
    // The link's click is taken over: the next page loads in place.
    const more = screen.getByRole('link', { name: 'Load more posts' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    more.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(seen[0].get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Topic 11' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
  });

  it('R4.4: the infinite scroll sentinel loads the next page when it comes into view', async () => {
    const observers = fakeIntersectionObserver();
    try {
      server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 2: postsFrom(11, 20) }, 30)));
      renderFeed(seed(postsFrom(1, 10), 30));
      expect(observers.created.length).toBeGreaterThan(0);
      act(() => observers.created.at(-1)!([{ isIntersecting: true }]));
      await waitFor(() => expect(cards()).toHaveLength(20));
    } finally {
      observers.restore();
    }
  });

  it('R4.4: the sentinel loads two pages on its own, then Load more takes over (the footer stays reachable)', async () => {
    const observers = fakeIntersectionObserver();
    const { watching } = observers;
    const inView = () => act(() => [...watching].forEach((callback) => callback([{ isIntersecting: true }])));
    try {
      server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 2: postsFrom(11, 20), 3: postsFrom(21, 30), 4: postsFrom(31, 40), 5: postsFrom(41, 50) }, 60)));
      const user = userEvent.setup();
      renderFeed(seed(postsFrom(1, 10), 60));
      inView();
      await waitFor(() => expect(cards()).toHaveLength(20));
      inView();
      await waitFor(() => expect(cards()).toHaveLength(30));
      // Two pages came on their own: nothing watches the list's end any more.
      expect(watching.size).toBe(0);
      await user.click(screen.getByRole('link', { name: 'Load more posts' }));
      await waitFor(() => expect(cards()).toHaveLength(40));
      // Load more allows two more pages as the list's end comes into view.
      expect(watching.size).toBe(1);
      inView();
      await waitFor(() => expect(cards()).toHaveLength(50));
    } finally {
      observers.restore();
    }
  });

  it('R4.4: no match shows the empty state; Clear filters loads the plain feed', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(7)] }, 1, seen)));
    mockRouter.query = { term: 'nothing', postType: 'blog' };
    const user = userEvent.setup();
    renderFeed(seed([], 0, { ...EMPTY_FILTERS, term: 'nothing', postType: 'blog' }));
    expect(screen.getByText('No posts match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(Object.fromEntries(seen[0])).toEqual({ type: 'post', isMainPost: 'true', sortBy: 'popular', page: '1' });
    expect(lastReplace()[0].query).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  });

  it('R4.4/R8.5: an error shows the message and status with Retry, which loads again', async () => {
    let fail = true;
    server.use(
      ...answerFor(HIGHLIGHTS, () => {
        if (fail) throw mockFail('internal-error');
        return highlights([mainPost(1)]);
      }),
    );
    const user = userEvent.setup();
    // No server-rendered page (it failed there too): the browser loads it.
    renderFeed(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Posts could not be loaded');
    expect(alert).toHaveTextContent('(status 500)');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('R5.3: a visitor’s upvote opens the login dialog with from=vote; save with from=save', async () => {
    const user = userEvent.setup();
    const { store } = renderFeed(seed([mainPost(1)]));
    await user.click(screen.getByRole('button', { name: /Upvote/ }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'vote' } });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveTextContent('Sign in to vote.');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'save' } });
  });

  it('R4.6: a member’s upvote changes the count on the card', async () => {
    const votes: Array<{ pid: string; delta: unknown }> = [];
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/vote', ({ params, body }) => {
        votes.push({ pid: params.pid!, delta: body.delta });
        return {};
      }),
    );
    const user = userEvent.setup();
    renderFeed(seed([mainPost(1)]), memberConfig());
    await user.click(screen.getByRole('button', { name: /Upvote/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Upvote, 3 upvotes/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(votes).toEqual([{ pid: '1', delta: 1 }]);
  });

  it('R4.18: the new-posts pill appears for a new main post (not a reply); clicking shows it at the top, in Latest order too, and focuses the list start', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(1)] }, 1, seen)));
    const user = userEvent.setup();
    mockRouter.query = { sort: 'recent' };
    const { store } = renderFeed(seed([mainPost(1), mainPost(2)], 2, { ...EMPTY_FILTERS, sort: 'recent' }), memberConfig());
    expect(screen.queryByRole('button', { name: /New posts/ })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_post', payload: { posts: [mainPost(49, { isMainPost: false, toPid: 1 })] } }));
    });
    expect(screen.queryByRole('button', { name: /New posts/ })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_post', payload: { posts: [mainPost(50)] } }));
    });
    const pill = screen.getByRole('button', { name: 'New posts: show 1' });
    expect(pill.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(pill);
    expect(screen.getByRole('heading', { name: 'Highlights' })).toHaveFocus();
    expect(within(cards()[0]).getByRole('link', { name: 'Topic 50' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('3 posts')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /New posts/ })).not.toBeInTheDocument();
  });

  it('R4.18: the member’s own new post brings no pill', () => {
    const { store } = renderFeed(seed([mainPost(1)]), memberConfig());
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_post', payload: { posts: [mainPost(60, {}, authors.priya)] } }));
    });
    expect(screen.queryByRole('button', { name: /New posts/ })).not.toBeInTheDocument();
  });

  it('R1.1: the URL’s filters (e.g. after Back) load when they differ from the feed’s', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(8)] }, 1, seen)));
    mockRouter.query = { sort: 'recent', postType: 'ama' };
    renderFeed(seed([mainPost(1)]));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0])).toMatchObject({ sortBy: 'recent', postType: 'ama' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'AMA' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('R5.2: ?postType=webinar (an event type no post has) reads as All: that chip is pressed and no post type is asked for', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS, highlightsPages({ 1: [mainPost(9)] }, 1, seen)));
    mockRouter.query = { postType: 'webinar', sort: 'recent' };
    renderFeed(seed([mainPost(1)]));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].has('postType')).toBe(false);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('New post button', () => {
  it('members get a link to the composer; visitors the login dialog', async () => {
    const member = renderFeed(seed([mainPost(1)]), memberConfig());
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/compose');
    member.unmount();
    const user = userEvent.setup();
    const { store } = renderFeed(seed([mainPost(1)]));
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(store.getState().modals.name).toBe('login');
  });
});
