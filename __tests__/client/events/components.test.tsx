import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { CalendarFeed } from '@/components/events/CalendarFeed';
import { ConferenceView } from '@/components/events/ConferenceView';
import { EventCard } from '@/components/events/EventCard';
import { EventView } from '@/components/events/EventView';
import { MyEvents } from '@/components/events/MyEvents';
import { conferenceHead, conferenceJsonLd, eventBreadcrumbs, eventJsonLd, eventHead, eventPageHead } from '@/lib/events/seo';
import { EMPTY_EVENT_FILTERS } from '@/lib/events/feed';
import type { EventData } from '@/lib/events/types';
import type { PageSeed } from '@/lib/ssr/seed';
import { DEFAULT_THUMBNAILS } from '@/lib/thumbnails';
import { translator } from '@/server/i18n/catalogues';
import type { ClientConfig } from '@/services/session';
import { hydrateEventPage } from '@/store/events/slice';
import { eventsCached } from '@/store/feed/cache';
import { personalLoaded } from '@/store/sessionActions';
import { NAV_SECTIONS } from '@/components/shell/navigation';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { chatMessagesPage, chatRoom } from '@/mocks/factories/chat';
import { buildEvent, buildEventStats, buildPoll, eventSearchPages, eventsFrom, registrationOf } from '@/mocks/factories/events';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

/** The events' words in English, as a page's loader says them. */
const t = translator('en', 'events');

const mockRouter = createRouter('/events');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/server/ssr/appState', () => ({ withAppConfig: () => async () => ({ props: {} }) }));
jest.mock('@/server/ssr/events', () => ({ loadEventsPage: async () => ({ props: {} }), loadEventPage: async () => ({ props: {} }) }));

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above */
const EventsPage = (require('@/pages/events') as { default: (props: { seed: PageSeed | null }) => React.JSX.Element }).default;

startMswServer();
beforeAll(async () => {
  await loadDialog('eventRegister');
  await loadDialog('login');
});

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

function renderUi(ui: React.ReactElement, config: ClientConfig = visitorConfig(), events: EventData[] = []) {
  const view = renderWithStore(
    <>
      {ui}
      <DialogHost />
    </>,
    {
      config,
      // The event page's own load as the server seeds it, before the first render (so the page
      // asks for nothing that could answer after a change and undo it); lists read the cache.
      seed: (store) => {
        store.dispatch(eventsCached(events));
        for (const event of events) store.dispatch(hydrateEventPage({ loaded: true, event }));
      },
    },
  );
  releases.push(view.release);
  return view;
}

let seeds = 0;
const seedOf = (events: EventData[], found = events.length): PageSeed => {
  seeds += 1;
  return { id: `events-${seeds}`, events: { filters: EMPTY_EVENT_FILTERS, page: 1, events, found } };
};

// 2030-01-15 17:00 UTC
const START = Date.UTC(2030, 0, 15, 17, 0);

