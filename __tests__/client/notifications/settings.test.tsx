import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationSettings from '@/components/notifications/NotificationSettings';
import { memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { jonasActor } from '@/mocks/factories/notifications';
import { FakeNotificationServer } from './fakeServer';

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderSettings(fake: FakeNotificationServer) {
  server.use(...fake.handlers());
  const view = renderWithStore(<NotificationSettings />, { config: memberConfig() });
  releases.push(view.release);
  return view;
}

describe('notification settings (R3.10, R3.9)', () => {
  it('R3.10: each kind can be on the site, also in the e-mail digest, or off; each change is saved at once', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    renderSettings(fake);
    const upvotes = await screen.findByRole('combobox', { name: 'Upvotes on my posts' });
    expect(upvotes).toHaveValue('email');
    await user.selectOptions(upvotes, 'off');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(fake.writes).toEqual(['PUT /settings {"types":{"upvote":"off"}}']);
    expect(fake.preferences.types.upvote).toBe('off');
    expect(fake.preferences.types['new-reply']).toBe('email');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentions of me (@name)' }), 'web');
    await waitFor(() => expect(fake.preferences.types.mention).toBe('web'));
  });

  it('R3.10: the digest is off by default and can be daily or weekly', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    renderSettings(fake);
    const digest = await screen.findByRole('combobox', { name: 'E-mail digest of unread notifications' });
    expect(digest).toHaveValue('off');
    await user.selectOptions(digest, 'weekly');
    await waitFor(() => expect(fake.preferences.digest).toBe('weekly'));
    expect(fake.writes).toEqual(['PUT /settings {"digest":"weekly"}']);
    expect(digest).toHaveValue('weekly');
  });

  it('R3.10: muted topics are listed by title (latest first) and blocked members by name, with Unmute and Unblock', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    fake.topicTitles = { 12: 'Caching the build output', 14: 'Release notes for 2.0' };
    fake.setMuted(12, true);
    fake.setMuted(14, true);
    fake.setMuted(15, true);
    fake.preferences.mutedTopicList[0]!.title = ''; // deleted since it was muted
    fake.blocked = [jonasActor];
    renderSettings(fake);
    const muted = await screen.findByRole('list', { name: 'Muted topics' });
    // Latest muted first, each by its title, linking to the topic's page.
    expect(within(muted).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['A deleted topic', '/posts/15/topic-15'],
      ['Release notes for 2.0', '/posts/14/topic-14'],
      ['Caching the build output', '/posts/12/topic-12'],
    ]);
    await user.click(within(muted).getByRole('button', { name: 'Unmute Release notes for 2.0' }));
    await waitFor(() => expect(within(muted).queryByRole('link', { name: 'Release notes for 2.0' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Release notes for 2.0 unmuted.');
    await user.click(within(muted).getByRole('button', { name: 'Unmute A deleted topic' }));
    await waitFor(() => expect(within(muted).queryByRole('link', { name: 'A deleted topic' })).toBeNull());
    await user.click(within(muted).getByRole('button', { name: 'Unmute Caching the build output' }));
    await waitFor(() => expect(screen.getByText(/No muted topics/)).toBeInTheDocument());
    const blocked = screen.getByRole('list', { name: 'Blocked members' });
    await user.click(within(blocked).getByRole('button', { name: 'Unblock jonas' }));
    await waitFor(() => expect(screen.getByText(/No blocked members/)).toBeInTheDocument());
    expect(fake.writes).toEqual(['DELETE /topics/14/ignore', 'DELETE /topics/15/ignore', 'DELETE /topics/12/ignore', 'DELETE /users/3/block']);
    expect(screen.getByRole('status')).toHaveTextContent('jonas unblocked.');
  });
});
