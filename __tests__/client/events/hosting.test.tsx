import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HostPage } from '@/components/events/HostPage';
import type { MemberSuggestion } from '@/lib/users/types';
import { memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { buildEvent, EVENTS_BASE } from './fixtures';

const mockRouter = createRouter('/events/host');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();
const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.pushed.length = 0;
});

function renderHost(props: Parameters<typeof HostPage>[0]) {
  const view = renderWithStore(<HostPage {...props} />, { config: memberConfig() });
  releases.push(view.release);
  return view;
}

const LOOKUP_URL = 'http://localhost/api/users';
const member = (uid: number, username: string, fullname = ''): MemberSuggestion => ({ uid, username, userslug: username, fullname, picture: '' });
const MEMBERS = [member(7, 'priya', 'Priya Raman'), member(21, 'jonas', 'Jonas Berg'), member(22, 'joanna'), member(23, 'jochen', 'Jochen Maier')];

/** The lookup as the server answers it (prefix of username or full name), recording each query. */
function lookupServer(queries: string[]) {
  server.use(
    http.get(LOOKUP_URL, ({ request }) => {
      const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
      queries.push(query);
      return HttpResponse.json({
        users: MEMBERS.filter((m) => m.username.startsWith(query) || m.fullname.toLowerCase().startsWith(query)),
      });
    }),
  );
}