describe('events feed page (R1.2)', () => {
  it('R1.2 R3.20 R9.7 R9.8 shows the server-rendered page: type badges in their colours, default thumbnails, dates, durations, seats', () => {
    const events = [
      buildEvent({ id: 1, event_type: 'webinar', timestamp: START, timezone: 'UTC', duration: 90, no_of_seats: 20, seats_taken: 19, seats_left: 1 }),
      buildEvent({ id: 2, event_type: 'ama', title: 'Ask the maintainers', duration: 0, no_of_seats: 0 }),
      buildEvent({ id: 10, event_type: 'live_coding', no_of_seats: 5, seats_taken: 5, seats_left: 0, waitlist_count: 2 }),
    ];
    renderUi(<EventsPage seed={seedOf(events)} />);
    const list = screen.getByRole('list', { name: 'Events' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByText('Webinar')).toHaveStyle({ background: '#1D4ED8' });
    expect(within(cards[1]!).getByText('AMA')).toHaveStyle({ background: '#7E22CE' });
    expect(within(cards[2]!).getByText('Live Coding')).toHaveStyle({ background: '#B91C1C' });
    expect(first).toHaveTextContent('17:00PM • 15-Jan-2030');
    expect(first).toHaveTextContent('1 hr 30 min');
    expect(cards[1]).toHaveTextContent('1 min');
    expect(first).toHaveTextContent('1 seat left');
    expect(cards[1]).toHaveTextContent('Open to everyone');
    expect(cards[2]).toHaveTextContent('Full · 2 on the waitlist');
    expect(within(cards[2]!).getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', DEFAULT_THUMBNAILS[1]);
    expect(cards[2]!.querySelector('img')).toHaveAttribute('src', DEFAULT_THUMBNAILS[2]);
    expect(within(first).getByRole('link', { name: 'Building plugins together' })).toHaveAttribute('href', '/events/1/building-plugins-together');
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
  });

  it('R9.4 the search waits 250 ms after the last keystroke, then asks once; R5.1 the URL follows', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/events/v1/search', eventSearchPages({ 1: eventsFrom(20, 21) }, 2, seen)));
    const user = userEvent.setup();
    renderUi(<EventsPage seed={seedOf(eventsFrom(1, 3))} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'rust');
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.get('term')).toBe('rust');
    const [target, , options] = mockRouter.replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }, unknown, { shallow: boolean }];
    expect(target.query).toEqual({ term: 'rust' });
    expect(options.shallow).toBe(true);
    await new Promise((r) => setTimeout(r, 350));
    expect(seen).toHaveLength(1);
  });

  it('R1.2 sorts Latest or Popular, past events, and one event type', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/events/v1/search', eventSearchPages({ 1: eventsFrom(1, 2) }, 2, seen)));
    const user = userEvent.setup();
    renderUi(<EventsPage seed={seedOf(eventsFrom(1, 2))} />);
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.get('sortBy')).toBe('popular');
    await user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.get('common_timestamp')).toMatch(/^0\.\.\d+$/);
    await user.click(screen.getByRole('button', { name: 'AMA' }));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]!.get('event_type')).toBe('ama');
  });

  it('Events is in the header navigation', () => {
    expect(NAV_SECTIONS.map((s) => s.href)).toContain('/events');
  });
});

describe('register, cancel and waitlist (R4.11, R2.1)', () => {
  it('R2.1 R4.11 a member registers through the dialog with a time zone; the card shows the new state', async () => {
    let body: unknown;
    const event = buildEvent({ id: 4, title: 'Plugin night', no_of_seats: 10, seats_taken: 2, seats_left: 8 });
    server.use(
      ...answerFor('POST /api/events/v1/event/{id}/participant', ({ params, body: sent }) => {
        expect(params.id).toBe('4');
        body = sent;
        return registrationOf({ ...event, seats_taken: 3, seats_left: 7 }, 'participant', memberUser.uid);
      }),
      ...answerFor('DELETE /api/events/v1/event/{id}/participant', () => registrationOf(event, 'none', memberUser.uid)),
    );
    const user = userEvent.setup();
    renderUi(<EventCard id={4} />, memberConfig(), [event]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for Plugin night' });
    await user.selectOptions(within(dialog).getByLabelText('Your time zone'), 'Asia/Tokyo');
    expect(within(dialog).getByTestId('event-register-time')).toHaveTextContent('02:00AM • 16-Jan-2030');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ timezone: 'Asia/Tokyo' });
    expect(screen.getByText('You are registered')).toBeInTheDocument();
    expect(screen.getByText('7 seats left')).toBeInTheDocument();
    // R2.1: focus goes to the control that replaced Register, not to the top of the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel registration' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus());
  });

  it('R6.3 shows the role: host, waitlisted, and closed for an ended event', () => {
    renderUi(
      <>
        <EventCard id={1} />
        <EventCard id={2} />
        <EventCard id={3} />
      </>,
      memberConfig(),
      [
        buildEvent({ id: 1, current_user_role: 'host' }),
        buildEvent({ id: 2, current_user_role: 'waitlisted' }),
        buildEvent({ id: 3, event_lifecycle: 'ended' }),
      ],
    );
    expect(screen.getByText('You are hosting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(screen.getByText('This event has ended')).toBeInTheDocument();
  });

  it('R4.1 R6.3 a cancelled event tells its registrants so, on the card and on its page, and offers no cancelling', () => {
    const cancelled = { event_status: 'deleted' as const, event_lifecycle: 'cancelled' as const };
    renderUi(
      <>
        <EventCard id={1} />
        <EventCard id={2} />
        <EventView id={1} />
      </>,
      memberConfig(),
      [buildEvent({ id: 1, current_user_role: 'participant', ...cancelled }), buildEvent({ id: 2, current_user_role: 'waitlisted', ...cancelled })],
    );
    expect(screen.getAllByText('This event was cancelled')).toHaveLength(3);
    expect(screen.queryByText('You are registered')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel registration|Leave the waitlist/ })).not.toBeInTheDocument();
  });

  it('R6.1 R5.3 a visitor who saves or votes gets the login dialog', async () => {
    // The shown event is read again for the viewer the session turns out to be (store/events/listeners.ts).
    server.use(...answerFor('GET /api/events/v1/event/{id}', () => buildEvent({ id: 1 })), ...answerFor('GET /api/events/v1/poll/event/{id}', () => ({ polls: [] })));
    const user = userEvent.setup();
    const { store } = renderUi(<EventCard id={1} />, visitorConfig(), [buildEvent({ id: 1 })]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'save' } });
  });
});

