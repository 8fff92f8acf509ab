import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatScreen } from '@/components/chat';
import { answerFor, mockFail } from '@/mocks/answer';
import { configUserOf, memberConfig } from '@/mocks/factories/config';
import { chatMember, chatMessage, chatMessagesPage, chatRoom, chatRoomsPage } from '@/mocks/factories/chat';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** Issue 36: searching a room's history from the room, and showing a match in its place. */

const mockRouter = createRouter('/chats/[roomId]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const priya = memberConfig({ user: configUserOf({ uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya', picture: '' }) });

/** Room 7 with its newest messages; `asked` records the searches and history pages asked for. */
function answers(asked: string[]) {
  server.use(
    ...answerFor('GET /api/v3/chats', () => chatRoomsPage([chatRoom()])),
    ...answerFor('GET /api/v3/chats/{roomId}/messages', ({ query }) => {
      const before = query.get('before');
      asked.push(`history ${before ?? 'newest'}`);
      if (before === null) return chatMessagesPage([chatMessage(101), chatMessage(102)]);
      // The page that ends at message 40: 38, 39 and 40.
      return chatMessagesPage([38, 39, 40].map((mid) => chatMessage(mid, { content: mid === 40 ? 'The release is on Friday' : `Message ${mid}` })), true);
    }),
    ...answerFor('GET /api/v3/chats/{roomId}/messages/search', ({ query, params }) => {
      const term = query.get('term') ?? '';
      asked.push(`search ${params.roomId} ${term} ${query.get('before') ?? '-'}`);
      if (term.trim().length < 3) throw mockFail('field-too-short', 'term', 3);
      if (term === 'nothing') return { messages: [], hasMore: false };
      if (query.get('before') === '40') return { messages: [chatMessage(12, { content: 'First RELEASE plan', author: chatMember(2, 'priya') })], hasMore: false };
      return { messages: [chatMessage(90, { content: 'Release notes are up' }), chatMessage(40, { content: 'The release is on Friday' })], hasMore: true };
    }),
  );
}

async function openRoom() {
  const user = userEvent.setup();
  renderWithStore(<ChatScreen roomId={7} />, { config: priya });
  await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Message 102');
  const form = screen.getByRole('search', { name: 'Search this chat' });
  return { user, form, field: within(form).getByRole('searchbox', { name: 'Search messages' }) };
}

describe('issue 36 searching a room', () => {
  it('lists the matches newest first with author, time and the term marked; More results pages back', async () => {
    const asked: string[] = [];
    answers(asked);
    const { user, field } = await openRoom();
    await user.type(field, 'release{Enter}');
    const results = await screen.findByRole('list', { name: 'Messages found' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('amara');
    expect(items[0]!.querySelector('time')).not.toBeNull();
    expect(Array.from(results.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['Release', 'release']);
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(3));
    expect(within(results).getAllByRole('listitem')[2]).toHaveTextContent('First RELEASE plan');
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    expect(asked.filter((a) => a.startsWith('search'))).toEqual(['search 7 release -', 'search 7 release 40']);
  });

  it('a result shows the history page ending at it, the message marked and focused; Back returns to it', async () => {
    const asked: string[] = [];
    answers(asked);
    const { user, field } = await openRoom();
    await user.type(field, 'release{Enter}');
    const results = await screen.findByRole('list', { name: 'Messages found' });
    await user.click(within(results).getByRole('button', { name: /The release is on Friday/ }));
    const context = await screen.findByRole('region', { name: 'The message in the chat' });
    const found = await within(context).findByText('The release is on Friday');
    const item = found.closest('li')!;
    expect(item).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(item).toHaveFocus());
    expect(within(context).getByText('Message 39')).toBeInTheDocument();
    expect(asked).toContain('history 41');
    await user.click(within(context).getByRole('button', { name: 'Back to the results' }));
    const again = await screen.findByRole('list', { name: 'Messages found' });
    await waitFor(() => expect(within(again).getByRole('button', { name: /The release is on Friday/ })).toHaveFocus());
  });

  it('says when nothing matches, says the API\'s refusal of a short term, and Clear empties the search', async () => {
    answers([]);
    const { user, field, form } = await openRoom();
    await user.type(field, 'nothing{Enter}');
    expect(await screen.findByText('No message here holds “nothing”.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ab{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The term field is too short: it needs at least 3 characters.');
    await user.click(within(form).getByRole('button', { name: 'Clear the search' }));
    expect(field).toHaveValue('');
    expect(screen.queryByText('No message here holds “nothing”.')).not.toBeInTheDocument();
  });
});
