import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveChat } from '@/components/chat';
import { answerFor } from '@/mocks/answer';
import { chatMember, chatMessage, chatMessagesPage, chatRoom } from '@/mocks/factories/chat';
import { configUserOf, memberConfig, visitorConfig } from '@/mocks/factories/config';
import { buildEvent } from '@/mocks/factories/events';
import type { EventData } from '@/lib/events/types';
import { selectChatTotal } from '@/store/chat/unread';
import { eventsCached } from '@/store/feed/cache';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** Issue 36: an event's live chat on its page: everyone reads it live; seat holders write; others are told how to take part. */

startMswServer();

const room = chatRoom({ id: 40, kind: 'event', name: 'Plugin workshop', members: [], memberCount: 3, joined: false });
const mei = memberConfig({ user: configUserOf({ uid: 6, username: 'mei', userslug: 'mei', fullname: 'Mei', picture: '' }) });

function answers() {
  server.use(...answerFor('GET /api/v3/chats/event/{eventId}', () => chatMessagesPage([chatMessage(301, { roomId: 40, content: 'Welcome to the workshop' })], false, room)));
}

function renderChat(config = visitorConfig(), event: Partial<EventData> = {}) {
  return renderWithStore(<LiveChat id={12} />, { config, seed: (store) => store.dispatch(eventsCached([buildEvent({ id: 12, event_lifecycle: 'live', ...event })])) });
}

describe('issue 36 an event\'s live chat', () => {
  it('a visitor reads it live, without actions or a composer, and is told how to take part; nothing counts unread', async () => {
    answers();
    const { store } = renderChat();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Welcome to the workshop');
    expect(within(log).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('Sign in and take a seat at this event to write in its chat.')).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(302, { roomId: 40, author: chatMember(7, 'jonas'), content: 'Hello from the audience' }), counts: false } }));
    });
    expect(within(log).getByText('Hello from the audience')).toBeInTheDocument();
    expect(selectChatTotal(store.getState())).toBeNull();
  });

  it('a member without a seat reads and may report, but is asked to take a seat to write', async () => {
    answers();
    renderChat(mei, { current_user_role: 'none' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Welcome to the workshop');
    expect(within(log).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(log).getByRole('button', { name: /Report/ })).toBeInTheDocument();
    expect(screen.getByText('Take a seat at this event to write in its chat.')).toBeInTheDocument();
  });

  it('a seat holder writes in it', async () => {
    answers();
    const sent: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/chats/{roomId}/messages', ({ params, body }) => {
        sent.push({ roomId: params.roomId, ...body });
        return chatMessage(303, { roomId: 40, author: chatMember(6, 'mei'), content: String(body.message) }, 0);
      }),
    );
    const user = userEvent.setup();
    renderChat(mei, { current_user_role: 'participant' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Great talk!{Enter}');
    await waitFor(() => expect(within(log).getByText('Great talk!')).toBeInTheDocument());
    expect(sent).toEqual([{ roomId: '40', message: 'Great talk!' }]);
  });

  it('a failed load says so and tries again', async () => {
    let asked = 0;
    server.use(
      ...answerFor('GET /api/v3/chats/event/{eventId}', () => {
        asked += 1;
        if (asked === 1) throw new Error('down');
        return chatMessagesPage([], false, room);
      }),
    );
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('The live chat could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
  });
});
