import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostPage } from '@/components/events/HostPage';
import type { MemberSuggestion } from '@/lib/users/types';
import { memberConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { buildEvent, testStreamAllow } from '@/mocks/factories/events';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

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

const LOOKUP = 'GET /api/users';
const member = (uid: number, username: string, fullname = ''): MemberSuggestion => ({ uid, username, userslug: username, fullname, picture: '' });
const MEMBERS = [member(7, 'priya', 'Priya Raman'), member(21, 'jonas', 'Jonas Berg'), member(22, 'joanna'), member(23, 'jochen', 'Jochen Maier')];

/** The lookup as the server answers it (prefix of username or full name), recording each query. */
function lookupServer(queries: string[]) {
  server.use(
    ...answerFor(LOOKUP, ({ query: params }) => {
      const query = (params.get('query') ?? '').toLowerCase();
      queries.push(query);
      return { users: MEMBERS.filter((m) => m.username.startsWith(query) || m.fullname.toLowerCase().startsWith(query)) };
    }),
  );
}

describe('R3.4 the host form chooses co-hosts from members', () => {
  it('R3.4 the creator is a host who cannot be removed; the chooser suggests members as you type and works with the keyboard', async () => {
    const queries: string[] = [];
    lookupServer(queries);
    let body: Record<string, unknown> = {};
    server.use(
      ...answerFor('POST /api/events/v1/conference', ({ body: sent }) => {
        body = sent;
        return buildEvent({ id: 40, url: '/events/40/co-hosted', event_status: 'draft' });
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: null });
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
    server.use(...answerFor(LOOKUP, () => ({ users: [] })));
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: null });
    const picker = screen.getByRole('combobox', { name: 'Add a co-host' });
    await user.type(picker, 'zz');
    expect((await screen.findAllByText('No members found for “zz”.')).length).toBeGreaterThan(0);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    server.use(
      ...answerFor(LOOKUP, () => {
        throw mockFail('internal-error');
      }),
    );
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
      ...answerFor('PUT /api/events/v1/event/{id}', ({ params, body: sent }) => {
        expect(params.id).toBe('9');
        body = sent;
        return event;
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: event });
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
      ...answerFor('POST /api/events/v1/event/{id}/recording', async ({ params }) => {
        expect(params.id).toBe('8');
        await answered;
        return [{ url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.mp3', name: 'talk.mp3', type: 'audio/mpeg', size: 5 }];
      }),
      ...answerFor('PUT /api/events/v1/event/{id}', ({ body: sent }) => {
        body = sent;
        return published();
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: published() });
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
    ['upload-quota-exceeded', 200, 'Your uploads have used all of your storage (200 MB). Files that no post uses are removed after a day.'],
    ['too-many-uploads', 60, 'You have uploaded too many files. Please try again in 60 minutes.'],
    ['file-too-big', 102400, 'The file is too large: the limit is 102400 kB.'],
  ] as const)('R3.3 a refused upload (%s, %i) shows the catalogue text and keeps the address', async (key, arg, text) => {
    server.use(
      ...answerFor('POST /api/events/v1/event/{id}/recording', () => {
        throw mockFail(key, arg);
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: published() });
    await user.upload(screen.getByLabelText(/^Upload a recording/), new File(['audio'], 'talk.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Upload a recording/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Recording address/)).toHaveValue('');
  });

  it('R3.3 emptying the recording address removes the saved recording', async () => {
    let body: Record<string, unknown> = {};
    const recorded = buildEvent({ id: 8, event_status: 'published', recording_url: '/uploads/2026/11/talk.mp3', recording_status: 'available' });
    server.use(
      ...answerFor('PUT /api/events/v1/event/{id}', ({ body: sent }) => {
        body = sent;
        return published();
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: recorded });
    await user.clear(screen.getByLabelText(/^Recording address/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.pushed).toHaveLength(1));
    expect(body).toMatchObject({ recording_url: '', recording_status: 'not_available' });
  });

  it('R3.3 a file of the wrong type or over the size is refused before uploading', async () => {
    // Every mocked endpoint answers here, so the uploads are counted: none may be made.
    let uploads = 0;
    server.use(
      ...answerFor('POST /api/events/v1/event/{id}/recording', () => {
        uploads += 1;
        throw mockFail('internal-error');
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderHost({ state: 'ok', streams: testStreamAllow, editing: published() });
    const input = screen.getByLabelText(/^Upload a recording/);
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That kind of file is not allowed (text/plain). Allowed: audio/mpeg audio/ogg audio/wav audio/mp4.');
    const huge = new File(['x'], 'long.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(huge, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: the limit is 102400 kB.');
    expect(uploads).toBe(0);
  });
});
