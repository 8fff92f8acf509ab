import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { Feed } from '@/components/discussions/Feed';
import { SavedList } from '@/components/savedlist/SavedList';
import { NAV_SECTIONS } from '@/components/shell/navigation';
import type { PostData } from '@/lib/discussions/types';
import type { ClientConfig } from '@/services/session';
import { answerFor, mockFail } from '@/mocks/answer';
import { highlightsPages, mainPost, postsFrom } from '@/mocks/factories/discussions';
import { buildEvent } from '@/mocks/factories/events';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { savedEventPages, savedPostPages } from '@/mocks/factories/savedlist';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/savedlist');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

const BOOKMARKS = 'GET /api/user/{slug}/bookmarks';
const saved = (posts: PostData[]) => posts.map((p) => ({ ...p, bookmarked: true }));

function renderSaved(config: ClientConfig) {
  const view = renderWithStore(
    <>
      <SavedList />
      <DialogHost />
    </>,
    { config },
  );
  releases.push(view.release);
  return view;
}

const savedCards = () => within(screen.getByRole('list', { name: 'Saved posts' })).getAllByRole('article');

describe('saved list page (R4.7, R9.2)', () => {
  it('is in the header navigation as "Saved"', () => {
    expect(NAV_SECTIONS).toContainEqual(expect.objectContaining({ href: '/savedlist', label: 'nav.saved' }));
  });

  it('R5.3: a visitor sees the log-in card; its button opens the login dialog (from=save); nothing is requested', async () => {
    const user = userEvent.setup();
    const { store } = renderSaved(visitorConfig());
    expect(screen.getByRole('heading', { name: 'Log in to see your saved posts and events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'save' } });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('R9.2: a member’s list loads on mount; exactly 20 offers more, and the next 19 end the list', async () => {
    const pages: number[] = [];
    server.use(...answerFor(BOOKMARKS, savedPostPages(memberUser.uid, { 1: saved(postsFrom(1, 20)), 2: saved(postsFrom(21, 39)) }, pages)));
    const user = userEvent.setup();
    renderSaved(memberConfig());
    await waitFor(() => expect(savedCards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more saved posts' }));
    await waitFor(() => expect(savedCards()).toHaveLength(39));
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more saved posts' })).not.toBeInTheDocument();
  });

  it('R4.7: unsaving a post removes it from the list at once', async () => {
    const unsaved: number[] = [];
    server.use(
      ...answerFor(BOOKMARKS, savedPostPages(memberUser.uid, { 1: saved([mainPost(1), mainPost(2)]) })),
      ...answerFor('DELETE /api/v3/posts/{pid}/bookmark', ({ params }) => {
        unsaved.push(Number(params.pid));
        return {};
      }),
    );
    const user = userEvent.setup();
    renderSaved(memberConfig());
    await waitFor(() => expect(savedCards()).toHaveLength(2));
    await user.click(within(savedCards()[0]).getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Topic 1' })).not.toBeInTheDocument();
    expect(unsaved).toEqual([1]);
  });

  it('empty list and error with status and Retry', async () => {
    let fail = true;
    const empty = savedPostPages(memberUser.uid, {});
    server.use(
      ...answerFor(BOOKMARKS, (req) => {
        if (fail) throw mockFail('database-unavailable');
        return empty(req);
      }),
    );
    const user = userEvent.setup();
    renderSaved(memberConfig());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('(status 503)');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved posts yet')).toBeInTheDocument();
  });

  it('R1.7 R9.2: the Events tab lists saved events, 10 per page by offset; arrow keys move between tabs', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor(BOOKMARKS, savedPostPages(memberUser.uid, {})),
      ...answerFor(
        'GET /api/user/{slug}/event_bookmarks',
        savedEventPages(
          memberUser.uid,
          (skip) => Array.from({ length: skip === 0 ? 10 : 3 }, (_, i) => buildEvent({ id: skip + i + 1, title: `Saved event ${skip + i + 1}`, bookmarked: true })),
          asked,
        ),
      ),
    );
    const user = userEvent.setup();
    renderSaved(memberConfig());
    const posts = screen.getByRole('tab', { name: 'Posts' });
    expect(posts).toHaveAttribute('aria-selected', 'true');
    posts.focus();
    await user.keyboard('{ArrowRight}');
    const events = screen.getByRole('tab', { name: 'Events' });
    expect(events).toHaveFocus();
    expect(events).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Saved events' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more saved events' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    expect(asked).toEqual(['?skip=0&limit=10', '?skip=10&limit=10']);
    expect(screen.queryByRole('button', { name: 'Load more saved events' })).not.toBeInTheDocument();
  });

  it('R4.6/R4.7: one upvote shows the same count in the feed card and the saved list card; saving from the feed puts it on top', async () => {
    const writes: string[] = [];
    server.use(
      ...answerFor('GET /api/events/v1/search/highlights', highlightsPages({ 1: [mainPost(1, { bookmarked: true }), mainPost(2)] }, 2)),
      ...answerFor(BOOKMARKS, savedPostPages(memberUser.uid, { 1: saved([mainPost(1)]) })),
      ...answerFor('PUT /api/v3/posts/{pid}/vote', ({ params, body }) => {
        writes.push(`vote ${params.pid} ${String(body.delta)}`);
        return {};
      }),
      ...answerFor('PUT /api/v3/posts/{pid}/bookmark', ({ params }) => {
        writes.push(`save ${params.pid}`);
        return {};
      }),
    );
    const user = userEvent.setup();
    const view = renderWithStore(
      <>
        <Feed />
        <SavedList />
      </>,
      { config: memberConfig() },
    );
    releases.push(view.release);
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article')).toHaveLength(2));
    const feedCard = within(screen.getByRole('list', { name: 'Posts' })).getByTestId('post-card-1');
    const savedCard = within(screen.getByRole('list', { name: 'Saved posts' })).getByTestId('post-card-1');
    expect(within(savedCard).getByRole('button', { name: /Upvote, 2 upvotes/ })).toBeInTheDocument();

    await user.click(within(feedCard).getByRole('button', { name: /Upvote/ }));
    await waitFor(() => expect(within(savedCard).getByRole('button', { name: /Upvote, 3 upvotes/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(feedCard).getByRole('button', { name: /Upvote, 3 upvotes/ })).toBeInTheDocument();

    const other = within(screen.getByRole('list', { name: 'Posts' })).getByTestId('post-card-2');
    await user.click(within(other).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedCards()).toHaveLength(2));
    expect(savedCards()[0]).toHaveAttribute('data-testid', 'post-card-2');
    expect(writes).toEqual(['vote 1 1', 'save 2']);
  });
});
