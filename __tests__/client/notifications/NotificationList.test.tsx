import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationList } from '@/components/notifications/NotificationList';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { buildNotification, jonasActor, priyaActor } from '@/mocks/factories/notifications';
import { FakeNotificationServer } from './fakeServer';

const mockRouter = createRouter('/notifications');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderList(fake: FakeNotificationServer | null, config = memberConfig()) {
  if (fake) server.use(...fake.handlers());
  const view = renderWithStore(<NotificationList />, { config });
  releases.push(view.release);
  return view;
}

describe('notification list page (R1.15, R3.10, R3.18)', () => {
  it('R1.15: a visitor is asked to log in; nothing is requested', async () => {
    const user = userEvent.setup();
    const { store } = renderList(null, visitorConfig());
    expect(screen.getByRole('heading', { name: 'Log in to see your notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().modals.name).toBe('login');
  });

  it('R3.10: grouped rows name the actors, show their avatars and a relative time; unread rows say so', async () => {
    renderList(
      new FakeNotificationServer([
        buildNotification({
          id: 1,
          type: 'upvote',
          nid: 'upvote:5',
          actors: [priyaActor, jonasActor],
          actorCount: 4,
          bodyShort: 'Priya Raman and 3 others upvoted your post in "Question 1"',
          datetime: Date.now() - 3 * 3600_000,
        }),
        buildNotification({ id: 2, read: true, datetime: Date.now() - 86400_000 * 2 }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'All notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // Names and the title are isolated by direction (FSI … PDI, lib/text.ts `isolated`).
    expect(within(rows[0]).getByRole('link')).toHaveAccessibleName('Unread: \u2068Priya Raman\u2069 and 3 others upvoted your post in "\u2068Question 1\u2069"');
    expect(within(rows[0]).getByRole('img', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('img', { name: 'jonas' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link')).toHaveAccessibleName(/^\u2068Priya Raman\u2069 replied/);
    expect(within(rows[1]).getByText('2 days ago')).toBeInTheDocument();
  });

  it('R3.18: pages with Load more until the end of the list', async () => {
    const user = userEvent.setup();
    renderList(new FakeNotificationServer(Array.from({ length: 23 }, (_, i) => buildNotification({ id: i + 1 }))));
    const list = await screen.findByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
  });

  it('R3.10: the Unread tab lists unread ones; Mark all read empties the count', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer([buildNotification({ id: 1 }), buildNotification({ id: 2, read: true })]);
    renderList(fake);
    await screen.findByRole('list', { name: 'All notifications' });
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    expect(fake.writes).toEqual(['PUT /read']);
    expect(within(unread).getByRole('link')).not.toHaveAccessibleName(/^Unread:/);
  });

  it('R3.18: empty and error states (with Retry)', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = new FakeNotificationServer([]);
    server.use(
      ...answerFor('GET /api/notifications', ({ query }) => {
        if (fail) throw mockFail('internal-error');
        return fake.list('all', Number(query.get('page')) || 1);
      }),
    );
    renderList(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
