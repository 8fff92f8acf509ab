import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatScreen } from '@/components/chat';
import { CHAT_LIMITS } from '@/lib/chat/types';
import { answerFor } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { chatMember, chatMessage, chatMessagesPage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { selectChatTotal } from '@/store/chat/unread';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 36: the chat list and a room, against the contract's answers and realtime events. */

const mockRouter = createRouter('/chats/[roomId]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const priya = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '' }) });

const general = chatRoom({ id: 9, kind: 'public', name: 'General', members: [chatMember(3, 'alex')], memberCount: 12, joined: false });

/** The list with the direct chat (room 7) and one with unread messages, and General to join; room 7's history. */
function answers({ history = chatMessagesPage([chatMessage(101), chatMessage(102)]) } = {}) {
  const withMei = chatRoom({
    id: 8,
    members: [chatMember(2, 'priya'), chatMember(6, 'mei'), chatMember(7, 'jonas')],
    memberCount: 3,
    unread: 3,
    lastMessage: { mid: 80, author: 'mei', excerpt: 'See you at the meetup', timestamp: Date.now() - 120_000 },
  });
  server.use(
    ...answerFor('GET /api/v3/chats', () => chatRoomsPage([chatRoom(), withMei], [general])),
    ...answerFor('GET /api/v3/chats/{roomId}/messages', () => history),
  );
}

describe('issue 36 chat', () => {
  it('lists the rooms with their unread messages and last message, and the open rooms to join', async () => {
    answers();
    const { store } = renderWithStore(<ChatScreen roomId={null} />, { config: priya });
    const rooms = await screen.findByRole('list', { name: 'Your chats' });
    const links = within(rooms).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/chats/7', '/chats/8']);
    expect(links[0]).toHaveTextContent('amara');
    expect(links[1]).toHaveTextContent('mei, jonas');
    expect(links[1]).toHaveTextContent('mei: See you at the meetup');
    expect(links[1]).toHaveAccessibleName(expect.stringContaining('3 unread messages'));
    const open = screen.getByRole('list', { name: 'Open rooms' });
    expect(within(open).getByRole('link')).toHaveTextContent('General');
    expect(within(open).getByRole('button', { name: 'Join General' })).toBeInTheDocument();
    expect(selectChatTotal(store.getState())).toBe(3);
    expect(screen.getByText('Choose a chat to read it.')).toBeInTheDocument();
  });

  it('sending a message (Enter) appends it; Shift+Enter starts a new line', async () => {
    answers();
    const sent: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/chats/{roomId}/messages', ({ body, params }) => {
        sent.push({ roomId: params.roomId, ...body });
        return chatMessage(103, { author: chatMember(2, 'priya'), content: String(body.message) }, 0);
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Message 102');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(3));
    expect(sent).toEqual([{ roomId: '7', message: 'Hello\nthere' }]);
    expect(box).toHaveValue('');
  });

  it('a live message appends to the open room; one of another room counts unread there and in the total', async () => {
    answers();
    server.use(...answerFor('PUT /api/v3/chats/{roomId}/read', ({ params }) => ({ roomId: Number(params.roomId), unread: 0, total: 4 })));
    const { store } = renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Message 102');
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(104, { content: 'Are you there?' }) } }));
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(81, { roomId: 8, author: chatMember(6, 'mei'), content: 'One more thing' }) } }));
    });
    expect(within(log).getAllByRole('article')).toHaveLength(3);
    expect(within(log).getByText('Are you there?')).toBeInTheDocument();
    // Room 8's message is not shown in room 7; the list moves it up with its count and excerpt.
    expect(within(log).queryByText('One more thing')).toBeNull();
    const links = within(screen.getByRole('list', { name: 'Your chats' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/chats/8');
    expect(links[0]).toHaveTextContent('mei: One more thing');
    expect(links[0]).toHaveAccessibleName(expect.stringContaining('4 unread messages'));
    // The open room's message is read at once; the server's answer to the read gives the exact total.
    await waitFor(() => expect(selectChatTotal(store.getState())).toBe(4));
  });

  it('"Load older messages" pages backwards and puts the older page above', async () => {
    const asked: string[] = [];
    answers();
    server.use(
      ...answerFor('GET /api/v3/chats/{roomId}/messages', ({ query }) => {
        asked.push(query.toString());
        return query.get('before') === '101' ? chatMessagesPage([chatMessage(99), chatMessage(100)]) : chatMessagesPage([chatMessage(101), chatMessage(102)], true);
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await user.click(await within(log).findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(4));
    expect(within(log).getAllByRole('article').map((a) => a.getAttribute('data-mid'))).toEqual(['99', '100', '101', '102']);
    expect(asked).toEqual(['', 'before=101']);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('own messages offer Edit and Delete within their windows, others Reply and Report; deleting leaves a placeholder', async () => {
    const own = (mid: number, age: number) => chatMessage(mid, { author: chatMember(2, 'priya'), content: `Mine ${mid}` }, age);
    answers({
      history: chatMessagesPage([
        own(201, (CHAT_LIMITS.deleteSeconds + 60) * 1000),
        own(202, (CHAT_LIMITS.editSeconds + 120) * 1000),
        own(203, 60_000),
        chatMessage(204, { content: 'Theirs' }),
      ]),
    });
    server.use(...answerFor('DELETE /api/v3/chats/{roomId}/messages/{mid}', () => ({ ...own(203, 60_000), html: '', content: '', deleted: true })));
    const user = userEvent.setup();
    renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Theirs');
    const [old, older, fresh, theirs] = within(log).getAllByRole('article');
    const buttons = (article: HTMLElement) => within(article).getAllByRole('button').map((b) => b.textContent);
    expect(buttons(old!)).toEqual(['Reply']);
    expect(buttons(older!)).toEqual(['Reply', 'Delete']);
    expect(buttons(fresh!)).toEqual(['Reply', 'Edit', 'Delete']);
    expect(buttons(theirs!)).toEqual(['Reply', 'Report']);
    await user.click(within(fresh!).getByRole('button', { name: 'Delete' }));
    await user.click(within(fresh!).getByRole('button', { name: 'Delete for everyone' }));
    expect(await within(fresh!).findByText('This message was deleted.')).toBeInTheDocument();
    expect(within(fresh!).queryByRole('button')).toBeNull();
  });

  it('a room moderator may delete anyone’s message; Reply shows the message answered, with a cancel', async () => {
    answers({ history: chatMessagesPage([chatMessage(301, { content: 'Spam here' })], false, chatRoom({ canModerate: true })) });
    const user = userEvent.setup();
    renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const message = await within(log).findByRole('article');
    expect(within(message).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to amara')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the reply' }));
    expect(screen.queryByText('Replying to amara')).toBeNull();
  });

  it('who is typing shows under the messages', async () => {
    answers();
    const { store } = renderWithStore(<ChatScreen roomId={7} />, { config: priya });
    await screen.findByText('Message 102');
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.typing', payload: { roomId: 7, uid: 5, username: 'amara' } }));
    });
    expect(screen.getByText('amara is typing…')).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(105) } }));
    });
    expect(screen.queryByText('amara is typing…')).toBeNull();
  });
});
