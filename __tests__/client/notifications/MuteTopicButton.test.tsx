import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MuteTopicButton from '@/components/notifications/MuteTopicButton';
import { MuteTopicButton as LazyMute } from '@/components/notifications';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { FakeNotificationServer } from './fakeServer';

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderMute(fake: FakeNotificationServer, tid = 12) {
  server.use(...fake.handlers());
  const view = renderWithStore(<MuteTopicButton tid={tid} />, { config: memberConfig() });
  releases.push(view.release);
  return view;
}

describe('muting a topic (R3.10)', () => {
  it('R3.10: Mute mutes the topic, then Muted unmutes it', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    renderMute(fake);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Muted' })).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.preferences.mutedTopics).toEqual([12]);
    expect(screen.getByRole('status')).toHaveTextContent('Topic muted');
    await user.click(screen.getByRole('button', { name: 'Muted' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false'));
    expect(fake.writes).toEqual(['PUT /topics/12/ignore', 'DELETE /topics/12/ignore']);
  });

  it('R3.10: a topic muted earlier is only said to be muted on the first press (no write)', async () => {
    const user = userEvent.setup();
    const fake = new FakeNotificationServer();
    fake.setMuted(12, true);
    renderMute(fake);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Muted' })).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.writes).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('This topic is muted.');
  });

  it('visitors have no Mute button', () => {
    const view = renderWithStore(<LazyMute tid={12} />, { config: visitorConfig() });
    releases.push(view.release);
    expect(view.container).toBeEmptyDOMElement();
  });
});