describe('R3.4 the host form chooses co-hosts from members', () => {
  it('R3.4 the creator is a host who cannot be removed; the chooser suggests members as you type and works with the keyboard', async () => {
    const queries: string[] = [];
    lookupServer(queries);
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${EVENTS_BASE}/conference`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildEvent({ id: 40, url: '/events/40/co-hosted', event_status: 'draft' }));
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: null });
    const hosts = screen.getByRole('list', { name: 'Hosts of the event' });
    expect(within(hosts).getAllByRole('listitem')).toHaveLength(1);
    expect(within(hosts).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(hosts).getByText('Host · created the event')).toBeInTheDocument();
    expect(within(hosts).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Add a co-host' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.type(picker, 'jo');
    const listbox = await screen.findByRole('listbox', { name: 'Add a co-host' });
    expect(queries).toEqual(['jo']); // one request after typing pauses
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Jonas Berg @jonas', 'joanna', 'Jochen Maier @jochen']);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('3 members found. Use the arrow keys to choose.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // wraps to the first
    expect(picker).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(picker).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveFocus();
    expect(within(hosts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(hosts).getByText('Jonas Berg')).toBeInTheDocument();
    expect(screen.getByText('Jonas Berg added as co-host.')).toBeInTheDocument();
    expect(mockRouter.pushed).toEqual([]); // Enter in the chooser never submits the form

    // Chosen members are not suggested again; Escape closes the list, a second Escape clears it.
    await user.type(picker, 'jo');
    const again = await screen.findByRole('listbox', { name: 'Add a co-host' });
    await waitFor(() => expect(within(again).getAllByRole('option').map((o) => o.textContent)).toEqual(['joanna', 'Jochen Maier @jochen']));
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('jo');
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('');

    // A click picks too; removing a co-host puts focus back in the chooser.
    await user.type(picker, 'joa');
    await user.click(await screen.findByRole('option', { name: 'joanna' }));
    expect(within(hosts).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove joanna as co-host' }));
    expect(within(hosts).getAllByRole('listitem')).toHaveLength(2);
    expect(picker).toHaveFocus();

    await user.type(screen.getByLabelText(/^Bio of Jonas Berg/), 'Maintains the plugin API.');
    await user.type(screen.getByLabelText('Title'), 'Co-hosted night');
    await user.type(screen.getByLabelText(/^Starts/), '2030-01-15T18:00');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(mockRouter.pushed).toEqual(['/events/40/co-hosted']));
    expect(body.organizers).toEqual([
      { user_id: 7, bio: '' },
      { user_id: 21, bio: 'Maintains the plugin API.' },
    ]);
  });

  it('R3.4 says when nobody matches or the lookup fails', async () => {
    server.use(http.get(LOOKUP_URL, () => HttpResponse.json({ users: [] })));
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: null });
    const picker = screen.getByRole('combobox', { name: 'Add a co-host' });
    await user.type(picker, 'zz');
    expect((await screen.findAllByText('No members found for “zz”.')).length).toBeGreaterThan(0);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    server.use(http.get(LOOKUP_URL, () => HttpResponse.json({ error: '[[error:internal-error]]' }, { status: 500 })));
    await user.type(picker, 'x');
    expect((await screen.findAllByText('Members could not be searched. Try again.')).length).toBeGreaterThan(0);
  });

  it('R3.4 editing keeps the event’s hosts and their bios; the creator stays first and fixed', async () => {
    const creator = { uid: 1, username: 'host', userslug: 'host', fullname: 'Host Person', picture: '' };
    const cohost = { uid: 7, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '' };
    const event = buildEvent({
      id: 9,
      event_status: 'published',
      creator,
      organizers: [
        { role: 'host', user_id: 1, user: creator, bio: 'Runs the series' },
        { role: 'host', user_id: 7, user: cohost, bio: 'Plugin maintainer' },
      ],
    });
    let body: Record<string, unknown> = {};
    server.use(
      http.put(`${EVENTS_BASE}/event/9`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(event);
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: event });
    expect(screen.getByLabelText(/^Bio of Host Person/)).toHaveValue('Runs the series');
    expect(screen.queryByRole('button', { name: 'Remove Host Person as co-host' })).not.toBeInTheDocument();
    // The signed-in co-host may remove themself.
    expect(screen.getByRole('button', { name: 'Remove Priya Raman as co-host' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.pushed).toEqual([event.url]));
    expect(body.organizers).toEqual([
      { user_id: 1, bio: 'Runs the series' },
      { user_id: 7, bio: 'Plugin maintainer' },
    ]);
  });
});

describe('R3.3 the host uploads the recording', () => {
  const published = () => buildEvent({ id: 8, event_status: 'published' });

  it('R3.3 uploads an audio file with its progress; the address fills in and saving makes it available', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    // What goes into the multipart body (the test network cannot read jsdom's FormData back).
    const append = jest.spyOn(FormData.prototype, 'append');
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${EVENTS_BASE}/event/8/recording`, async () => {
        await answered;
        return HttpResponse.json([{ url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.mp3', name: 'talk.mp3', type: 'audio/mpeg', size: 5 }]);
      }),
      http.put(`${EVENTS_BASE}/event/8`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(published());
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: published() });
    const file = new File(['audio'], 'talk.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText(/^Upload a recording/), file);
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAccessibleName(/Uploading the recording… \d+%/);
    await act(async () => release());
    await waitFor(() => expect(screen.getByLabelText(/^Recording address/)).toHaveValue('/uploads/2026/11/0123456789abcdef0123456789abcdef.mp3'));
    expect(append.mock.calls).toEqual([['files[]', file]]);
    append.mockRestore();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded “talk.mp3”. Save the event to publish the recording.')).toBeInTheDocument();
    expect(screen.getByLabelText('Listen to the recording')).toHaveAttribute('src', '/uploads/2026/11/0123456789abcdef0123456789abcdef.mp3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.pushed).toHaveLength(1));
    expect(body).toMatchObject({ recording_url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.mp3', recording_status: 'available' });
  });

  it.each([
    [413, '[[error:upload-quota-exceeded, 200]]', 'Your uploads have used all of your storage (200 MB). Files that no post uses are removed after a day.'],
    [429, '[[error:too-many-uploads, 60]]', 'You have uploaded too many files. Please try again in 60 minute(s).'],
    [413, '[[error:file-too-big, 102400]]', 'The file is too large: the limit is 102400 kB.'],
  ])('R3.3 a refused upload (%i %s) shows the catalogue text and keeps the address', async (status, error, text) => {
    server.use(http.post(`${EVENTS_BASE}/event/8/recording`, () => HttpResponse.json({ error }, { status })));
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: published() });
    await user.upload(screen.getByLabelText(/^Upload a recording/), new File(['audio'], 'talk.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Upload a recording/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Recording address/)).toHaveValue('');
  });

  it('R3.3 emptying the recording address removes the saved recording', async () => {
    let body: Record<string, unknown> = {};
    const recorded = buildEvent({ id: 8, event_status: 'published', recording_url: '/uploads/2026/11/talk.mp3', recording_status: 'available' });
    server.use(
      http.put(`${EVENTS_BASE}/event/8`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(published());
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', editing: recorded });
    await user.clear(screen.getByLabelText(/^Recording address/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.pushed).toHaveLength(1));
    expect(body).toMatchObject({ recording_url: '', recording_status: 'not_available' });
  });

  it('R3.3 a file of the wrong type or over the size is refused before uploading', async () => {
    // No handler for the upload: a request would fail the test.
    const user = userEvent.setup({ applyAccept: false });
    renderHost({ state: 'ok', editing: published() });
    const input = screen.getByLabelText(/^Upload a recording/);
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That kind of file is not allowed (text/plain). Allowed: audio/mpeg audio/ogg audio/wav audio/mp4.');
    const huge = new File(['x'], 'long.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(huge, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: the limit is 102400 kB.');
  });
});
