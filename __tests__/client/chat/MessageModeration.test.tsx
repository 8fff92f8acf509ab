import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatScreen } from '@/components/chat';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { said } from '@/lib/i18n/said';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { chatMember, chatMessage, chatMessagesPage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/**
 * Issue 36, moderating chat: Report on someone else's message (the site's report dialog), "Silence
 * in this room" for a room's moderators, and the notice in place of the composer for a silenced member.
 */

const mockRouter = createRouter('/chats/[roomId]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

beforeAll(async () => {
  await loadDialog('report');
});

const priya = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '' }) });

const lobby = (overrides: Parameters<typeof chatRoom>[0] = {}) =>
  chatRoom({ id: 7, kind: 'public', name: 'Lobby', members: [chatMember(5, 'amara')], memberCount: 2, ...overrides });

function answers(room = lobby(), messages = [chatMessage(301, { content: 'Buy followers' }), chatMessage(302, { author: chatMember(2, 'priya'), content: 'Mine' })]) {
  server.use(
    ...answerFor('GET /api/v3/chats', () => chatRoomsPage([room], [])),
    ...answerFor('GET /api/v3/chats/{roomId}/messages', () => chatMessagesPage(messages, false, room)),
  );
}

function renderRoom() {
  const user = userEvent.setup();
  const view = renderWithStore(
    <>
      <ChatScreen roomId={7} />
      <DialogHost />
    </>,
    { config: priya },
  );
  return { ...view, user };
}

async function messageOf(text: string): Promise<HTMLElement> {
  const log = await screen.findByRole('log', { name: 'Messages' });
  const found = await within(log).findByText(text);
  return found.closest('article')!;
}

describe('issue 36 reporting a chat message', () => {
  it("someone else's message has Report (one's own not); the report dialog sends type chat with the message's id and thanks", async () => {
    answers();
    const sent: unknown[] = [];
    server.use(
      ...answerFor('POST /api/flag', async ({ request }) => {
        sent.push(await request.json());
        return { flagId: 3 };
      }),
    );
    const { user, store } = renderRoom();
    const other = await messageOf('Buy followers');
    expect(within(await messageOf('Mine')).queryByRole('button', { name: 'Report' })).toBeNull();
    await user.click(within(other).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: "Report amara's message" });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(store.getState().modals.name).toBeNull());
    expect(sent).toEqual([{ type: 'chat', id: 301, category: 'spam', reason: '' }]);
    expect(store.getState().toasts.items.map((t) => [t.kind, t.message])).toEqual([['success', said('dialogs', 'report.thanks')]]);
  });

  it('a refusal (reported already) stays in the dialog with its catalogue text', async () => {
    answers();
    server.use(
      ...answerFor('POST /api/flag', () => {
        throw mockFail('chat-message-already-flagged');
      }),
    );
    const { user } = renderRoom();
    await user.click(within(await messageOf('Buy followers')).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: "Report amara's message" });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You have already reported this message.')).toBeInTheDocument();
  });
});

describe('issue 36 silencing in a room', () => {
  it('a room moderator silences an author from a keyboard-operable menu, and lifts it', async () => {
    answers(lobby({ canModerate: true }));
    const calls: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/v3/chats/{roomId}/members/{uid}/silence', ({ params, body }) => {
        calls.push(['PUT', params.roomId, params.uid, body.minutes]);
        return { roomId: 7, uid: 5, silence: { until: Date.now() + 3_600_000 } };
      }),
      ...answerFor('DELETE /api/v3/chats/{roomId}/members/{uid}/silence', ({ params }) => {
        calls.push(['DELETE', params.roomId, params.uid]);
        return { roomId: 7, uid: 5, silence: null };
      }),
    );
    const { user, store } = renderRoom();
    const message = await messageOf('Buy followers');
    expect(within(await messageOf('Mine')).queryByRole('button', { name: 'Silence in this room' })).toBeNull();
    const opener = within(message).getByRole('button', { name: 'Silence in this room' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const menu = screen.getByRole('menu', { name: 'Silence amara in this room' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['For 15 minutes', 'For 1 hour', 'For 1 day', 'Until lifted', 'Lift the silence']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(calls).toEqual([['PUT', '7', '5', 60]]));
    expect(opener).toHaveFocus();
    await waitFor(() => expect(store.getState().toasts.items.map((t) => t.message)).toContainEqual(said('chat', 'silence.done', { name: 'amara' })));

    await user.click(opener);
    await user.click(screen.getByRole('menuitem', { name: 'Until lifted' }));
    await user.click(opener);
    await user.click(screen.getByRole('menuitem', { name: 'Lift the silence' }));
    await waitFor(() => expect(calls).toEqual([['PUT', '7', '5', 60], ['PUT', '7', '5', null], ['DELETE', '7', '5']]));
  });

  it('no silencing in a direct chat, nor for members who do not moderate the room', async () => {
    answers(chatRoom({ canModerate: true }));
    const first = renderRoom();
    const direct = await messageOf('Buy followers');
    expect(within(direct).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(direct).queryByRole('button', { name: 'Silence in this room' })).toBeNull();
    first.unmount();
    answers(lobby({ canModerate: false }));
    renderRoom();
    expect(within(await messageOf('Buy followers')).queryByRole('button', { name: 'Silence in this room' })).toBeNull();
  });

  it('a silenced member reads the room; a notice says until when in place of the composer, or until lifted', async () => {
    answers(lobby({ joined: true, silence: { until: null } }));
    renderRoom();
    await messageOf('Buy followers');
    expect(screen.getByRole('status')).toHaveTextContent('You cannot send messages in this room until a moderator lifts your silence. You can still read it.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('a member silenced meanwhile: the refused send says chat-restricted and the room reloads into the notice', async () => {
    const until = Date.UTC(2031, 0, 2, 15, 30);
    answers(lobby({ joined: true }));
    server.use(
      ...answerFor('POST /api/v3/chats/{roomId}/messages', () => {
        throw mockFail('chat-restricted');
      }),
      ...answerFor('GET /api/v3/chats/{roomId}', () => lobby({ joined: true, silence: { until } })),
    );
    const { user } = renderRoom();
    await messageOf('Buy followers');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?{Enter}');
    const notice = await screen.findByText(/You cannot send messages in this room until .*2031/);
    expect(notice).toHaveTextContent('You can still read it.');
    await act(async () => {});
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
