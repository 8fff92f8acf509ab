import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsView } from '@/components/profile/SettingsView';
import type { UserSettings } from '@/services/users';
import type { AccountSecurity } from '@/lib/users/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { editableProfile, userSettings } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { toastsInEnglish } from './toasts';
import { FakeNotificationServer } from '../notifications/fakeServer';
import { moderationLogPage, ownHeldPage } from '@/mocks/factories/moderation';

// The own settings page shows the notification settings section (R3.10) and the posts waiting for approval (issue 35).
startMswServer(...new FakeNotificationServer().handlers(), ...answerFor('GET /api/v3/users/{uid}/held', () => ownHeldPage()));

const defaults: UserSettings = userSettings();
const profile = editableProfile();

function renderAccount(security: AccountSecurity, notice: { githubConnected?: boolean; errorKey?: string | null } = {}) {
  const account = { security, username: 'priya', email: 'priya@example.test', githubConnected: false, errorKey: null, ...notice };
  return renderWithStore(
    <SettingsView state="ok" slug="priya" uid={7} own name="Priya Raman" profile={profile} settings={defaults} account={account} moderation={moderationLogPage()} />,
    { config: memberConfig() },
  );
}

describe('settings: account and security', () => {
  it('hardening 4: changes the password with PUT /api/v3/users/{uid}/password, then loads the new session token', async () => {
    const bodies: unknown[] = [];
    let configs = 0;
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/password', ({ params, body }) => {
        bodies.push({ uid: params.uid, ...body });
        return { csrf_token: 'new-token', ended: 2 };
      }),
      ...answerFor('GET /api/config', () => {
        configs += 1;
        return memberConfig({ csrf_token: 'new-token' });
      }),
    );
    const { store, release } = renderAccount({ hasPassword: true, github: 'unavailable' });
    await userEvent.type(screen.getByLabelText('Current password'), 'old long passphrase');
    await userEvent.type(screen.getByLabelText('New password'), 'new long passphrase');
    await userEvent.type(screen.getByLabelText('New password again'), 'new long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toastsInEnglish(store)).toEqual([
        expect.objectContaining({ message: 'Password changed. 2 other sessions were signed out.', kind: 'success' }),
      ]),
    );
    expect(bodies).toEqual([{ uid: '7', currentPassword: 'old long passphrase', newPassword: 'new long passphrase' }]);
    expect(configs).toBe(1);
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Connect GitHub' })).not.toBeInTheDocument();
    release();
  });

  it('hardening 4: checks the name rule and the repeat before sending, and shows the server refusal inline', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/password', () => {
        throw mockFail('password-too-common');
      }),
    );
    const { release } = renderAccount({ hasPassword: true, github: 'unavailable' });
    await userEvent.type(screen.getByLabelText('Current password'), 'old long passphrase');
    await userEvent.type(screen.getByLabelText('New password'), 'Priya2024!');
    await userEvent.type(screen.getByLabelText('New password again'), 'Priya2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/must not be or contain your username/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'baseball123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'baseball123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is one of the most common ones');
    expect(screen.getByLabelText('New password')).toHaveValue('baseball123');
    release();
  });

  it('hardening 4: "Sign out everywhere else" calls DELETE /api/v3/users/{uid}/sessions and says how many ended', async () => {
    let called = 0;
    server.use(
      ...answerFor('DELETE /api/v3/users/{uid}/sessions', ({ params }) => {
        expect(params.uid).toBe('7');
        called += 1;
        return { ended: 3 };
      }),
    );
    const { store, release } = renderAccount({ hasPassword: true, github: 'unavailable' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(toastsInEnglish(store)).toEqual([expect.objectContaining({ message: 'Signed out of 3 other sessions.' })]),
    );
    expect(called).toBe(1);
    release();
  });

  it('hardening 1: offers "Connect GitHub" (link intent, back to settings) and shows a refusal from the way back', () => {
    const { release } = renderAccount({ hasPassword: true, github: 'not-connected' }, { errorKey: 'github-already-linked' });
    expect(screen.getByRole('link', { name: 'Connect GitHub' })).toHaveAttribute(
      'href',
      '/api/auth/github?intent=link&returnTo=%2Fuser%2Fpriya%2Fsettings',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That GitHub account is already connected to another member.');
    release();
  });

  it('hardening 1: a connected account can disconnect GitHub', async () => {
    server.use(
      ...answerFor('DELETE /api/v3/users/{uid}/github', ({ params }) => {
        expect(params.uid).toBe('7');
        return { hasPassword: true, github: 'not-connected' as const };
      }),
    );
    const { release } = renderAccount({ hasPassword: true, github: 'connected' }, { githubConnected: true });
    // (The notification settings section has its own status line.)
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContainEqual(expect.stringContaining('Your account is connected to GitHub'));
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect GitHub' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Connect GitHub' })).toBeInTheDocument());
    release();
  });

  it('hardening 4: an account without a password sets its first one without the current one', () => {
    const { release } = renderAccount({ hasPassword: false, github: 'connected' });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
    release();
  });
});
