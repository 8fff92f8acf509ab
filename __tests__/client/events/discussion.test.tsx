import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { EventView } from '@/components/events/EventView';
import type { EventData } from '@/lib/events/types';
import type { QuestionsPage, TopicData } from '@/lib/discussions/types';
import type { PageSeed } from '@/lib/ssr/seed';
import type { ClientConfig } from '@/services/session';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { selectPost } from '@/store/feed/cache';
import { realtimeReceived } from '@/store/realtime/connection';
import { applyServerSeed } from '@/store/seed';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { answerFor } from '@/mocks/answer';
import { buildEvent } from '@/mocks/factories/events';
import { server, startMswServer } from '../support/msw';
import { InEnglish, renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { MAIN_PID, TID, makeQuestion, makeQuestionsPage, makeTopic, users } from '@/mocks/factories/topic';

/**
 * The event page's discussion (R1.4, R3.3): the event's topic shown with the topic page's
 * components, slice and entity cache, from the page's seed; the composer, the visitor's sign-in
 * prompt, live replies (R7.6) and one upvote showing everywhere (R3.13).
 */

const mockRouter = createRouter('/events/[...slug]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();
beforeAll(async () => {
  await loadDialog('login');
});

const EVENT_ID = 12;
const event = buildEvent({ id: EVENT_ID, event_type: 'ama', comment_tid: TID, comment_main_pid: MAIN_PID });
const topic = (): TopicData => makeTopic({ questionCount: 2 }, 'ama');

let seeds = 0;
function seedOf(ev: EventData = event, questions: QuestionsPage = makeQuestionsPage({ sort: 'recent' }), withTopic = true): PageSeed {
  seeds += 1;
  const arg = { tid: TID, sort: 'recent' as const, page: 1 };
  return { id: `event-discussion-${seeds}`, event: { loaded: true, event: ev }, ...(withTopic ? { topic: { ...arg, loaded: true, topic: topic(), questions } } : {}) };
}

const noPolls = () => answerFor('GET /api/events/v1/poll/event/{id}', () => ({ polls: [] }));

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

function renderEvent(seed: PageSeed | null, config: ClientConfig = memberConfig(), ev: EventData = event) {
  server.use(...noPolls(), ...answerFor('GET /api/events/v1/event/{id}', () => ev));
  const view = renderWithStore(
    <>
      <EventView id={ev.id} />
      <DialogHost />
    </>,
    { config },
  );
  if (seed) act(() => void view.store.dispatch(applyServerSeed(seed)));
  releases.push(view.release);
  return view;
}

const thread = () => screen.getByTestId('event-discussion');
const questionIds = () => Array.from(thread().querySelectorAll<HTMLElement>('ul > li > article')).filter((a) => a.id).map((a) => a.id);

describe('R1.4 the event page shows its discussion', () => {
  it('is in the server HTML for a visitor: the questions, their answers and the sign-in prompt', () => {
    const store = makeStore();
    store.dispatch(loadConfig.fulfilled(visitorConfig(), 'ssr'));
    store.dispatch(applyServerSeed(seedOf()));
    const html = renderToString(
      <Provider store={store}>
        <InEnglish>
          <EventView id={EVENT_ID} />
        </InEnglish>
      </Provider>,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const section = doc.querySelector('[data-testid="event-discussion"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Questions and discussion (2)');
    expect(doc.getElementById('post-101')?.textContent).toContain('Which version are you on?');
    expect(doc.getElementById('post-102')?.textContent).toContain('Did you try the config file?');
    expect(doc.getElementById('post-202')?.textContent).toContain('Replying to Lee Chen');
    expect(section?.textContent).toContain('Log in to reply');
    expect(section?.querySelector(`a[href="/posts/${TID}"]`)?.textContent).toBe('Open the discussion page');
  });

  it('a visitor’s sign-in prompt opens the login dialog', async () => {
    const { store } = renderEvent(seedOf(), visitorConfig());
    await userEvent.click(within(thread()).getByRole('button', { name: 'Log in to reply' }));
    expect(store.getState().modals).toEqual({ name: 'login', props: { from: 'reply' } });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('R4.9 a member asks a question: it goes first, the count moves on and focus goes to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...answerFor('POST /api/v3/topics/{tid}', ({ params, body }) => {
        expect(params.tid).toBe(String(TID));
        bodies.push(body);
        return makeQuestion({ pid: 150, content: '<p>Will there be a recording?</p>' }, users.priya);
      }),
    );
    renderEvent(seedOf());
    await userEvent.type(await within(thread()).findByRole('textbox', { name: 'Ask a question' }), 'Will there be a recording?');
    await userEvent.click(within(thread()).getByRole('button', { name: 'Post question' }));
    await waitFor(() => expect(document.getElementById('post-150')).toHaveFocus());
    expect(bodies).toEqual([{ tid: TID, content: 'Will there be a recording?' }]);
    expect(questionIds().slice(0, 3)).toEqual(['post-150', 'post-101', 'post-201']);
    expect(within(thread()).getByRole('heading', { level: 2 })).toHaveTextContent('Questions and discussion (3)');
  });

  it('R7.6 a question another member posts arrives live; the member’s own and other topics’ posts do not', () => {
    const { store } = renderEvent(seedOf());
    const live = makeQuestion({ pid: 160, content: '<p>Is it beginner friendly?</p>' }, users.lee);
    const mine = makeQuestion({ pid: 161, content: '<p>My own question.</p>' }, users.priya);
    const elsewhere = makeQuestion({ pid: 162, tid: TID + 1, content: '<p>Another topic.</p>' }, users.lee);
    act(() => void store.dispatch(realtimeReceived({ event: 'event:new_post', payload: { posts: [live, mine, elsewhere] } })));
    expect(document.getElementById('post-160')).toHaveTextContent('Is it beginner friendly?');
    expect(document.getElementById('post-161')).toBeNull();
    expect(document.getElementById('post-162')).toBeNull();
    expect(questionIds()[0]).toBe('post-160');
    expect(within(thread()).getByRole('heading', { level: 2 })).toHaveTextContent('(3)');
  });

  it('R7.6 an answer posted live joins its question, which counts one more', () => {
    const { store } = renderEvent(seedOf());
    const question = document.getElementById('post-101')!;
    expect(within(question).getByText('2 answers')).toBeInTheDocument();
    const answer = { ...makeQuestion({ pid: 170, qid: 101, toPid: 101, content: '<p>Version 4 now.</p>' }, users.lee), answers: undefined };
    act(() => void store.dispatch(realtimeReceived({ event: 'event:new_post', payload: { posts: [answer] } })));
    expect(within(question).getByText('3 answers')).toBeInTheDocument();
    expect(document.getElementById('post-170')).toHaveTextContent('Version 4 now.');
  });

  it('R3.13 an upvote goes through the shared entity cache', async () => {
    const votes: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}/vote', ({ params }) => {
        votes.push(params.pid!);
        return {};
      }),
    );
    const { store } = renderEvent(seedOf());
    const before = selectPost(store.getState(), 101)!.upvotes;
    await userEvent.click(screen.getByTestId('vote-101'));
    await waitFor(() => expect(selectPost(store.getState(), 101)!.upvotes).toBe(before + 1));
    expect(screen.getByTestId('vote-101')).toHaveTextContent(String(before + 1));
    expect(votes).toEqual(['101']);
  });

  it('loads the discussion in the browser when the page arrives without it (newest first)', async () => {
    const asked: string[] = [];
    server.use(
      ...answerFor('GET /api/topic/{tid}', ({ params }) => {
        expect(params.tid).toBe(String(TID));
        return topic();
      }),
      ...answerFor('GET /api/questions/{tid}/{sort}', ({ params }) => {
        asked.push(params.sort!);
        return makeQuestionsPage({ sort: 'recent' });
      }),
    );
    renderEvent(seedOf(event, undefined, false));
    expect(await screen.findByText('Which version are you on?')).toBeInTheDocument();
    expect(asked).toEqual(['recent']);
  });

  it('is hidden when discussion is off or the event is a draft', () => {
    renderEvent(seedOf({ ...event, enable_discussion: false }, undefined, false), memberConfig(), { ...event, enable_discussion: false });
    expect(screen.queryByTestId('event-discussion')).toBeNull();
    releases.splice(0).forEach((release) => release());
    const draft = { ...event, event_status: 'draft' as const, current_user_role: 'host' as const };
    renderEvent(seedOf(draft, undefined, false), memberConfig(), draft);
    expect(screen.queryByTestId('event-discussion')).toBeNull();
  });
});
