import { act, screen } from '@testing-library/react';
import { ChatButtonMount } from '@/components/chat';
import { answerFor } from '@/mocks/answer';
import { chatMember, chatMessage } from '@/mocks/factories/chat';
import { configUserOf, memberConfig, visitorConfig } from '@/mocks/factories/config';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** Issue 36: the header's chat button, its unread count asked once after the page and kept live. */

startMswServer();

const priya = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '' }) });

describe('issue 36 the header chat button', () => {
  it('names the unread count (asked once after load) and follows event:chat.unread', async () => {
    let asked = 0;
    server.use(
      ...answerFor('GET /api/v3/chats/unread', () => {
        asked += 1;
        return { unread: 3 };
      }),
    );
    const { store } = renderWithStore(<ChatButtonMount />, { config: priya });
    const link = await screen.findByRole('link', { name: 'Chats, 3 unread messages' });
    expect(link).toHaveAttribute('href', '/chats');
    expect(link).toHaveTextContent('3');
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.unread', payload: { roomId: 8, unread: 0, total: 1 } }));
    });
    expect(screen.getByRole('link', { name: 'Chats, 1 unread message' })).toBeInTheDocument();
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.unread', payload: { roomId: 7, unread: 0, total: 0 } }));
    });
    expect(screen.getByRole('link', { name: 'Chats' })).not.toHaveTextContent(/\d/);
    expect(asked).toBe(1);
  });

  it("counts someone else's live message, not the member's own (the server sends no count per message)", async () => {
    server.use(...answerFor('GET /api/v3/chats/unread', () => ({ unread: 3 })));
    const { store } = renderWithStore(<ChatButtonMount />, { config: priya });
    await screen.findByRole('link', { name: 'Chats, 3 unread messages' });
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(104, { author: chatMember(5, 'amara') }) } }));
      store.dispatch(realtimeReceived({ event: 'event:chat.message', payload: { message: chatMessage(105, { author: chatMember(2, 'priya') }) } }));
    });
    expect(screen.getByRole('link', { name: 'Chats, 4 unread messages' })).toBeInTheDocument();
  });

  it('is not there for visitors', () => {
    renderWithStore(<ChatButtonMount />, { config: visitorConfig() });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
