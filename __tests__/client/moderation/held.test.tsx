import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The topic slice is injected by its feature module, as on the pages that show a topic.
import '@/store/topic/feature';
import { ComposerForm } from '@/components/composer/ComposerForm';
import { HeldByMe } from '@/components/moderation';
import { Toaster } from '@/components/shell/Toaster';
import { answerFor, mockFail } from '@/mocks/answer';
import { oneCategory, projects } from '@/mocks/factories/composer';
import { memberConfig } from '@/mocks/factories/config';
import { ownHeldPage, ownHeldPost } from '@/mocks/factories/moderation';
import { makeQuestionsPage, makeTopic, TID } from '@/mocks/factories/topic';
import { buildNotification } from '@/mocks/factories/notifications';
import { realtimeReceived } from '@/store/realtime/connection';
import { addToast } from '@/store/toasts/slice';
import { hydrateTopic } from '@/store/topic/hydrate';
import { postReply } from '@/store/topic/thunks';
import { server, startMswServer } from '../support/msw';
import { toastsShown } from '../support/toasts';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { sliceStore } from '../support/store';

const mockRouter = createRouter('/compose');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const FSI = '\u2068';
const PDI = '\u2069';
const UID = memberConfig().uid;

/** Answers the member's held posts with `page` (page 1 unless asked), counting the calls. */
function answering(pages: Record<number, ReturnType<typeof ownHeldPage>>) {
  const asked: number[] = [];
  server.use(
    ...answerFor('GET /api/v3/users/{uid}/held', ({ params, query }) => {
      expect(params.uid).toBe(String(UID));
      const page = Number(query.get('page') ?? 1);
      asked.push(page);
      return pages[page] ?? ownHeldPage([], false, page);
    }),
  );
  return asked;
}

const renderSection = () => renderWithStore(<HeldByMe uid={UID} />, { config: memberConfig() });

describe('issue 35 the member\'s posts waiting for approval, on their settings page', () => {
  it('lists each waiting post with where it goes, when it was sent and the text as written', async () => {
    answering({
      1: ownHeldPage([
        ownHeldPost({ id: 2, topic: { tid: 9, title: 'Release &amp; notes', slug: '9/release-notes' }, content: 'First line\n\nSecond line with **stars**' }),
        ownHeldPost({ id: 1, kind: 'topic', title: 'My links <about> the release', topic: null }),
      ]),
    });
    const { release } = renderSection();
    const section = screen.getByRole('region', { name: 'Waiting for approval' });
    expect(section).toHaveAttribute('id', 'held');
    const list = await within(section).findByRole('list', { name: 'Posts waiting for approval' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: `Reply in ${FSI}Release & notes${PDI}` })).toHaveAttribute('href', '/posts/9/release-notes');
    expect(items[0]).toHaveTextContent('Sent');
    // The text as written, not rendered: Markdown stays, line breaks too.
    const text = within(items[0]!).getByText(/First line/);
    expect(text.textContent).toBe('First line\n\nSecond line with **stars**');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(`New topic: ${FSI}My links <about> the release${PDI}`);
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    // Each Withdraw button says which post it is about.
    expect(within(items[1]!).getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(`New topic: ${FSI}My links <about> the release${PDI}`);
    release();
  });

  it('says when nothing waits; "Load more posts" asks for the next page; a failure offers Retry', async () => {
    const empty = answering({});
    const first = renderSection();
    expect(await screen.findByText('Nothing of yours is waiting for approval.')).toBeInTheDocument();
    expect(empty).toEqual([1]);
    first.release();
    first.unmount();

    let fail = true;
    const asked: number[] = [];
    server.use(
      ...answerFor('GET /api/v3/users/{uid}/held', ({ query }) => {
        const page = Number(query.get('page'));
        asked.push(page);
        if (page === 2 && fail) {
          fail = false;
          throw mockFail('internal-error');
        }
        return page === 1 ? ownHeldPage([ownHeldPost({ id: 1 })], true) : ownHeldPage([ownHeldPost({ id: 30, content: 'From page two.' })], false, 2);
      }),
    );
    const { release } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('From page two.')).toBeInTheDocument();
    expect(asked).toEqual([1, 2, 2]);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    release();
  });

  it('Withdraw asks first (focus on the question; Keep it and Escape send nothing and go back to the button)', async () => {
    answering({ 1: ownHeldPage([ownHeldPost({ id: 4 })]) });
    const deleted: string[] = [];
    server.use(
      ...answerFor('DELETE /api/v3/users/{uid}/held/{id}', ({ params }) => {
        deleted.push(params.id!);
        return {};
      }),
    );
    const user = userEvent.setup();
    const { release } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const question = screen.getByRole('group', { name: 'Withdraw this reply? It will not be posted.' });
    expect(question).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus());
    expect(deleted).toEqual([]);
    release();
  });

  it('withdrawing sends DELETE with the csrf token; the post leaves the list, a toast says so and focus goes to the heading', async () => {
    answering({ 1: ownHeldPage([ownHeldPost({ id: 4 }), ownHeldPost({ id: 5, content: 'The other one.' })]) });
    const sent: Array<{ uid: string; id: string; token: string | null }> = [];
    server.use(
      ...answerFor('DELETE /api/v3/users/{uid}/held/{id}', ({ params, request }) => {
        sent.push({ uid: params.uid!, id: params.id!, token: request.headers.get('x-xsrf-token') ?? request.headers.get('x-csrf-token') });
        return {};
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderSection();
    const first = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(sent).toEqual([{ uid: String(UID), id: '4', token: 'member-token' }]);
    expect(screen.getByText('The other one.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toHaveFocus();
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message])).toEqual([['success', { id: 'settings:held.withdrawn' }]]);
    release();
  });

  it('a post a moderator handled meanwhile (no-held-post) leaves the list, with the catalogue\'s words', async () => {
    answering({ 1: ownHeldPage([ownHeldPost({ id: 4 })]) });
    server.use(
      ...answerFor('DELETE /api/v3/users/{uid}/held/{id}', () => {
        throw mockFail('no-held-post');
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Nothing of yours is waiting for approval.')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'That post is no longer waiting for approval: a moderator has already looked at it, or it was withdrawn.'],
    ]);
    release();
  });
});

describe("issue 35 a moderator's decision reaches the author live", () => {
  const decision = (type: 'post-approved' | 'post-rejected', id: number, path: string, bodyShort: string) =>
    buildNotification({ id: 70 + id, nid: `held:${id}`, type, actors: [], actorCount: 0, object: { type: 'topic', id: 9, title: 'Release notes' }, title: 'Release notes', path, bodyShort });

  it('the pushed notification takes the post out of the waiting list and says it in a toast with a link', async () => {
    answering({ 1: ownHeldPage([ownHeldPost({ id: 5, content: 'Approved soon' }), ownHeldPost({ id: 6, content: 'Rejected soon' })]) });
    const { store, release } = renderSection();
    expect(await screen.findByText('Approved soon')).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: decision('post-approved', 5, '/post/9/release-notes#post-40', '') }));
    });
    expect(screen.queryByText('Approved soon')).toBeNull();
    expect(screen.getByText('Rejected soon')).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: decision('post-rejected', 6, '/user/priya/settings#moderation', '') }));
    });
    expect(await screen.findByText('Nothing of yours is waiting for approval.')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message, t.link?.href, t.link?.label])).toEqual([
      ['success', `Your post in "${FSI}Release notes${PDI}" was approved and is public now`, '/post/9/release-notes#post-40', { id: 'notifications:toast.showPost' }],
      ['info', `A moderator did not publish your post in "${FSI}Release notes${PDI}"`, '/user/priya/settings#moderation', { id: 'notifications:toast.readWhy' }],
    ]);
    release();
  });

  it('another notification, or one under another key, leaves the list as it is', async () => {
    answering({ 1: ownHeldPage([ownHeldPost({ id: 7, content: 'Still waiting' })]) });
    const { store, release } = renderSection();
    expect(await screen.findByText('Still waiting')).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: buildNotification({ id: 80, nid: 'held:7', type: 'mention' }) }));
      store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: decision('post-approved', 8, '/post/9/x#post-1', '') }));
    });
    expect(screen.getByText('Still waiting')).toBeInTheDocument();
    release();
  });
});

