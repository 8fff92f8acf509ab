import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostPage } from '@/components/events/HostPage';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { answerFor } from '@/mocks/answer';
import { buildEvent, eventSearch, testStreamAllow } from '@/mocks/factories/events';
import { buildProject, projectSearch } from '@/mocks/factories/projects';
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

function renderHost(props: Parameters<typeof HostPage>[0], config = memberConfig()) {
  const view = renderWithStore(<HostPage {...props} />, { config });
  releases.push(view.release);
  return view;
}

describe('host an event (R3.19, R4.1)', () => {
  it('R3.19 R4.1 sends every field, the start read in the event’s time zone, as a draft; then opens the event', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      ...answerFor('POST /api/events/v1/conference', ({ body: sent }) => {
        body = sent;
        return buildEvent({ id: 31, url: '/events/31/plugin-night', event_status: 'draft' });
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: null });
    await user.type(screen.getByLabelText('Title'), 'Plugin night');
    await user.type(screen.getByLabelText(/^Summary/), 'We build a plugin.');
    await user.selectOptions(screen.getByLabelText('Type'), 'ama');
    await user.selectOptions(screen.getByLabelText('Time zone of the event'), 'Europe/Berlin');
    await user.type(screen.getByLabelText(/^Starts/), '2030-01-15T18:00');
    await user.clear(screen.getByLabelText('Duration in minutes'));
    await user.type(screen.getByLabelText('Duration in minutes'), '45');
    await user.clear(screen.getByLabelText(/^Seats/));
    await user.type(screen.getByLabelText(/^Seats/), '25');
    await user.type(screen.getByLabelText(/^Tags/), 'rust, plugins');
    // R1.10: the event's projects come from project search.
    server.use(
      ...answerFor('GET /api/events/v1/search', ({ query }) => (query.get('type') === 'project' ? projectSearch([buildProject(4, { name: 'Plotline' })]) : eventSearch([]))),
    );
    await user.type(screen.getByRole('combobox', { name: 'Projects (optional)' }), 'plot');
    await user.click(await screen.findByRole('option', { name: 'Plotline' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(mockRouter.pushed).toEqual(['/events/31/plugin-night']));
    expect(body).toMatchObject({
      title: 'Plugin night',
      summary: 'We build a plugin.',
      event_type: 'ama',
      timezone: 'Europe/Berlin',
      timestamp: Date.UTC(2030, 0, 15, 17, 0),
      duration: 45,
      no_of_seats: 25,
      enable_discussion: true,
      tags: ['rust', 'plugins'],
      projects: [4],
      event_status: 'draft',
    });
  });

  it('R4.1 checks the form before sending: a title and a start are needed', async () => {
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: null });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Give the event a title/)).toBeInTheDocument();
    expect(screen.getByText('Choose when the event starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('R4.1 editing a published event saves changes without a status', async () => {
    let body: Record<string, unknown> = {};
    const event = buildEvent({ id: 8, descriptionRaw: '# Hello', event_status: 'published', project_details: [{ id: 2, name: 'Harbor CLI', slug: 'harbor-cli' }] });
    server.use(
      ...answerFor('PUT /api/events/v1/event/{id}', ({ params, body: sent }) => {
        expect(params.id).toBe('8');
        body = sent;
        return event;
      }),
    );
    const user = userEvent.setup();
    renderHost({ state: 'ok', streams: testStreamAllow, editing: event });
    expect(screen.getByLabelText(/^Description/)).toHaveValue('# Hello');
    expect(screen.getByRole('list', { name: 'Projects (optional): chosen' })).toHaveTextContent('Harbor CLI');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.pushed).toEqual([event.url]));
    expect(body).toMatchObject({ title: event.title, timestamp: event.timestamp, description: '# Hello', projects: [2] });
    expect(body).not.toHaveProperty('event_status');
  });

  it('a visitor is asked to log in', () => {
    renderHost({ state: 'login' }, visitorConfig());
    expect(screen.getByRole('heading', { name: 'Log in to host an event' })).toBeInTheDocument();
  });
});
