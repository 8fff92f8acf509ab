import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButtonMount } from '@/components/chat';
import { answerFor } from '@/mocks/answer';
import { chatMember, chatMessage, chatMessagesPage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { configUserOf, memberConfig, visitorConfig } from '@/mocks/factories/config';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 36: the header's chat button, its unread count asked once after the page and kept live; from 768 px its panel. */

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

/** The window as wide as `wide` says (jsdom has no layout, so no matchMedia of its own). */
function windowWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

beforeEach(() => {
  windowWide(false);
  mockRouter.pathname = '/discussions';
});

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

  it('from 768 px opens the panel: the rooms, a room in place and back, Escape closes it and gives focus back', async () => {
    windowWide(true);
    server.use(
      ...answerFor('GET /api/v3/chats/unread', () => ({ unread: 2 })),
      ...answerFor('GET /api/v3/chats', () => chatRoomsPage([chatRoom({ unread: 2 })])),
      ...answerFor('GET /api/v3/chats/{roomId}/messages', () => chatMessagesPage([chatMessage(101, { content: 'Hello from amara' })])),
      ...answerFor('PUT /api/v3/chats/{roomId}/read', () => ({ roomId: 7, unread: 0, total: 0 })),
    );
    const user = userEvent.setup();
    renderWithStore(<ChatButtonMount />, { config: priya });
    const button = await screen.findByRole('button', { name: 'Chats, 2 unread messages' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('region', { name: 'Chats' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const rooms = await within(panel).findByRole('list', { name: 'Your chats' });
    const room = within(rooms).getByRole('link');
    expect(room).toHaveAttribute('href', '/chats/7');
    await user.click(room);
    expect(await within(panel).findByText('Hello from amara')).toBeInTheDocument();
    expect(mockRouter.pushed).toEqual([]);
    expect(within(panel).getByRole('link', { name: 'Open the full page' })).toHaveAttribute('href', '/chats/7');
    await user.click(within(panel).getByRole('button', { name: 'All chats' }));
    expect(await within(panel).findByRole('list', { name: 'Your chats' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Chats' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('on phones and on the chat pages it is a link to /chats', async () => {
    server.use(...answerFor('GET /api/v3/chats/unread', () => ({ unread: 0 })));
    renderWithStore(<ChatButtonMount />, { config: priya });
    expect(await screen.findByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/chats');
    windowWide(true);
    mockRouter.pathname = '/chats/[roomId]';
    renderWithStore(<ChatButtonMount />, { config: priya });
    expect(await screen.findAllByRole('link', { name: 'Chats' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Chats' })).toBeNull();
  });
});
