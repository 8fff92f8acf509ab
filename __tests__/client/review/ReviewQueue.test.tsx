import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewQueue } from '@/components/review';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { reviewItem, reviewPage } from '@/mocks/factories/review';
import { realtimeReceived } from '@/store/realtime/connection';
import { selectReviewState } from '@/store/review/slice';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 35: the review queue by keyboard, its filters (the address's), and items that come and go live. */

const mockRouter = createRouter('/admin/review');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

afterEach(() => {
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

describe('issue 35 the review queue', () => {
  it('J moves to the next item; H opens Hide with a reason; sending closes the item', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('GET /api/v3/review', () => reviewPage([reviewItem({ targetId: 101 }), reviewItem({ targetId: 102, categories: { rude: 1 } })])),
      ...answerFor('POST /api/v3/review/{type}/{id}', async ({ request, params }) => {
        sent.push({ id: params.id, ...((await request.json()) as object) });
        return { closed: 1, count: 1 };
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithStore(<ReviewQueue />, { config: moderator });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 open items');
    items[0]!.focus();
    await user.keyboard('j');
    expect(items[1]).toHaveFocus();
    await user.keyboard('h');
    const box = within(items[1]!).getByRole('textbox', { name: /Reason/ });
    expect(box).toHaveFocus();
    await user.type(box, 'Advertising.');
    await user.click(within(items[1]!).getByRole('button', { name: 'Hide the post' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(sent).toEqual([{ id: '102', action: 'hide', reason: 'Advertising.' }]);
    expect(selectReviewState(store.getState()).count).toBe(1);
  });

  it('a warning needs its words; Escape closes the form; an item another moderator handled goes (no-flag, or live)', async () => {
    server.use(
      ...answerFor('GET /api/v3/review', () => reviewPage([reviewItem({ targetId: 101 }), reviewItem({ targetId: 102 })])),
      ...answerFor('POST /api/v3/review/{type}/{id}', () => {
        throw mockFail('no-flag');
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithStore(<ReviewQueue />, { config: moderator });
    const [first] = await screen.findAllByRole('article');
    first!.focus();
    await user.keyboard('w');
    await user.click(within(first!).getByRole('button', { name: 'Send the warning' }));
    expect(await within(first!).findByText('Write what the warning says.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(first!).queryByRole('textbox')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: /Dismiss/ }));
    await user.click(within(first!).getByRole('button', { name: 'Dismiss the reports' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:review', payload: { count: 0, removed: 'post:102' } }));
    });
    expect(await screen.findByText('Nothing to review. New reports appear here as they come.')).toBeInTheDocument();
    expect(selectReviewState(store.getState()).count).toBe(0);
  });

  it('the filters ask the server again; S opens the suspend dialog for the author, M the same dialog to silence them', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/v3/review', ({ request }) => {
        asked.push(new URL(request.url).search);
        return reviewPage([reviewItem({ type: 'user', targetId: 9, post: null })]);
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithStore(<ReviewQueue />, { config: moderator });
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reported' }), 'Members');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Spam');
    await waitFor(() => expect(asked.at(-1)).toContain('category=spam'));
    expect(asked.at(-1)).toContain('type=user');
    const item = await screen.findByRole('article');
    expect(within(item).queryByRole('button', { name: /Hide/ })).toBeNull();
    item.focus();
    await user.keyboard('s');
    expect(store.getState().modals).toMatchObject({ name: 'suspend', props: { uid: 9, name: 'jonas', review: { key: 'user:9', type: 'user', targetId: 9 }, kind: 'ban' } });
    expect(within(item).getByRole('button', { name: /Silence/ })).toHaveAttribute('aria-keyshortcuts', 'M');
    await user.keyboard('m');
    expect(store.getState().modals).toMatchObject({ name: 'suspend', props: { uid: 9, review: { key: 'user:9' }, kind: 'silence' } });
  });

  it('the address starts the queue with its filters (an unknown value is no filter); a filter changed in the form replaces the address', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/v3/review', ({ request }) => {
        asked.push(new URL(request.url).search);
        return reviewPage([reviewItem({ targetId: 101 })]);
      }),
    );
    mockRouter.query = { type: 'held', category: 'not-a-category' };
    const user = userEvent.setup();
    const { store, rerender } = renderWithStore(<ReviewQueue />, { config: moderator });
    await screen.findByRole('article');
    // One request, already filtered: the queue never asked for everything first.
    expect(asked).toEqual(['?type=held&page=1']);
    expect(selectReviewState(store.getState()).filters).toEqual({ type: 'held' });
    expect(screen.getByRole('combobox', { name: 'Reported' })).toHaveValue('held');
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('');
    expect(mockRouter.replace).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Spam');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toContain('type=held');
    expect(asked[1]).toContain('category=spam');
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/admin/review', query: { type: 'held', category: 'spam' } },
      undefined,
      { shallow: true, scroll: false },
    );

    // The address follows (as Next's router then says): nothing is asked again.
    mockRouter.query = { type: 'held', category: 'spam' };
    rerender(<ReviewQueue />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reported' }), 'Everything');
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('?category=spam&page=1');
    expect(mockRouter.replace).toHaveBeenLastCalledWith({ pathname: '/admin/review', query: { category: 'spam' } }, undefined, { shallow: true, scroll: false });
  });

  it('?category=spam starts the queue with that category; an address changed later (back, forward) loads its filters', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/v3/review', ({ request }) => {
        asked.push(new URL(request.url).search);
        return reviewPage([reviewItem({ targetId: asked.length })]);
      }),
    );
    mockRouter.query = { category: 'spam' };
    const { rerender } = renderWithStore(<ReviewQueue />, { config: moderator });
    await screen.findByRole('article');
    expect(asked).toEqual(['?category=spam&page=1']);
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('spam');

    mockRouter.query = { type: 'user' };
    rerender(<ReviewQueue />);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('?type=user&page=1');
    expect(screen.getByRole('combobox', { name: 'Reported' })).toHaveValue('user');
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('');
  });

  it('a held post shows what it says and why it waits; A opens Approve, which publishes it', async () => {
    const sent: unknown[] = [];
    const held = reviewItem({
      type: 'held',
      targetId: 7,
      post: null,
      reportCount: 0,
      categories: {},
      reports: [],
      held: { kind: 'topic', title: 'Three handy links', excerpt: 'See https://one.example/a ...', topic: null, signals: ['links', 'fast'] },
    });
    server.use(
      ...answerFor('GET /api/v3/review', () => reviewPage([held])),
      ...answerFor('POST /api/v3/review/{type}/{id}', async ({ request, params }) => {
        sent.push({ type: params.type, id: params.id, ...((await request.json()) as object) });
        return { closed: 1, count: 0 };
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReviewQueue />, { config: moderator });
    const item = await screen.findByRole('article', { name: 'Held topic: \u2068Three handy links\u2069' });
    expect(within(item).getByText('More links than a new member may post')).toBeInTheDocument();
    // A held post has no reports: no count of them.
    expect(within(item).queryByText('0 reports')).toBeNull();
    expect(within(item).getByText('Written faster than a person types')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Dismiss/ })).toBeNull();
    item.focus();
    await user.keyboard('a');
    await user.click(within(item).getByRole('button', { name: 'Publish it' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(sent).toEqual([{ type: 'held', id: '7', action: 'approve', reason: '' }]);
  });
});