describe('issue 35 the held notices link to the waiting posts', () => {
  it('a toast with a link shows it and stays until closed or followed', async () => {
    jest.useFakeTimers();
    try {
      const { store, release } = renderWithStore(<Toaster />);
      act(() => {
        store.dispatch(addToast('Short', 'success', { href: '/user/priya/settings#held', label: 'See them' }));
      });
      await toastsShown();
      const toast = screen.getByTestId('toast');
      expect(within(toast).getByRole('link', { name: 'See them' })).toHaveAttribute('href', '/user/priya/settings#held');
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByTestId('toast')).toBeInTheDocument();
      // jsdom does not navigate: the click only has to reach the toast.
      const stay = (event: MouseEvent) => event.preventDefault();
      document.addEventListener('click', stay, { capture: true });
      act(() => within(screen.getByTestId('toast')).getByRole('link', { name: 'See them' }).click());
      document.removeEventListener('click', stay, { capture: true });
      expect(screen.queryByTestId('toast')).toBeNull();
      release();
    } finally {
      jest.useRealTimers();
    }
  });

  it("the reply box's held notice links to the member's waiting posts", async () => {
    server.use(...answerFor('POST /api/v3/topics/{tid}', () => ({ held: { id: 9, kind: 'reply' as const, tid: TID } })));
    const store = sliceStore(memberConfig());
    store.dispatch(hydrateTopic({ tid: TID, sort: 'popular', page: 1, loaded: true, topic: makeTopic(), questions: makeQuestionsPage() }));
    const result = await store.dispatch(postReply({ content: 'A reply with three links in it.' }));
    expect(result.payload).toEqual({ kind: 'held', pid: null });
    expect(store.getState().toasts.items).toEqual([
      {
        id: expect.any(String),
        kind: 'success',
        message: { id: 'topic:composer.held' },
        link: { href: '/user/priya/settings#held', label: { id: 'topic:composer.heldLink' } },
      },
    ]);
  });

  it("the composer's held notice links to the member's waiting posts", async () => {
    server.use(...answerFor('POST /api/v3/topics', () => ({ held: { id: 8, kind: 'topic' as const, tid: null } })));
    const user = userEvent.setup();
    const { store, release } = renderWithStore(<ComposerForm projects={projects} categories={oneCategory} initialType="faq" editing={null} />, {
      config: memberConfig(),
    });
    await user.type(screen.getByLabelText('Title'), 'Three links from a newcomer');
    await user.type(screen.getByLabelText('Content'), 'https://one.example https://two.example https://three.example');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/discussions'));
    expect(store.getState().toasts.items).toEqual([
      {
        id: expect.any(String),
        kind: 'success',
        message: { id: 'composer:held' },
        link: { href: '/user/priya/settings#held', label: { id: 'composer:heldLink' } },
      },
    ]);
    release();
  });
});
