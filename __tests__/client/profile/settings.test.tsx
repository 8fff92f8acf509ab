import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsView } from '@/components/profile/SettingsView';
import { applyTheme } from '@/components/profile/theme';
import type { UserSettings } from '@/services/users';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { publicUser } from '@/mocks/factories/profile';
import { editableProfile, userSettings } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { FakeNotificationServer } from '../notifications/fakeServer';
import { renderWithStore } from '../support/render';
import { toastsInEnglish } from './toasts';
import { moderationLogPage, ownHeldPage } from '@/mocks/factories/moderation';

// The own settings page shows the notification settings section (R3.10) and the posts waiting for approval (issue 35).
startMswServer(...new FakeNotificationServer().handlers(), ...answerFor('GET /api/v3/users/{uid}/held', () => ownHeldPage()));

const defaults: UserSettings = userSettings();

const profile = editableProfile();

function renderSettings() {
  return renderWithStore(
    <SettingsView state="ok" slug="priya" uid={7} own name="Priya Raman" profile={profile} settings={defaults} moderation={moderationLogPage()} />,
    { config: memberConfig() },
  );
}

afterEach(() => applyTheme('system'));

describe('settings page /user/{slug}/settings', () => {
  it('R7.1/R6.2: saves the settings with PUT /api/v3/users/{uid}/settings {settings}, toasts and applies the theme', async () => {
    let body: { settings?: Partial<UserSettings> } = {};
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/settings', ({ params, body: sent }) => {
        expect(params.uid).toBe('7');
        body = sent as typeof body;
        return { ...defaults, ...body.settings };
      }),
    );
    const { store, release } = renderSettings();
    const privacy = screen.getByRole('group', { name: 'Privacy' });
    await userEvent.click(within(privacy).getByRole('checkbox', { name: 'Show my email address' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Play the next track in the queue automatically' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(toastsInEnglish(store)).toEqual([expect.objectContaining({ message: 'Settings saved', kind: 'success' })]),
    );
    expect(body.settings).toEqual({ ...defaults, showemail: true, theme: 'dark', autoPlayNext: false });
    expect(document.documentElement.dataset.theme).toBe('dark');
    release();
  });

  it('R6.2: the table of contents links to each section the page shows, in page order, then to the profile', () => {
    const { release } = renderSettings();
    const toc = screen.getByRole('list', { name: 'On this page' });
    const links = within(toc).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '#profile'],
      ['Preferences', '#preferences'],
      ['Notifications', '#notifications'],
      ['Moderation', '#moderation'],
      ['Waiting for approval', '#held'],
      ['View profile', '/user/priya'],
    ]);
    for (const [, href] of links.slice(0, -1)) expect(document.getElementById(href!.slice(1))).not.toBeNull();
    release();
  });

  it('R3.9: every setting is a labelled control in its group', () => {
    const { release } = renderSettings();
    for (const name of ['Privacy', 'Appearance', 'Language', 'Audio player', 'Following topics']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Same as my device' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Follow topics I create' })).toBeChecked();
    // What notifies the member is one set: the per-type preferences of the Notifications section.
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Someone upvotes my posts' })).toBeNull();
    release();
  });

  it("issue 34: the language, the browser's by default, each language named in itself; a new one is saved and opens the page in it", async () => {
    let body: { settings?: Partial<UserSettings> } = {};
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/settings', ({ body: sent }) => {
        body = sent as typeof body;
        return { ...defaults, ...body.settings };
      }),
    );
    const { store, release } = renderSettings();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: "My browser's language" })).toBeChecked();
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['auto', 'en', 'es', 'de', 'ar']);
    expect(within(group).getByText('العربية')).toHaveAttribute('lang', 'ar');
    await userEvent.click(within(group).getByRole('radio', { name: 'Español' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(body.settings).toMatchObject({ language: 'es' }));
    // The page reloads at its Spanish address instead of a toast.
    expect(toastsInEnglish(store)).toEqual([]);
    release();
  });

  it('the "system" theme removes data-theme', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('R8.2: a refused save is shown inline, choices kept, no success toast', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}/settings', () => {
        throw mockFail('no-privileges');
      }),
    );
    const { store, release } = renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(toastsInEnglish(store)).toEqual([]);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    release();
  });

  it('R6.2: the profile fields save with PUT /api/v3/users/{uid} and toast', async () => {
    let body: Record<string, string> = {};
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}', ({ params, body: sent }) => {
        body = sent as Record<string, string>;
        return { ...publicUser({ uid: Number(params.uid), userslug: 'priya', isSelf: true }), ...profile, ...body };
      }),
      ...answerFor('GET /api/config', () => memberConfig()),
    );
    const { store, release } = renderSettings();
    await userEvent.type(screen.getByLabelText('Website'), 'https://priya.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(toastsInEnglish(store)).toEqual([expect.objectContaining({ message: 'Profile saved', kind: 'success' })]),
    );
    expect(body).toEqual({
      fullname: 'Priya Raman',
      aboutme: '',
      location: '',
      website: 'https://priya.example.org',
      picture: '/avatars/priya.svg',
    });
    release();
  });

  it("R6.2: another member's settings show a permission message", () => {
    const { release } = renderWithStore(<SettingsView state="forbidden" slug="amara" />, { config: memberConfig() });
    expect(screen.getByRole('alert')).toHaveTextContent('Permission Denied!');
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/user/amara');
    release();
  });
});
