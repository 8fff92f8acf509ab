import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatScreen } from '@/components/chat';
import { answerFor } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 36: administrators open a public room from the chat list's New chat; members do not see the form. */

const mockRouter = createRouter('/chats');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const user = { uid: 3, username: 'alex', userslug: 'alex', fullname: 'Alex', picture: '' };
const alex = memberConfig({ user: { ...configUserOf(user), isAdmin: true } });
const mei = memberConfig({ user: configUserOf({ ...user, uid: 6, username: 'mei', userslug: 'mei' }) });

describe('issue 36 opening a public room', () => {
  it('an administrator names the room, it is opened and shown', async () => {
    let asked: unknown = null;
    server.use(
      ...answerFor('GET /api/v3/chats', () => chatRoomsPage([])),
      ...answerFor('POST /api/v3/chats/public', async ({ request }) => {
        asked = await request.json();
        return chatRoom({ id: 21, kind: 'public', name: 'Release planning' });
      }),
    );
    renderWithStore(<ChatScreen roomId={null} />, { config: alex });
    await userEvent.click(await screen.findByRole('button', { name: 'New chat' }));
    const form = screen.getByRole('form', { name: 'Open a public room' });
    await userEvent.type(screen.getByLabelText(/^Name of the public room/), 'Release planning');
    await userEvent.click(screen.getByRole('button', { name: 'Open the room' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/chats/21'));
    expect(asked).toMatchObject({ roomName: 'Release planning' });
    expect(form).not.toBeInTheDocument();
  });

  it('a member gets the direct chat form only', async () => {
    server.use(...answerFor('GET /api/v3/chats', () => chatRoomsPage([])));
    renderWithStore(<ChatScreen roomId={null} />, { config: mei });
    await userEvent.click(await screen.findByRole('button', { name: 'New chat' }));
    expect(screen.getByRole('form', { name: 'Start a chat' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Open a public room' })).toBeNull();
  });
});
