import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Bell from '@/components/notifications/Bell';
import { bellLabel } from '@/components/notifications/BellGlyph';
import { BellMount } from '@/components/notifications';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { translator } from '@/server/i18n/catalogues';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { buildNotification, jonasActor } from '@/mocks/factories/notifications';
import { FakeNotificationServer } from './fakeServer';
import { renderConnected } from './render';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderBell(fake: FakeNotificationServer) {
  server.use(...fake.handlers());
  const view = renderConnected(<Bell />, fake, memberConfig());
  releases.push(view.release);
  return view;
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });

describe('the header bell (R3.10, R7.6)', () => {
  it('R3.10: names the unread new replies ("Notifications, 3 unread"); other unread kinds alone say "new activity"', () => {
    const t = translator('en', 'notifications');
    expect(bellLabel(t, 3)).toBe('Notifications, 3 unread');
    expect(bellLabel(t, 0, true)).toBe('Notifications, new activity');
    expect(bellLabel(t, 0)).toBe('Notifications');
  });

  it('R3.10: shows the count of unread new replies from the server', async () => {
    renderBell(
      new FakeNotificationServer([
        buildNotification({ id: 1 }),
        buildNotification({ id: 2 }),
        buildNotification({ id: 3 }),
        buildNotification({ id: 4, type: 'upvote', nid: 'upvote:4', actors: [jonasActor] }),
      ]),
    );
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(bellButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('R7.6: the count goes up live when a reply arrives, without a reload', async () => {
    const fake = new FakeNotificationServer([buildNotification({ id: 1 })]);
    renderBell(fake);
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread'));
    act(() => fake.notify(buildNotification({ id: 2, datetime: Date.UTC(2026, 10, 23) })));
    expect(bellButton()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('R3.10: the dropdown lists the latest with the actors’ avatars; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer(Array.from({ length: 7 }, (_, i) => buildNotification({ id: i + 1, read: i < 3 })));
    renderBell(fake);
    await user.click(bellButton());
    expect(bellButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Latest notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Question 7');
    // Unread rows say so in words, not by colour alone.
    expect(links[0]).toHaveTextContent(/^Unread:/);
    expect(within(panel).getAllByRole('img', { name: 'Priya Raman' }).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Latest notifications' })).not.toBeInTheDocument();
    expect(bellButton()).toHaveFocus();
  });

  it('R3.10: opening one marks it read (the count drops); Mark all read reads the rest', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer([buildNotification({ id: 1 }), buildNotification({ id: 2 })]);
    renderBell(fake);
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bellButton());
    const panel = screen.getByRole('group', { name: 'Latest notifications' });
    const link = await within(panel).findByRole('link', { name: /Question 2/ });
    expect(link).toHaveAttribute('href', '/posts/42/question-2#post-102');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await user.click(link);
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(fake.writes).toEqual(['PUT /2/read']);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(fake.writes).toEqual(['PUT /2/read', 'PUT /read']);
  });

  it('R3.10: visitors have no bell, nor do members who have not completed their registration (nothing is requested)', () => {
    for (const config of [visitorConfig(), memberConfig({ registrationComplete: false })]) {
      const view = renderWithStore(<BellMount />, { config });
      releases.push(view.release);
      expect(view.container).toBeEmptyDOMElement();
      view.unmount();
    }
  });
});
