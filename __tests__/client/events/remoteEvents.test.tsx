import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteEvents } from '@/components/events/RemoteEvents';
import type { RemoteEvent } from '@/lib/federation/remoteEvents';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/**
 * Issue 38: My events' "Elsewhere" tab. An event on another site is found by its address and shown
 * with "Ask for a place"; asking shows it waiting for the organizer in the found card and in the
 * list at once; giving a place up takes it off the list; a failure shows the catalogue's text.
 */

startMswServer();

const IRI = 'https://mobilizon.example/events/5f1c';

function remoteEvent(overrides: Partial<RemoteEvent> = {}): RemoteEvent {
  return {
    iri: IRI,
    url: 'https://mobilizon.example/events/5f1c',
    title: 'Open-source meetup',
    summary: 'Talks and pizza',
    startsAt: Date.UTC(2027, 0, 12, 18),
    endsAt: null,
    host: 'mobilizon.example',
    organizer: { uid: 901, username: 'olga@mobilizon.example', userslug: 'olga@mobilizon.example' },
    status: null,
    ...overrides,
  };
}

const render = () => renderWithStore(<RemoteEvents />, { config: memberConfig() });

describe('issue 38: events elsewhere', () => {
  it('finds an event by its address, asks for a place, and shows the request waiting in both places', async () => {
    const asked: unknown[] = [];
    server.use(
      ...answerFor('GET /api/v3/federation/events/joins', () => ({ events: [] })),
      ...answerFor('POST /api/v3/federation/events/lookup', async ({ request }) => {
        asked.push(await request.json());
        return remoteEvent();
      }),
      ...answerFor('PUT /api/v3/federation/events/joins', async ({ request }) => {
        asked.push(await request.json());
        return remoteEvent({ status: 'pending' });
      }),
    );
    const { release } = render();
    expect(await screen.findByText('You have not asked to join an event on another site yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Address of the event/ }), `${IRI}{Enter}`);
    const found = await screen.findByRole('region', { name: 'Found on mobilizon.example' });
    expect(within(found).getByRole('link', { name: 'Open-source meetup' })).toHaveAttribute('href', IRI);
    expect(within(found).getByRole('link', { name: 'olga@mobilizon.example' })).toHaveAttribute('href', `/user/${encodeURIComponent('olga@mobilizon.example')}`);
    expect(within(found).getByText(/on mobilizon\.example/)).toBeInTheDocument();

    await userEvent.click(within(found).getByRole('button', { name: 'Ask for a place' }));
    expect(await within(found).findByRole('status')).toHaveTextContent('Waiting for the organizer');
    const list = screen.getByRole('region', { name: 'Events elsewhere you asked to join' });
    expect(within(list).getByRole('status')).toHaveTextContent('Waiting for the organizer');
    expect(within(found).getByRole('button', { name: 'Withdraw the request' })).toBeInTheDocument();
    expect(asked).toEqual([expect.objectContaining({ query: IRI }), expect.objectContaining({ iri: IRI })]);
    release();
  });

  it('lists the events asked for; giving up a place takes it off the list', async () => {
    server.use(
      ...answerFor('GET /api/v3/federation/events/joins', () => ({ events: [remoteEvent({ status: 'participant' })] })),
      ...answerFor('DELETE /api/v3/federation/events/joins', () => ({ events: [] })),
    );
    const { release } = render();
    const list = screen.getByRole('region', { name: 'Events elsewhere you asked to join' });
    expect(await within(list).findByText('You have a place')).toHaveAttribute('role', 'status');
    await userEvent.click(within(list).getByRole('button', { name: 'Give up my place' }));
    await waitFor(() => expect(within(list).queryByRole('heading', { name: 'Open-source meetup' })).not.toBeInTheDocument());
    expect(within(list).getByText('You have not asked to join an event on another site yet.')).toBeInTheDocument();
    release();
  });

  it('says why an address found nothing, in the catalogue’s words', async () => {
    server.use(
      ...answerFor('GET /api/v3/federation/events/joins', () => ({ events: [] })),
      ...answerFor('POST /api/v3/federation/events/lookup', () => {
        throw mockFail('activitypub.get-failed');
      }),
    );
    const { release } = render();
    await userEvent.type(screen.getByRole('textbox', { name: /Address of the event/ }), 'https://nowhere.example/e/1');
    await userEvent.click(screen.getByRole('button', { name: 'Find the event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The federated content could not be fetched.');
    expect(screen.queryByRole('region', { name: /Found on/ })).not.toBeInTheDocument();
    release();
  });
});