describe('my events (R1.3)', () => {
  it('R1.3 R9.2 shows the upcoming tab, then the registered tab from the same call', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/events/v1/event/my_events', ({ query }) => {
        seen.push(query);
        return { upcoming_events: eventsFrom(1, 2), registered_events: eventsFrom(5, 5, { current_user_role: 'participant' }) };
      }),
    );
    const user = userEvent.setup();
    mockRouter.pathname = '/events/myevents';
    renderUi(<MyEvents />, memberConfig());
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(2));
    expect(seen[0]!.get('limit')).toBe('10');
    // The calendar feed follows the list (on phones it comes after it, not before).
    const calendar = screen.getByRole('heading', { name: 'Your calendar' });
    expect(upcoming.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Registered' }));
    const [target] = mockRouter.replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }];
    expect(target.query).toEqual({ tab: 'registered' });
    mockRouter.pathname = '/events';
  });

  it('R4.1 the drafts tab lists the member’s drafts from the server', async () => {
    server.use(...answerFor('GET /api/events/v1/event/draft', () => ({ events: [buildEvent({ id: 40, event_status: 'draft', current_user_role: 'host' })] })));
    mockRouter.query = { tab: 'drafts' };
    renderUi(<MyEvents />, memberConfig());
    const drafts = await screen.findByRole('list', { name: 'Drafts' });
    await waitFor(() => expect(within(drafts).getAllByRole('article')).toHaveLength(1));
    expect(within(drafts).getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('R1.3 a visitor is asked to log in', () => {
    renderUi(<MyEvents />, visitorConfig());
    expect(screen.getByRole('heading', { name: 'Log in to see your events' })).toBeInTheDocument();
  });
});

describe('event page (R1.4)', () => {
  const event = buildEvent({
    id: 12,
    title: 'Building plugins together',
    summary: 'We build a plugin live.',
    description: '<p>We build a <strong>plugin</strong> live.</p>',
    organizers: [
      { role: 'host', user_id: 1, user: { uid: 1, username: 'host', userslug: 'host', fullname: 'Host Person', picture: '' }, bio: 'Maintainer of the plugin API.' },
    ],
    no_of_seats: 50,
    seats_taken: 50,
    seats_left: 0,
    images: { cover: '/uploads/cover.png', thumbnail: { mobile: '', desktop: '' }, backdrop: '' },
  });

  const noPolls = () => answerFor('GET /api/events/v1/poll/event/{id}', () => ({ polls: [] }));
  const answerEvent = (answer: EventData) => answerFor('GET /api/events/v1/event/{id}', ({ params }) => {
    expect(params.id).toBe(String(answer.id));
    return answer;
  });

  it('R1.4 shows the description, hosts with bios and the waitlist button', () => {
    server.use(...answerEvent(event), ...noPolls());
    renderUi(<EventView id={12} />, visitorConfig(), [event]);
    expect(screen.getByRole('heading', { level: 1, name: 'Building plugins together' })).toBeInTheDocument();
    expect(screen.getByText('plugin', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Maintainer of the plugin API.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host Person' })).toHaveAttribute('href', '/user/host');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('R1.4 a host sees the host tools and the statistics', async () => {
    server.use(
      ...answerFor('GET /api/events/v1/event/{id}/stats', () =>
        buildEventStats({ id: 12, registrations: 50, waitlist: 3, views: 400, votes: 9, bookmarks: 4, registrants_by_timezone: [{ timezone: 'Europe/Berlin', count: 20 }] }),
      ),
    );
    server.use(...answerEvent({ ...event, current_user_role: 'host' }), ...noPolls());
    const user = userEvent.setup();
    renderUi(<EventView id={12} />, memberConfig({ uid: memberUser.uid }), [{ ...event, current_user_role: 'host' }]);
    await user.click(screen.getByRole('button', { name: 'Show statistics' }));
    const stats = await screen.findByTestId('event-stats');
    expect(stats).toHaveTextContent('Registrations50');
    expect(stats).toHaveTextContent('Waitlist3');
    expect(screen.getByRole('cell', { name: 'Europe/Berlin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('R4.1 R6.3 a host starts a scheduled event now and then ends it early (the update answer replaces the event)', async () => {
    const hosted = { ...event, current_user_role: 'host' as const, event_lifecycle: 'scheduled' as const };
    const sent: unknown[] = [];
    // No answer for the event itself: the seeded page asks for nothing (a load answering after a
    // change would undo it; an unanswered request fails the test).
    server.use(
      ...noPolls(),
      // Live, the page shows the live room, whose Q&A queue reads its questions (issue 36).
      ...answerFor('GET /api/events/v1/event/{id}/questions', () => ({ questions: [], can_ask: false, can_moderate: true })),
      // …and its live chat (issue 36).
      ...answerFor('GET /api/v3/chats/event/{eventId}', () => chatMessagesPage([], false, chatRoom({ id: 40, kind: 'event', name: 'Live chat', members: [], memberCount: 0, joined: false }))),
      ...answerFor('PUT /api/events/v1/event/{id}', ({ body }) => {
        sent.push(body);
        return { ...hosted, event_lifecycle: body.event_lifecycle as 'live' | 'ended' };
      }),
    );
    const user = userEvent.setup();
    renderUi(<EventView id={12} />, memberConfig({ uid: memberUser.uid }), [hosted]);
    expect(screen.queryByRole('button', { name: 'End event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    // Each press is a round trip and a render of the whole page: on a loaded machine more than the usual wait.
    await user.click(await screen.findByRole('button', { name: 'End event' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End event' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Start now' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ event_lifecycle: 'live' }, { event_lifecycle: 'ended' }]);
  });

  it('R3.11 shows the poll’s results; a member votes once', async () => {
    const poll = buildPoll({ id: 3, event_id: 12 });
    server.use(
      ...answerEvent(event),
      ...answerFor('GET /api/events/v1/poll/event/{id}', () => ({ polls: [poll] })),
      ...answerFor('PUT /api/events/v1/poll/{id}/vote', ({ params, body }) => {
        expect([params.id, body.option_id]).toEqual(['3', 2]);
        return { ...poll, my_vote: 2, total_votes: 5, options: [poll.options[0]!, { id: 2, text: 'LR', votes: 2 }] };
      }),
    );
    const user = userEvent.setup();
    renderUi(<EventView id={12} />, memberConfig(), [event]);
    const box = await screen.findByTestId('poll-3');
    expect(box).toHaveTextContent('75% · 3');
    await user.click(within(box).getByRole('button', { name: 'Vote for LR' }));
    await waitFor(() => expect(box).toHaveTextContent('(your vote)'));
    expect(box).toHaveTextContent('5 votes');
    expect(within(box).queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
  });

  it("R3.11 the page brings its polls and the personal layer the member's choice: nothing is asked for", async () => {
    const poll = buildPoll({ id: 3, event_id: 12 });
    let asked = 0;
    server.use(
      ...answerEvent(event),
      ...answerFor('GET /api/events/v1/poll/event/{id}', () => {
        asked += 1;
        return { polls: [poll] };
      }),
    );
    const view = renderUi(<EventView id={12} />);
    act(() => {
      view.store.dispatch(hydrateEventPage({ loaded: true, event, polls: [poll] }));
    });
    const box = await screen.findByTestId('poll-3');
    expect(box).toHaveTextContent('75% · 3');
    expect(within(box).getByRole('button', { name: 'Vote for LR' })).toBeInTheDocument();
    act(() => {
      view.store.dispatch(personalLoaded({ config: memberConfig(), layer: { posts: {}, topics: {}, events: {}, projects: {}, members: {}, polls: { 3: 1 } } }));
    });
    expect(box).toHaveTextContent('(your vote)');
    expect(within(box).queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(0);
  });

  it('R1.4 Event JSON-LD (hosts as organizer and performer) and OpenGraph with the event\'s PNG card', () => {
    const ld = eventJsonLd(event, 'https://community.example');
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Building plugins together',
      startDate: '2030-01-15T17:00:00.000Z',
      endDate: '2030-01-15T18:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://community.example/events/12/building-plugins-together' },
      organizer: [{ '@type': 'Person', name: 'Host Person', url: 'https://community.example/user/host' }],
      performer: [{ '@type': 'Person', name: 'Host Person', url: 'https://community.example/user/host' }],
      offers: { '@type': 'Offer', availability: 'https://schema.org/SoldOut', price: 0, validThrough: '2030-01-15T18:00:00.000Z' },
      image: ['https://community.example/api/cards/event/12', 'https://community.example/uploads/cover.png'],
    });
    // An event that ended or was cancelled was not sold out: its offer has no availability left.
    for (const over of ['ended', 'cancelled'] as const) {
      const offers = eventJsonLd({ ...event, seats_left: 3, event_lifecycle: over }, 'https://x.example').offers as Record<string, unknown>;
      expect(offers).not.toHaveProperty('availability');
      expect(offers.validThrough).toBe('2030-01-15T18:00:00.000Z');
    }
    // A default (SVG) cover is no picture for the networks: the card alone.
    expect(eventJsonLd({ ...event, images: { ...event.images, cover: '' } }, 'https://x.example').image).toEqual(['https://x.example/api/cards/event/12']);
    expect(eventJsonLd({ ...event, event_lifecycle: 'cancelled' }, 'https://x.example').eventStatus).toBe('https://schema.org/EventCancelled');
    expect(eventJsonLd({ ...event, seats_left: 3 }, 'https://x.example').offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    const head = eventHead(event, t);
    expect(head).toMatchObject({
      path: '/events/12/building-plugins-together',
      description: 'We build a plugin live.',
      image: { url: '/api/cards/event/12', width: 1200, height: 630, type: 'image/png', alt: 'Building plugins together' },
    });
  });

  it('R1.4 the loader builds the page head: a published event indexable with its JSON-LD and breadcrumbs, a draft none', () => {
    const episode = { '@type': 'PodcastEpisode', name: 'Recording' };
    const built = eventPageHead(event, 'https://x.example', episode, t);
    expect(built).toMatchObject({ ...eventHead(event, t), jsonLd: [{ '@type': 'Event', recordedIn: episode }, { '@type': 'BreadcrumbList' }] });
    expect((eventPageHead(event, 'https://x.example', null, t)?.jsonLd as Array<Record<string, unknown>>)[0]).not.toHaveProperty('recordedIn');
    expect(eventPageHead({ ...event, event_status: 'draft' }, 'https://x.example', episode, t)).toBeNull();
  });
});

describe('R1.3 R7.3 the private calendar feed on My events', () => {
  it('asks for the address only when wanted, offers it as a webcal subscription, and resets it', async () => {
    const first = { url: 'https://x.example/api/events/v1/calendar/feed/7.1.sig.ics', webcal: 'webcal://x.example/api/events/v1/calendar/feed/7.1.sig.ics' };
    const second = { url: 'https://x.example/api/events/v1/calendar/feed/7.2.sig.ics', webcal: 'webcal://x.example/api/events/v1/calendar/feed/7.2.sig.ics' };
    let asked = 0;
    server.use(
      ...answerFor('GET /api/events/v1/calendar/feed-link', () => {
        asked += 1;
        return first;
      }),
      ...answerFor('DELETE /api/events/v1/calendar/feed-link', () => second),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderUi(<CalendarFeed />, memberConfig({ uid: memberUser.uid }));
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Get my calendar address' }));
    expect(await screen.findByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute('href', first.webcal);
    expect(screen.getByLabelText('Calendar address (keep it private)')).toHaveValue(first.url);
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute('href', second.webcal));
    expect(confirm).toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('shows the server’s error text when the address cannot be read', async () => {
    server.use(
      ...answerFor('GET /api/events/v1/calendar/feed-link', () => {
        throw mockFail('not-logged-in');
      }),
    );
    const user = userEvent.setup();
    renderUi(<CalendarFeed />, memberConfig({ uid: memberUser.uid }));
    await user.click(screen.getByRole('button', { name: 'Get my calendar address' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});

describe('R3.5 a conference page', () => {
  const conference = { id: 4, title: 'Onboarding week', description: 'Five days of first contributions.', status: 'active' as const };

  it('lists its events as the feed’s cards from the entity cache, and says when it has none', () => {
    const first = buildEvent({ id: 41, title: 'Welcome and first issues' });
    const second = buildEvent({ id: 42, title: 'Your first documentation pull request' });
    const view = renderUi(<ConferenceView conference={conference} eventIds={[41, 42]} />, visitorConfig(), [first, second]);
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding week' })).toBeInTheDocument();
    expect(screen.getByText('Conference · 2 events')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Events of Onboarding week' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Welcome and first issues' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 2, name: 'Your first documentation pull request' })).toBeInTheDocument();
    view.unmount();
    renderUi(<ConferenceView conference={conference} eventIds={[]} />);
    expect(screen.getByText('No published events in this conference yet')).toBeInTheDocument();
  });

  it('an event of the conference names it on its page, the link inside the sentence', () => {
    const inSeries = buildEvent({ id: 43, title: 'Triage together', conference });
    renderUi(<EventView id={43} />, visitorConfig(), [inSeries]);
    const link = screen.getByRole('link', { name: 'Onboarding week' });
    expect(link).toHaveAttribute('href', '/events/conference/4');
    expect(link.parentElement).toHaveTextContent(/^Part of Onboarding week$/);
  });

  it('R3.5 is an EventSeries whose subEvents are its events (with their hosts as performers), and an event names its series and breadcrumbs', () => {
    const first = buildEvent({ id: 41, title: 'Welcome and first issues', timestamp: Date.UTC(2030, 0, 1, 9), end_time: Date.UTC(2030, 0, 1, 10) });
    const second = buildEvent({ id: 42, title: 'Your first documentation pull request', timestamp: Date.UTC(2030, 0, 3, 9), end_time: Date.UTC(2030, 0, 3, 11) });
    const ld = conferenceJsonLd(conference, [first, second], 'https://x.example');
    expect(ld).toMatchObject({
      '@type': 'EventSeries',
      name: 'Onboarding week',
      url: 'https://x.example/events/conference/4',
      startDate: '2030-01-01T09:00:00.000Z',
      endDate: '2030-01-03T11:00:00.000Z',
      subEvent: [
        { '@type': 'Event', name: 'Welcome and first issues', performer: expect.any(Array) },
        { '@type': 'Event', name: 'Your first documentation pull request' },
      ],
    });
    expect((ld.subEvent as Array<Record<string, unknown>>)[0]).not.toHaveProperty('@context');
    const inSeries = { ...first, conference };
    expect(eventJsonLd(inSeries, 'https://x.example').superEvent).toEqual({ '@type': 'EventSeries', name: 'Onboarding week', url: 'https://x.example/events/conference/4' });
    expect(eventBreadcrumbs(inSeries, 'https://x.example', t)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Events', item: 'https://x.example/events' },
        { position: 2, name: 'Onboarding week', item: 'https://x.example/events/conference/4' },
        { position: 3, name: 'Welcome and first issues', item: `https://x.example${first.url}` },
      ],
    });
  });

  it('is indexable with its own description and address', () => {
    expect(conferenceHead(conference, t)).toMatchObject({
      title: 'Onboarding week',
      description: 'Five days of first contributions.',
      path: '/events/conference/4',
      image: { url: '/api/cards/conference/4', width: 1200, height: 630, type: 'image/png' },
    });
  });
});
