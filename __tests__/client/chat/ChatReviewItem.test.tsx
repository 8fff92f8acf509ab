import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewQueue } from '@/components/review';
import { answerFor } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { reviewItem, reviewPage } from '@/mocks/factories/review';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 36: a reported chat message in the review queue: its room, author and text; Delete and Silence in the room. */

const mockRouter = createRouter('/admin/review');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const moderator = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '', isModerator: true }) });

const chatItem = (targetId: number, room: { roomName: string | null; roomKind: 'direct' | 'project' | 'public' }) =>
  reviewItem({
    type: 'chat',
    targetId,
    key: `chat:${targetId}`,
    chat: { mid: targetId, roomId: 12, ...room, path: '/chats/12', excerpt: 'Buy followers here', deleted: false, timestamp: Date.now() - 60_000 },
  });

describe('issue 36 chat messages in the review queue', () => {
  it('shows the room linked to its page, the author and the text; C silences the author in the room for the length chosen', async () => {
    const sent: unknown[] = [];
    server.use(
      ...answerFor('GET /api/v3/review', () => reviewPage([chatItem(301, { roomName: 'Lobby', roomKind: 'public' })])),
      ...answerFor('POST /api/v3/review/{type}/{id}', async ({ request, params }) => {
        sent.push({ type: params.type, id: params.id, ...((await request.json()) as object) });
        return { closed: 1, count: 0 };
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReviewQueue />, { config: moderator });
    const item = await screen.findByRole('article');
    expect(within(item).getByRole('link', { name: /Chat message in .*Lobby/ })).toHaveAttribute('href', '/chats/12');
    expect(within(item).getByRole('link', { name: /by .*jonas/ })).toHaveAttribute('href', '/user/jonas');
    expect(within(item).getByText('Buy followers here')).toBeInTheDocument();
    const actions = within(within(item).getByRole('group', { name: 'Actions' })).getAllByRole('button').map((b) => b.textContent);
    expect(actions).toEqual(['Dismiss D', 'Delete X', 'Silence in the room C', 'Warn W', 'Silence M', 'Suspend S']);
    item.focus();
    await user.keyboard('c');
    await user.selectOptions(within(item).getByRole('combobox', { name: 'For how long' }), 'Until lifted');
    await user.click(within(item).getByRole('button', { name: 'Silence them in this room' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(sent).toEqual([{ type: 'chat', id: '301', action: 'silence-room', reason: '', until: null }]);
  });

  it('a direct message: "a direct chat", no room silence; a length in minutes sends its end', async () => {
    const sent: Array<{ until?: number | null }> = [];
    server.use(
      ...answerFor('GET /api/v3/review', () => reviewPage([chatItem(302, { roomName: null, roomKind: 'direct' }), chatItem(303, { roomName: 'Kit', roomKind: 'project' })])),
      ...answerFor('POST /api/v3/review/{type}/{id}', async ({ request }) => {
        sent.push((await request.json()) as { until?: number | null });
        return { closed: 1, count: 1 };
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ReviewQueue />, { config: moderator });
    const [direct, project] = await screen.findAllByRole('article');
    expect(within(direct!).getByRole('link', { name: /Chat message in a direct chat/ })).toBeInTheDocument();
    expect(within(direct!).queryByRole('button', { name: /Silence in the room/ })).toBeNull();
    await user.click(within(project!).getByRole('button', { name: /Silence in the room/ }));
    await user.selectOptions(within(project!).getByRole('combobox', { name: 'For how long' }), '1 hour');
    const before = Date.now();
    await user.click(within(project!).getByRole('button', { name: 'Silence them in this room' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.until).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(sent[0]!.until).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });
});
