import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushSettings } from '@/components/notifications/PushSettings';
import { memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { FakeNotificationServer } from './fakeServer';

/**
 * Issue 37: the "Push notifications on this device" section. jsdom has no service worker or Push
 * API, so this browser "cannot receive push notifications"; the types pushed and the member's
 * devices are still listed and changed.
 */

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderPush(fake: FakeNotificationServer) {
  server.use(...fake.handlers());
  const view = renderWithStore(<PushSettings />, { config: memberConfig() });
  releases.push(view.release);
  return view;
}

describe('issue 37: push settings', () => {
  it('says when the browser cannot take pushes, and never asks for permission', async () => {
    const fake = new FakeNotificationServer();
    renderPush(fake);
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on for this device' })).not.toBeInTheDocument();
  });

  it('the types pushed are checkboxes (the default set checked); a change is saved at once', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    renderPush(fake);
    const group = await screen.findByRole('group', { name: 'Push these notifications' });
    expect(within(group).getByRole('checkbox', { name: 'Replies to my topics, questions and answers' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Upvotes on my posts' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Upvotes on my posts' }));
    await waitFor(() => expect(fake.push.types).toContain('upvote'));
    expect(fake.writes).toEqual([
      'PUT /push/types ["new-reply","answer-accepted","upvote","mention","event-reminder","event-waitlist-promoted","event-cancelled","chat-mention","event-live"]',
    ]);
    await user.click(within(group).getByRole('checkbox', { name: 'Replies to my topics, questions and answers' }));
    await waitFor(() => expect(fake.push.types).not.toContain('new-reply'));
  });

  it("lists the member's devices, each with Remove", async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    fake.push.devices = [
      { id: 7, label: 'Chrome on Android', createdAt: Date.UTC(2026, 0, 5), lastPushedAt: Date.UTC(2026, 0, 6) },
      { id: 8, label: '', createdAt: Date.UTC(2026, 0, 7), lastPushedAt: null },
    ];
    renderPush(fake);
    const list = await screen.findByRole('list', { name: 'Devices that get push notifications' });
    expect(within(list).getByText('Chrome on Android', { selector: 'strong' })).toBeInTheDocument();
    expect(within(list).getByText('A browser', { selector: 'strong' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(screen.queryByText('Chrome on Android', { selector: 'strong' })).not.toBeInTheDocument());
    expect(fake.writes).toEqual(['DELETE /push/devices/7']);
    expect(fake.push.devices.map((d) => d.id)).toEqual([8]);
  });
});
